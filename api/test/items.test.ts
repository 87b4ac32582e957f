import { ITEM_ELIMINADO_NO_EDITABLE_MESSAGE, type Item, itemListResponseSchema } from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

const ctx = useTestApi();
let demo: ApiClient;
let otra: ApiClient;

const list = async (client: ApiClient, query = ''): Promise<Item[]> => {
  const response = await client.get(`/api/items${query}`);
  expect(response.status).toBe(200);
  return itemListResponseSchema.parse(response.body).items;
};

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  otra = await ctx.api.anonymous.login('otra');
});

describe('GET /api/items', () => {
  it('lists serials one per item and non-serialized stock per warehouse', async () => {
    const items = await list(demo);
    const serials = items.filter((item) => item.producto_codigo === 'CEL-A15');
    expect(serials.map((item) => item.numero_serie).sort()).toEqual([
      'SN-A15-0001',
      'SN-A15-0002',
      'SN-A15-0003',
      'SN-A15-0004',
      'SN-A15-0005',
    ]);
    expect(serials.every((item) => item.stock === 1 && item.status === 'DISPONIBLE')).toBe(true);
    const cement = items.filter((item) => item.producto_codigo === 'CEM-50');
    expect(cement.map((item) => [item.almacen_nombre, item.stock]).sort()).toEqual([
      ['Bodega Principal', 120],
      ['Sucursal Manta', 60],
    ]);
    expect(cement[0]).toMatchObject({
      numero_serie: null,
      precio: 8.25,
      impuesto: 'IVA 15%',
      nombre: 'Cemento Holcim 50 kg',
    });
    expect(items.some((item) => item.nombre === 'Atún en lata 180 g')).toBe(false);
  });

  it('filters by product name, code or serial, case-insensitively', async () => {
    expect((await list(demo, '?busqueda=galaxy')).length).toBe(5);
    const bySerial = await list(demo, '?busqueda=sn-a15-0004');
    expect(bySerial.map((item) => [item.numero_serie, item.almacen_nombre, item.almacen_ciudad])).toEqual([
      ['SN-A15-0004', 'Sucursal Manta', 'Manta'],
    ]);
    expect((await list(demo, '?busqueda=LAP-IP3')).length).toBe(3);
    expect(await list(demo, '?busqueda=100%25')).toEqual([]);
  });

  it('filters by warehouse id or name and by status; TODOS and empty filters are ignored', async () => {
    const almacenes = (await demo.get('/api/almacenes')).body as { _id: string; nombre: string }[];
    const manta = almacenes.find((a) => a.nombre === 'Sucursal Manta')!;
    const byName = await list(demo, `?almacen=${encodeURIComponent('Sucursal Manta')}&status=DISPONIBLE`);
    const byId = await list(demo, `?almacen=${manta._id}&status=DISPONIBLE`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byId.map((item) => item._id)).toEqual(byName.map((item) => item._id));
    expect(byName.every((item) => item.almacen_id === manta._id)).toBe(true);
    const all = await list(demo);
    expect((await list(demo, '?status=TODOS&almacen=&busqueda=')).length).toBe(all.length);
    expect(await list(demo, '?status=VENDIDO')).toEqual([]);
  });

  it('answers 400 for an unknown status', async () => {
    const response = await demo.get('/api/items?status=PERDIDO');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(
      'El estado debe ser TODOS o uno de: DISPONIBLE, RESERVADO, VENDIDO, DEVUELTO, ELIMINADO',
    );
  });
});

describe('GET /api/items/{id}', () => {
  it('returns one item', async () => {
    const [first] = await list(demo, '?busqueda=SN-A15-0001');
    const response = await demo.get(`/api/items/${first!._id}`);
    expect(response.status).toBe(200);
    expect(response.body.item).toEqual(first);
  });

  it('uses the spec’s messages for a missing or unknown id, and hides other emisores’ items', async () => {
    const empty = await demo.get('/api/items/');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('No se proporcionó un ID de item');
    const id = '00000000-0000-4000-8000-000000000001';
    const unknown = await demo.get(`/api/items/${id}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(`Item con ID ${id} no encontrado`);
    const [foreign] = await list(otra);
    const hidden = await demo.get(`/api/items/${foreign!._id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(`Item con ID ${foreign!._id} no encontrado`);
  });
});

describe('PUT /api/items/{id}', () => {
  it('changes detalle, status and activo of a serialized item; stock follows availability', async () => {
    const [item] = await list(demo, '?busqueda=LNV-IP3-1001');
    const reserved = await demo.put(`/api/items/${item!._id}`, {
      detalle: 'Apartado',
      status: 'RESERVADO',
      activo: true,
    });
    expect(reserved.status).toBe(200);
    expect(reserved.body.itemActualizado).toMatchObject({ detalle: 'Apartado', status: 'RESERVADO', stock: 0 });
    expect(reserved.body.error).toBeNull();
    const back = await demo.put(`/api/items/${item!._id}`, { status: 'DISPONIBLE' });
    expect(back.body.itemActualizado).toMatchObject({ detalle: 'Apartado', status: 'DISPONIBLE', stock: 1 });
  });

  it('forces DISPONIBLE on items without a serial number', async () => {
    const [item] = await list(demo, '?busqueda=Pintura&almacen=Sucursal%20Manta');
    const response = await demo.put(`/api/items/${item!._id}`, {
      detalle: 'Pasillo 3',
      status: 'VENDIDO',
      activo: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.itemActualizado).toMatchObject({
      detalle: 'Pasillo 3',
      status: 'DISPONIBLE',
      activo: false,
      stock: item!.stock,
    });
  });

  it('does not edit an ELIMINADO item', async () => {
    const [item] = await list(demo, '?busqueda=LNV-IP3-1002');
    expect((await demo.put(`/api/items/${item!._id}`, { status: 'ELIMINADO' })).status).toBe(200);
    const response = await demo.put(`/api/items/${item!._id}`, { status: 'DISPONIBLE', detalle: 'revivir' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE);
    expect((await demo.get(`/api/items/${item!._id}`)).body.item).toMatchObject({ status: 'ELIMINADO', detalle: '' });
  });

  it('validates the body and answers 404 for other emisores’ items', async () => {
    const [item] = await list(demo, '?busqueda=SN-A15-0002');
    const bad = await demo.put(`/api/items/${item!._id}`, { status: 'ROTO' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'El estado debe ser uno de: DISPONIBLE, RESERVADO, VENDIDO, DEVUELTO, ELIMINADO',
    );
    const [foreign] = await list(otra);
    const response = await demo.put(`/api/items/${foreign!._id}`, { detalle: 'x' });
    expect(response.status).toBe(404);
    expect((await otra.get(`/api/items/${foreign!._id}`)).body.item.detalle).toBe('');
  });
});
