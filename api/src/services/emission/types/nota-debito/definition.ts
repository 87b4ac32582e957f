import { COD_DOC, CODIGO_IVA, INFO_ADICIONAL_RUC_PROVEEDOR } from '@facturador/shared/domain';
import type { EmitirNotaDebitoRequest, NotaDebitoPayload } from '@facturador/shared/domain/debit-notes';
import { buildNotaDebitoXml, notaDebitoXmlInput } from '../../../../sri';
import { type DocumentType, xmlHeaderOf } from '../../spine/document-type';
import { notaDebitoOnInvoice } from './modified-invoice';

/**
 * Nota de débito (05, notaDebito 1.0.0) on one of the company's AUTORIZADA invoices (issue 40 §2):
 * in the invoice's ambiente, to the invoice's buyer, valued motivos on one IVA rate in force on the
 * invoice's date, totals computed here. No stock; it raises what the invoice's customer owes.
 */
export const notaDebitoType: DocumentType<EmitirNotaDebitoRequest, NotaDebitoPayload> = {
  codDoc: COD_DOC.notaDebito,
  fingerprint: (request) => ({ notaDebito: request }),
  ambiente: (request) => request.ambiente,
  prepare: (tx, { auth }, request) => notaDebitoOnInvoice(tx, auth.emisorId, request),
  compose(payload, numbered, { config }) {
    const nota = payload.notaDebito;
    return {
      xml: buildNotaDebitoXml(
        notaDebitoXmlInput(nota, {
          ...xmlHeaderOf(numbered),
          infoAdicional: config.rucProveedor
            ? [{ nombre: INFO_ADICIONAL_RUC_PROVEEDOR, valor: config.rucProveedor }]
            : [],
        }),
      ),
      record: {
        compradorTipoIdentificacion: nota.comprador.tipoIdentificacion,
        compradorIdentificacion: nota.comprador.identificacion,
        compradorRazonSocial: nota.comprador.razonSocial,
        compradorDireccion: nota.comprador.direccion,
        compradorEmail: nota.comprador.email,
        importeTotal: nota.valorTotal,
        payload,
        documentoModificado: nota.facturaModificada,
      },
      // Its one impuesto, for the sales and IVA reports.
      taxes: [
        {
          documentoId: numbered.documentoId,
          codigo: CODIGO_IVA,
          codigoPorcentaje: nota.impuesto.codigoPorcentaje,
          tarifa: nota.impuesto.tarifa,
          baseImponible: nota.impuesto.baseImponible,
          valor: nota.impuesto.valor,
        },
      ],
    };
  },
};
