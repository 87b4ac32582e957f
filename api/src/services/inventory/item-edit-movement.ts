import { itemEditMovementObservation, roundQuantity } from '@facturador/shared/domain';
import type { TIPO_AJUSTE } from '@facturador/shared/domain/movements';
import type { Tx } from '../../db/database';
import { movimientoItems, movimientos } from '../../db/schema';
import type { AuthContext } from '../auth/auth-context';

export interface ItemEditChange {
  tipo: 'ELIMINACIÓN' | typeof TIPO_AJUSTE;
  itemId: string;
  productoId: string;
  almacenId: string;
  nombre: string;
  numeroSerie: string | null;
  /** Stock before and after the edit. */
  antes: number;
  despues: number;
  motivo: string | undefined;
}

/**
 * Records (does not apply: the item is already updated) the movement that explains a stock change
 * made from an item's edit form: what left the warehouse is on the origin side, what came in on the
 * destination side, with the user and the reason.
 */
export async function recordItemEditMovement(tx: Tx, auth: AuthContext, change: ItemEditChange): Promise<void> {
  const sale = change.despues < change.antes || change.tipo === 'ELIMINACIÓN';
  const [header] = await tx
    .insert(movimientos)
    .values({
      emisorId: auth.emisorId,
      tipoMovimiento: change.tipo,
      origenId: sale ? change.almacenId : null,
      destinoId: sale ? null : change.almacenId,
      observacion: itemEditMovementObservation(change.motivo, change.tipo),
      usuarioId: auth.userId,
    })
    .returning({ id: movimientos.id });
  await tx.insert(movimientoItems).values({
    movimientoId: header!.id,
    itemId: change.itemId,
    productoId: change.productoId,
    nombre: change.nombre,
    cantidad: roundQuantity(Math.abs(change.antes - change.despues)),
    numeroSerie: change.numeroSerie,
    detalle: `Stock ${change.antes} → ${change.despues}`,
  });
}
