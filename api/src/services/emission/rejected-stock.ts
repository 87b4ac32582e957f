import { COD_DOC } from '@facturador/shared/domain';
import { notaCreditoStockNoRevertidoMessage } from '@facturador/shared/domain/documents';
import type { MovementInput, TipoMovimiento } from '@facturador/shared/domain/movements';
import { liquidacionStockNoRevertidoMessage } from '@facturador/shared/domain/purchase-settlements';
import { and, eq, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { compras, documentos, movimientoItems, movimientos } from '../../db/schema';
import { HttpError } from '../../errors';
import { applyMovement } from '../inventory/movements';
import { flagAttention } from './document-records';

/** The observation of the movement that returns a rejected invoice's stock. */
export const devolucionNoAutorizadaObservacion = (claveAcceso: string, estado = 'NO AUTORIZADA') =>
  `Factura ${estado}: ${claveAcceso}`;

/** The observation of the movement that takes back what a rejected liquidación de compra brought in. */
export const salidaLiquidacionNoAutorizadaObservacion = (claveAcceso: string, estado = 'NO AUTORIZADA') =>
  `Liquidación de compra ${estado}: ${claveAcceso}`;

/** The observation of the movement that takes back what a rejected credit note returned. */
export const salidaNotaCreditoNoAutorizadaObservacion = (claveAcceso: string, estado = 'NO AUTORIZADA') =>
  `Nota de crédito ${estado}: ${claveAcceso}`;

interface EmissionMovement {
  id: string;
  origenId: string | null;
  destinoId: string | null;
  usuarioId: string | null;
}

/** The stock movement a document made when it was issued (at most one per type and reference). */
async function emissionMovement(
  tx: Tx,
  emisorId: string,
  tipo: TipoMovimiento,
  claveAcceso: string,
): Promise<{ movement: EmissionMovement; items: MovementInput['items'] } | null> {
  const [movement] = await tx
    .select({
      id: movimientos.id,
      origenId: movimientos.origenId,
      destinoId: movimientos.destinoId,
      usuarioId: movimientos.usuarioId,
    })
    .from(movimientos)
    .where(
      and(
        eq(movimientos.emisorId, emisorId),
        eq(movimientos.tipoMovimiento, tipo),
        eq(movimientos.documentoReferencia, claveAcceso),
      ),
    );
  if (!movement) return null;
  const rows = await tx
    .select({
      productoId: movimientoItems.productoId,
      nombre: movimientoItems.nombre,
      cantidad: movimientoItems.cantidad,
      numeroSerie: movimientoItems.numeroSerie,
    })
    .from(movimientoItems)
    .where(eq(movimientoItems.movimientoId, movement.id));
  if (rows.length === 0) return null;
  const items = rows.map((item) => ({
    producto_id: item.productoId,
    nombre: item.nombre,
    cantidad: Number(item.cantidad),
    numero_serie: item.numeroSerie ?? undefined,
    detalle: '',
  }));
  return { movement, items };
}

/**
 * A NO AUTORIZADA (or ANULADA) document never happened, so its stock movement is undone by one that references
 * it (once: movements are unique per type and reference):
 * - an invoice's SALIDA comes back to the same warehouse as a DEVOLUCIÓN;
 * - a credit note's DEVOLUCIÓN, and a liquidación de compra's ENTRADA, leave the same warehouse again as
 *   a SALIDA. If those goods are no longer there (sold or moved since), nothing is taken and the document
 *   is flagged for attention with the stock problem, so a person corrects the inventory: the rejection
 *   itself must stand. A rejected liquidación's purchase is withdrawn too.
 */
export async function returnStockOfRejected(
  tx: Tx,
  documentoId: string,
  estado: 'NO AUTORIZADA' | 'ANULADA' = 'NO AUTORIZADA',
): Promise<void> {
  const [doc] = await tx
    .select({ emisorId: documentos.emisorId, tipo: documentos.tipo, claveAcceso: documentos.claveAcceso })
    .from(documentos)
    .where(eq(documentos.id, documentoId));
  if (!doc) return;

  if (doc.tipo === COD_DOC.factura) {
    const salida = await emissionMovement(tx, doc.emisorId, 'SALIDA', doc.claveAcceso);
    if (!salida?.movement.origenId) return;
    await applyMovement(
      tx,
      { emisorId: doc.emisorId, usuarioId: salida.movement.usuarioId },
      {
        tipo_movimiento: 'DEVOLUCIÓN',
        destino: salida.movement.origenId,
        observacion: devolucionNoAutorizadaObservacion(doc.claveAcceso, estado),
        documentoReferencia: doc.claveAcceso,
        items: salida.items,
      },
    );
    return;
  }

  const ingreso = GOODS_BROUGHT_IN[doc.tipo];
  if (!ingreso) return;
  if (doc.tipo === COD_DOC.liquidacionCompra) await withdrawPurchaseOf(tx, doc.emisorId, doc.claveAcceso);
  const made = await emissionMovement(tx, doc.emisorId, ingreso.tipo, doc.claveAcceso);
  if (!made?.movement.destinoId) return;
  const undo: MovementInput = {
    tipo_movimiento: 'SALIDA',
    origen: made.movement.destinoId,
    observacion: ingreso.observacion(doc.claveAcceso, estado),
    documentoReferencia: doc.claveAcceso,
    items: made.items,
  };
  await takeBackOrFlag(tx, { documentoId, estado, emisorId: doc.emisorId }, made.movement, undo, ingreso.message);
}

/** Documents whose goods came into a warehouse: the movement they made and how its undoing is told. */
const GOODS_BROUGHT_IN: Partial<
  Record<
    string,
    {
      tipo: TipoMovimiento;
      observacion: (claveAcceso: string, estado: string) => string;
      message: (detalle: string) => string;
    }
  >
> = {
  [COD_DOC.notaCredito]: {
    tipo: 'DEVOLUCIÓN',
    observacion: salidaNotaCreditoNoAutorizadaObservacion,
    message: notaCreditoStockNoRevertidoMessage,
  },
  [COD_DOC.liquidacionCompra]: {
    tipo: 'ENTRADA',
    observacion: salidaLiquidacionNoAutorizadaObservacion,
    message: liquidacionStockNoRevertidoMessage,
  },
};

/**
 * Takes back goods a rejected document brought in. In a savepoint: a stock conflict undoes only this
 * movement, never the rejection itself, and flags the document so a person corrects the inventory.
 */
async function takeBackOrFlag(
  tx: Tx,
  doc: { documentoId: string; estado: 'NO AUTORIZADA' | 'ANULADA'; emisorId: string },
  made: EmissionMovement,
  undo: MovementInput,
  message: (detalle: string) => string,
): Promise<void> {
  try {
    await tx.transaction((savepoint) =>
      applyMovement(savepoint, { emisorId: doc.emisorId, usuarioId: made.usuarioId }, undo),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const detalle = (error.errores?.length ? error.errores : [error.message]).join(' ');
    await flagAttention(tx, doc.documentoId, doc.estado, 0, message(detalle));
  }
}

/** A rejected liquidación is no purchase: its compra goes, unless a document already rests on it. */
async function withdrawPurchaseOf(tx: Tx, emisorId: string, claveAcceso: string): Promise<void> {
  await tx
    .delete(compras)
    .where(
      and(
        eq(compras.emisorId, emisorId),
        eq(compras.origen, 'liquidacion'),
        eq(compras.claveAcceso, claveAcceso),
        notExists(tx.select({ id: documentos.id }).from(documentos).where(eq(documentos.compraId, compras.id))),
      ),
    );
}
