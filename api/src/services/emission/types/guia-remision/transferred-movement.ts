import {
  type GuiaDestinatario,
  guiaExcedeTrasladadoMessage,
  guiaMovimientoNoTrasladoMessage,
  guiaProductoNoTrasladadoMessage,
} from '@facturador/shared/domain/waybills';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import { documentos, movimientoItems, movimientos, productos } from '../../../../db/schema';
import { HttpError } from '../../../../errors';
import { checkWithinSource, type DeliverableLine, earlierGuias } from './delivery-caps';

type Detalle = GuiaDestinatario['detalles'][number];

/** The products a TRASLADO moved, one line per product (serial items summed). */
async function movedProducts(tx: Tx, movimientoId: string): Promise<DeliverableLine[]> {
  const rows = await tx
    .select({
      codigo: productos.codigo,
      nombre: productos.nombre,
      cantidad: sql<string>`sum(${movimientoItems.cantidad})`,
    })
    .from(movimientoItems)
    .innerJoin(productos, eq(productos.id, movimientoItems.productoId))
    .where(eq(movimientoItems.movimientoId, movimientoId))
    .groupBy(productos.id, productos.codigo, productos.nombre);
  return rows.map((row) => ({ codigo: row.codigo, nombre: row.nombre, cantidad: Number(row.cantidad) }));
}

/** What the movement's earlier guías (but NO AUTORIZADA ones) already carried. */
async function alreadyCarried(tx: Tx, emisorId: string, movimientoId: string): Promise<Detalle[]> {
  const earlier = await earlierGuias(
    tx,
    emisorId,
    sql`${documentos.payload} -> 'guia' ->> 'movimientoId' = ${movimientoId}`,
  );
  return earlier.flatMap((guia) => guia.destinatarios.flatMap((destinatario) => destinatario.detalles));
}

/**
 * The TRASLADO a guía travels for: the company's, locked until commit (two guías of one movement are
 * checked one after the other); across all its guías no product travels more than was moved.
 */
export async function checkTransferredMovement(
  tx: Tx,
  emisorId: string,
  movimientoId: string,
  destinatarios: GuiaDestinatario[],
): Promise<void> {
  const [movement] = await tx
    .select({ id: movimientos.id })
    .from(movimientos)
    .where(
      and(
        eq(movimientos.id, movimientoId),
        eq(movimientos.emisorId, emisorId),
        eq(movimientos.tipoMovimiento, 'TRASLADO'),
      ),
    )
    .for('update');
  if (!movement) throw new HttpError(422, guiaMovimientoNoTrasladoMessage(movimientoId));
  checkWithinSource(
    await movedProducts(tx, movimientoId),
    await alreadyCarried(tx, emisorId, movimientoId),
    destinatarios.flatMap((destinatario) => destinatario.detalles),
    { notIncluded: guiaProductoNoTrasladadoMessage, exceeds: guiaExcedeTrasladadoMessage },
  );
}
