import { COD_DOC } from '@facturador/shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { documentos, movimientoItems, movimientos } from '../../db/schema';
import { applyMovement } from '../inventory/movements';

/** The observation of the movement that returns a rejected invoice's stock. */
export const devolucionNoAutorizadaObservacion = (claveAcceso: string) => `Factura NO AUTORIZADA: ${claveAcceso}`;

/**
 * A NO AUTORIZADA invoice never became a sale: its SALIDA comes back to the same warehouse as a
 * DEVOLUCIÓN that references the document (once: movements are unique per type and reference).
 */
export async function returnStockOfRejected(tx: Tx, documentoId: string): Promise<void> {
  const [doc] = await tx
    .select({ emisorId: documentos.emisorId, tipo: documentos.tipo, claveAcceso: documentos.claveAcceso })
    .from(documentos)
    .where(eq(documentos.id, documentoId));
  if (!doc || doc.tipo !== COD_DOC.factura) return;
  const [salida] = await tx
    .select({ id: movimientos.id, origenId: movimientos.origenId, usuarioId: movimientos.usuarioId })
    .from(movimientos)
    .where(
      and(
        eq(movimientos.emisorId, doc.emisorId),
        eq(movimientos.tipoMovimiento, 'SALIDA'),
        eq(movimientos.documentoReferencia, doc.claveAcceso),
      ),
    );
  if (!salida?.origenId) return;
  const items = await tx
    .select({
      productoId: movimientoItems.productoId,
      nombre: movimientoItems.nombre,
      cantidad: movimientoItems.cantidad,
      numeroSerie: movimientoItems.numeroSerie,
    })
    .from(movimientoItems)
    .where(eq(movimientoItems.movimientoId, salida.id));
  if (items.length === 0) return;
  await applyMovement(
    tx,
    { emisorId: doc.emisorId, usuarioId: salida.usuarioId },
    {
      tipo_movimiento: 'DEVOLUCIÓN',
      destino: salida.origenId,
      observacion: devolucionNoAutorizadaObservacion(doc.claveAcceso),
      documentoReferencia: doc.claveAcceso,
      items: items.map((item) => ({
        producto_id: item.productoId,
        nombre: item.nombre,
        cantidad: Number(item.cantidad),
        numero_serie: item.numeroSerie ?? undefined,
        detalle: '',
      })),
    },
  );
}
