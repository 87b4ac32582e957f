import { warehouseListResponseSchema } from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

const ctx = useTestApi();
let demo: ApiClient;
let otra: ApiClient;

const newWarehouse = (overrides: Record<string, unknown> = {}) => ({
  nombre: `Bodega ${Math.random().toString(36).slice(2, 8)}`,
  direccion: 'Av. Universitaria',
  ciudad: 'Portoviejo',
  responsable: 'Luisa Mero',
  telefono: '0991234567',
  activo: true,
  ...overrides,
});

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  otra = await ctx.api.anonymous.login('otra');
});

describe('/api/almacenes', () => {
  it('lists the emisor’s warehouses as a plain array', async () => {
    const response = await demo.get('/api/almacenes');
    expect(response.status).toBe(200);
    const almacenes = warehouseListResponseSchema.parse(response.body);
    expect(almacenes.map((a) => [a.nombre, a.ciudad])).toEqual(
      expect.arrayContaining([
        ['Bodega Principal', 'Portoviejo'],
        ['Sucursal Manta', 'Manta'],
      ]),
    );
    expect(almacenes.map((a) => a.nombre)).not.toContain('Bodega Manta Mar');
  });

  it('creates and updates a warehouse', async () => {
    const created = await demo.post('/api/almacenes', newWarehouse());
    expect(created.status).toBe(201);
    const { _id, ...rest } = created.body.almacen;
    const updated = await demo.put(`/api/almacenes/${_id}`, { ...rest, responsable: 'Pedro Vera', activo: false });
    expect(updated.status).toBe(200);
    expect(updated.body.almacen).toMatchObject({ _id, responsable: 'Pedro Vera', activo: false });
    const list = await demo.get('/api/almacenes');
    expect(list.body.find((a: { _id: string }) => a._id === _id).responsable).toBe('Pedro Vera');
  });

  it('requires nombre and responsable', async () => {
    const noName = await demo.post('/api/almacenes', newWarehouse({ nombre: '' }));
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('El nombre es obligatorio');
    const noOwner = await demo.post('/api/almacenes', newWarehouse({ responsable: undefined }));
    expect(noOwner.status).toBe(400);
    expect(noOwner.body.error.message).toBe('El responsable es obligatorio');
  });

  it('keeps names unique per emisor, ignoring case', async () => {
    const duplicate = await demo.post('/api/almacenes', newWarehouse({ nombre: 'bodega principal' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('Ya existe un almacén con el nombre bodega principal');
    expect((await otra.post('/api/almacenes', newWarehouse({ nombre: 'Bodega Principal' }))).status).toBe(201);
  });

  it('answers 404 with the name for an unknown or foreign warehouse', async () => {
    const foreign = (await otra.get('/api/almacenes')).body[0];
    const { _id, ...rest } = foreign;
    const response = await demo.put(`/api/almacenes/${_id}`, { ...rest, responsable: 'Intruso' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(`Almacen con nombre ${rest.nombre} no encontrado`);
    expect((await otra.get('/api/almacenes')).body.find((a: { _id: string }) => a._id === _id).responsable).not.toBe(
      'Intruso',
    );
  });
});
