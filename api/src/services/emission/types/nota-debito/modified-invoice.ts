import { COD_DOC, pagosNoSumanMessage, sumMoney, type TipoIdentificacion } from '@facturador/shared/domain';
import {
  AMBIENTE_NOTA_DEBITO_MESSAGE,
  type EmitirNotaDebitoRequest,
  NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE,
  type NotaDebitoPayload,
  notaDebitoFacturaNoAutorizadaMessage,
  notaDebitoIvaFueraDeVigencia,
  notaDebitoPagosDiferencia,
  notaDebitoPayload,
} from '@facturador/shared/domain/debit-notes';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/database';
import { documentos } from '../../../../db/schema';
import { badRequest, conflict, notFound } from '../../../../errors';

/**
 * The business checks of a nota de débito against the invoice it modifies (issue 40 §2), before
 * anything is stored: the invoice must be the company's own factura, AUTORIZADA, in the same ambiente,
 * and the chosen IVA rate in force on its date; declared pagos add up to valorTotal. Answers the
 * payload to store: the invoice's buyer, number and date, and the server's totals.
 */
export async function notaDebitoOnInvoice(
  db: Executor,
  emisorId: string,
  request: EmitirNotaDebitoRequest,
): Promise<NotaDebitoPayload> {
  const [invoice] = await db
    .select({
      claveAcceso: documentos.claveAcceso,
      estado: documentos.estado,
      ambiente: documentos.ambiente,
      fechaEmision: documentos.fechaEmision,
      tipoIdentificacion: documentos.compradorTipoIdentificacion,
      identificacion: documentos.compradorIdentificacion,
      razonSocial: documentos.compradorRazonSocial,
      direccion: documentos.compradorDireccion,
      email: documentos.compradorEmail,
    })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.tipo, COD_DOC.factura),
        eq(documentos.claveAcceso, request.facturaModificada),
      ),
    )
    .limit(1);
  if (!invoice) throw notFound(NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE);
  if (invoice.estado !== 'AUTORIZADA') throw conflict(notaDebitoFacturaNoAutorizadaMessage(invoice.estado));
  if (invoice.ambiente !== request.ambiente) throw badRequest(AMBIENTE_NOTA_DEBITO_MESSAGE);
  const fueraDeVigencia = notaDebitoIvaFueraDeVigencia(request.impuesto, invoice.fechaEmision);
  if (fueraDeVigencia) throw badRequest(fueraDeVigencia);
  const payload = notaDebitoPayload(request, {
    claveAcceso: invoice.claveAcceso,
    fechaEmision: invoice.fechaEmision,
    comprador: {
      tipoIdentificacion: invoice.tipoIdentificacion as TipoIdentificacion,
      identificacion: invoice.identificacion,
      razonSocial: invoice.razonSocial,
      direccion: invoice.direccion,
      email: invoice.email,
    },
  });
  const { valorTotal } = payload.notaDebito;
  if (notaDebitoPagosDiferencia(request.pagos, valorTotal) !== 0) {
    throw badRequest(pagosNoSumanMessage(sumMoney((request.pagos ?? []).map((pago) => pago.total)), valorTotal));
  }
  return payload;
}
