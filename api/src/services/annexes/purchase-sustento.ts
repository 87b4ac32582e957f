import { isoToFechaSri } from '@facturador/shared/domain';
import {
  type CompraConSustento,
  codigoSustentoPorCodigo,
  codigoSustentoVigente,
  type SustentoCompra,
  sustentoInexistenteMessage,
  sustentoNoVigenteMessage,
} from '@facturador/shared/domain/annexes';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { compras } from '../../db/schema';
import { HttpError } from '../../errors';

/**
 * The ATS fields of purchases (issue #42 §1): `PATCH /api/compras/{id}` sets them, checked against
 * Tabla 5 on the purchase's date; the lists answer them with a default from the supplier's last purchase.
 */
export async function updateSustento(db: Db, emisorId: string, id: string, cambios: SustentoCompra): Promise<boolean> {
  const [compra] = await db
    .select({ fechaEmision: compras.fechaEmision })
    .from(compras)
    .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)));
  if (!compra) return false;
  const set: Partial<typeof compras.$inferInsert> = {};
  if (cambios.codSustento !== undefined) {
    if (cambios.codSustento !== null) {
      if (!codigoSustentoPorCodigo(cambios.codSustento))
        throw new HttpError(422, sustentoInexistenteMessage(cambios.codSustento));
      const vigente = codigoSustentoVigente(cambios.codSustento, compra.fechaEmision);
      if (!vigente)
        throw new HttpError(422, sustentoNoVigenteMessage(cambios.codSustento, isoToFechaSri(compra.fechaEmision)));
      if (cambios.creditoTributario === undefined) set.creditoTributario = vigente.creditoTributario;
    } else if (cambios.creditoTributario === undefined) set.creditoTributario = null;
    set.codSustento = cambios.codSustento;
  }
  if (cambios.creditoTributario !== undefined) set.creditoTributario = cambios.creditoTributario;
  if (cambios.formaPago !== undefined) set.formaPago = cambios.formaPago;
  await db
    .update(compras)
    .set(set)
    .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)));
  return true;
}

/** The purchases with their ATS fields; without a codSustento, the supplier's last one as `codSustentoSugerido`. */
export async function withSustento(db: Db, emisorId: string, list: Compra[]): Promise<CompraConSustento[]> {
  if (list.length === 0) return [];
  const own = await db
    .select({
      id: compras.id,
      codSustento: compras.codSustento,
      creditoTributario: compras.creditoTributario,
      formaPago: compras.formaPago,
    })
    .from(compras)
    .where(
      and(
        eq(compras.emisorId, emisorId),
        inArray(
          compras.id,
          list.map((compra) => compra.id),
        ),
      ),
    );
  const byId = new Map(own.map((row) => [row.id, row]));
  const suppliers = [...new Set(list.map((compra) => compra.proveedor.identificacion))];
  const history = await db
    .select({
      ruc: compras.proveedorIdentificacion,
      codSustento: compras.codSustento,
      fechaEmision: compras.fechaEmision,
      creadoEn: compras.creadoEn,
    })
    .from(compras)
    .where(
      and(
        eq(compras.emisorId, emisorId),
        inArray(compras.proveedorIdentificacion, suppliers),
        isNotNull(compras.codSustento),
      ),
    )
    .orderBy(desc(compras.fechaEmision), desc(compras.creadoEn));
  return list.map((compra) => {
    const row = byId.get(compra.id);
    const codSustento = row?.codSustento ?? null;
    const last = codSustento
      ? undefined
      : history.find((past) => past.ruc === compra.proveedor.identificacion)?.codSustento;
    return {
      ...compra,
      codSustento,
      creditoTributario: row?.creditoTributario ?? null,
      formaPago: row?.formaPago ?? null,
      codSustentoSugerido: last ?? null,
    };
  });
}
