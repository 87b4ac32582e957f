import { applyMovement } from '../../services/inventory/movements';
import type { Tx } from '../database';
import { type DemoWarehouseKey, demoProducts, demoWarehouses, otherEmisorCatalogue } from './demo-data';
import type { DemoIds } from './demo-ids';

/** Initial stock, entered as ENTRADA movements so the movement screens have history. */
export async function seedDemoStock(tx: Tx, ids: DemoIds, otherUserId: string): Promise<void> {
  for (const { key } of demoWarehouses) {
    const lines = demoProducts.flatMap((product) => {
      const productoId = ids.productos[product.codigo]!;
      const serials = product.series?.[key as DemoWarehouseKey] ?? [];
      const stock = product.stock?.[key as DemoWarehouseKey];
      return [
        ...serials.map((numero_serie) => ({
          producto_id: productoId,
          nombre: product.nombre,
          cantidad: 1,
          numero_serie,
          detalle: '',
        })),
        ...(stock ? [{ producto_id: productoId, nombre: product.nombre, cantidad: stock, detalle: '' }] : []),
      ];
    });
    await applyMovement(
      tx,
      { emisorId: ids.emisorId },
      { tipo_movimiento: 'ENTRADA', destino: ids.almacenes[key], observacion: 'Inventario inicial', items: lines },
    );
  }
  await applyMovement(
    tx,
    { emisorId: ids.otherEmisorId, usuarioId: otherUserId },
    {
      tipo_movimiento: 'ENTRADA',
      destino: ids.otherAlmacenId,
      observacion: 'Inventario inicial',
      items: [
        {
          producto_id: ids.otherProductoId,
          nombre: otherEmisorCatalogue.product.nombre,
          cantidad: otherEmisorCatalogue.product.stock,
          detalle: '',
        },
      ],
    },
  );
}
