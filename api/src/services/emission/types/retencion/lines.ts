import { COD_DOC, isoToFechaSri, sumMoney, toCents } from '@facturador/shared/domain';
import { LIQUIDACION_SIN_AUTORIZAR_RETENCION_MESSAGE } from '@facturador/shared/domain/purchase-settlements';
import {
  COMPRA_NOTA_CREDITO_SIN_RETENCION_MESSAGE,
  codigoRetencionVigente,
  type EmitirRetencionRequest,
  retencionCodigoDesconocidoMessage,
  retencionEmitidaBaseExcedidaMessage,
  retencionPorcentajeMessage,
  valorRetenido,
} from '@facturador/shared/domain/withholdings';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import type { compras } from '../../../../db/schema';
import { documentos } from '../../../../db/schema';
import { badRequest, HttpError } from '../../../../errors';
import { type LineaEmitida, retencionPayloadOf } from '../../../withholdings/issued-payload';

/** Each line's code in force today with its own percentage, and its value in exact cents. */
export function computeLines(request: EmitirRetencionRequest, hoy: string): LineaEmitida[] {
  return request.retenciones.map((linea) => {
    const codigo = codigoRetencionVigente(linea.impuesto, linea.codigo, hoy);
    if (!codigo) throw badRequest(retencionCodigoDesconocidoMessage(linea.impuesto, linea.codigo, isoToFechaSri(hoy)));
    if (toCents(codigo.porcentaje) !== toCents(linea.porcentaje)) {
      throw badRequest(retencionPorcentajeMessage(codigo.codigo, codigo.porcentaje));
    }
    return {
      impuesto: linea.impuesto,
      codigo: codigo.codigo,
      descripcion: codigo.descripcion,
      baseImponible: linea.baseImponible,
      porcentaje: codigo.porcentaje,
      valor: valorRetenido(linea.baseImponible, codigo.porcentaje),
    };
  });
}

/**
 * The bases of this retención plus those of the purchase's earlier ones (except NO AUTORIZADA)
 * stay within the purchase: renta within its base without IVA, IVA within its IVA.
 */
export async function checkBases(tx: Tx, compra: typeof compras.$inferSelect, lineas: LineaEmitida[]): Promise<void> {
  const earlier = await tx
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.compraId, compra.id),
        eq(documentos.tipo, COD_DOC.comprobanteRetencion),
        ne(documentos.estado, 'NO AUTORIZADA'),
      ),
    );
  for (const impuesto of ['renta', 'iva'] as const) {
    const previas = sumMoney(
      earlier
        .flatMap((row) => retencionPayloadOf(row.payload)?.lineas ?? [])
        .filter((linea) => linea.impuesto === impuesto)
        .map((linea) => linea.baseImponible),
    );
    const nuevas = lineas.filter((linea) => linea.impuesto === impuesto);
    const total = sumMoney(nuevas.map((linea) => linea.baseImponible));
    const maximo = sumMoney([Number(impuesto === 'renta' ? compra.totalSinImpuestos : compra.iva), -previas]);
    if (nuevas.length > 0 && toCents(total) > toCents(maximo)) {
      throw new HttpError(422, retencionEmitidaBaseExcedidaMessage(impuesto, total, maximo));
    }
  }
}

/** A liquidación de compra the company issued sustains a retención once the SRI authorized it. */
export async function checkSustentoAutorizado(tx: Tx, compra: typeof compras.$inferSelect): Promise<void> {
  // Issue #42 §1: a received nota de crédito lowers a purchase; the retención is the invoice's.
  if (compra.codDoc === COD_DOC.notaCredito) throw new HttpError(409, COMPRA_NOTA_CREDITO_SIN_RETENCION_MESSAGE);
  if (compra.origen !== 'liquidacion' || !compra.claveAcceso) return;
  const [sustento] = await tx
    .select({ estado: documentos.estado })
    .from(documentos)
    .where(and(eq(documentos.emisorId, compra.emisorId), eq(documentos.claveAcceso, compra.claveAcceso)));
  if (sustento?.estado !== 'AUTORIZADA') throw new HttpError(409, LIQUIDACION_SIN_AUTORIZAR_RETENCION_MESSAGE);
}
