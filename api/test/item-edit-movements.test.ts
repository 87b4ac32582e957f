import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  type Item,
  itemListResponseSchema,
  STOCK_CON_SERIE_MESSAGE,
  STOCK_ITEM_INVALIDO_MESSAGE,
} from '@facturador/shared/domain';
import { type Movement, movementListResponseSchema } from '@facturador/shared/domain/movements';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

// Issue 13: every stock change made from an item's edit form leaves a movement with user and reason.
const ctx = useTestApi();
let demo: ApiClient;

const findItem = async (busqueda: string, almacen?: string): Promise<Item> => {
  const query = `?busqueda=${encodeURIComponent(busqueda)}${almacen ? `&almacen=${encodeURIComponent(almacen)}` : ''}`;
  const response = await demo.get(`/api/items${query}`);
  const [item] = itemListResponseSchema.parse(response.body).items;
  return item!;
};

const movementsOf = async (itemId: string, tipo: string): Promise<Movement[]> => {
  const response = await demo.get(`/api/movimientos?tipo_movimiento=${encodeURIComponent(tipo)}&limite=500`);
  expect(response.status).toBe(200);
  return movementListResponseSchema
    .parse(response.body)
    .movimientos.filter((movement) => movement.items.some((line) => line.item_id === itemId));
};

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
});

describe('PUT /api/items/{id} writes the movement of every stock change', () => {
  it('eliminating a serial writes an ELIMINACIÓN with the user and the reason, and it stays not editable', async () => {
    const item = await findItem('SN-A15-0004');
    const response = await demo.put(`/api/items/${item._id}`, { status: 'ELIMINADO', motivo: 'Pantalla rota' });
    expect(response.status).toBe(200);
    expect(response.body.itemActualizado).toMatchObject({ status: 'ELIMINADO', stock: 0 });

    const [movement, ...others] = await movementsOf(item._id, 'ELIMINACIÓN');
    expect(others).toEqual([]);
    expect(movement).toMatchObject({
      tipo_movimiento: 'ELIMINACIÓN',
      origen: { _id: item.almacen_id, nombre: item.almacen_nombre },
      destino: null,
      observacion: 'Pantalla rota',
      usuario: 'demo',
    });
    expect(movement!.items).toMatchObject([
      { numero_serie: 'SN-A15-0004', cantidad: 1, producto_id: item.producto_id },
    ]);

    const again = await demo.put(`/api/items/${item._id}`, { status: 'DISPONIBLE' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE);
  });

  it('a stock edit of a counted item writes an AJUSTE up (destino) or down (origen) by the difference', async () => {
    const item = await findItem('Pintura', 'Bodega Principal');
    const up = await demo.put(`/api/items/${item._id}`, { stock: item.stock + 2.5, motivo: 'Conteo físico' });
    expect(up.status).toBe(200);
    expect(up.body.itemActualizado.stock).toBe(item.stock + 2.5);
    const down = await demo.put(`/api/items/${item._id}`, { stock: item.stock - 1 });
    expect(down.body.itemActualizado.stock).toBe(item.stock - 1);

    const ajustes = await movementsOf(item._id, 'AJUSTE');
    expect(ajustes).toHaveLength(2);
    const [latest, first] = ajustes;
    expect(first).toMatchObject({ destino: { _id: item.almacen_id }, origen: null, observacion: 'Conteo físico' });
    expect(first!.items[0]!.cantidad).toBe(2.5);
    expect(latest).toMatchObject({
      origen: { _id: item.almacen_id },
      destino: null,
      observacion: 'Ajuste de stock desde la edición del item',
      usuario: 'demo',
    });
    expect(latest!.items[0]!.cantidad).toBe(3.5);
  });

  it('a status change of a serial that moves its stock writes an AJUSTE; an edit without stock change writes none', async () => {
    const item = await findItem('SN-A15-0005');
    await demo.put(`/api/items/${item._id}`, { status: 'RESERVADO', motivo: 'Apartado para cliente' });
    await demo.put(`/api/items/${item._id}`, { detalle: 'Vitrina 2' });
    const ajustes = await movementsOf(item._id, 'AJUSTE');
    expect(ajustes).toHaveLength(1);
    expect(ajustes[0]).toMatchObject({ origen: { _id: item.almacen_id }, observacion: 'Apartado para cliente' });
    expect(ajustes[0]!.items[0]).toMatchObject({ cantidad: 1, numero_serie: 'SN-A15-0005' });
  });

  it('refuses a stock edit on a serial and a negative or over-precise stock, writing nothing', async () => {
    const serial = await findItem('SN-A15-0003');
    const onSerial = await demo.put(`/api/items/${serial._id}`, { stock: 3 });
    expect(onSerial.status).toBe(400);
    expect(onSerial.body.error.message).toBe(STOCK_CON_SERIE_MESSAGE);

    const counted = await findItem('CEM-50', 'Sucursal Manta');
    for (const stock of [-1, 1.2345]) {
      const response = await demo.put(`/api/items/${counted._id}`, { stock });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(STOCK_ITEM_INVALIDO_MESSAGE);
    }
    expect((await findItem('CEM-50', 'Sucursal Manta')).stock).toBe(counted.stock);
    expect(await movementsOf(counted._id, 'AJUSTE')).toEqual([]);
  });

  it('the movements list filters AJUSTE but the movement form cannot create one', async () => {
    const response = await demo.post('/api/movimientos', { tipo_movimiento: 'AJUSTE', items: [] });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(
      'El tipo de movimiento debe ser uno de: ENTRADA, SALIDA, TRASLADO, DEVOLUCIÓN, ELIMINACIÓN',
    );
  });
});
