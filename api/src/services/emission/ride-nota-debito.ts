import { FORMAS_PAGO, INFO_ADICIONAL_EMAIL, SIN_CORREO } from '@facturador/shared/domain';
import { notaDebitoPayloadOf } from '@facturador/shared/domain/debit-notes';
import type { FacturaRide } from '@facturador/shared/domain/ride';
import { ComprobanteIlegibleError } from '../../sri';
import { informacionAdicionalOf, type RideHeaderKey } from './ride-retencion';

/** As the signed XML says (with the RUC Proveedor when it carries one); without one, the buyer's e-mail. */
export function informacionAdicional(xmlFirmado: string | null, email: string): FacturaRide['informacionAdicional'] {
  if (xmlFirmado) {
    try {
      return informacionAdicionalOf(xmlFirmado);
    } catch (error) {
      if (!(error instanceof ComprobanteIlegibleError)) throw error;
    }
  }
  return [{ nombre: INFO_ADICIONAL_EMAIL, valor: email || SIN_CORREO }];
}

/**
 * A nota de débito's part of the RIDE (issue 40 §2, SRI-NOTES §10.1), from its stored payload: the
 * invoice's buyer, the invoice it modifies and its date, the motivos (in `notaDebito`), its one IVA
 * rate, VALOR TOTAL and forma de pago. No invoice lines. Null when the payload is not a nota de débito's.
 */
export function notaDebitoRideBody(row: {
  payload: unknown;
  fechaEmision: string;
  xmlFirmado: string | null;
}): Omit<FacturaRide, RideHeaderKey> | null {
  const nota = notaDebitoPayloadOf(row.payload);
  if (!nota) return null;
  const { impuesto } = nota;
  const gravada = impuesto.tarifa > 0;
  return {
    comprador: nota.comprador,
    fecha: row.fechaEmision,
    facturaModificada: nota.numDocModificado,
    fechaDocumentoModificado: nota.fechaEmisionDocSustento,
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    productos: [],
    facturacion: {
      subtotalIva: gravada ? impuesto.baseImponible : 0,
      subtotalIvaCero: gravada ? 0 : impuesto.baseImponible,
      totalSinImpuestos: nota.totalSinImpuestos,
      totalDescuento: 0,
      ice: 0,
      iva: impuesto.valor,
      importeTotal: nota.valorTotal,
      propina: 0,
      impuestos: [
        {
          codigo: 2,
          codigoPorcentaje: impuesto.codigoPorcentaje,
          tarifa: impuesto.tarifa,
          baseImponible: impuesto.baseImponible,
          valor: impuesto.valor,
        },
      ],
    },
    informacionAdicional: informacionAdicional(row.xmlFirmado, nota.comprador.email),
    pagos: (nota.pagos ?? []).map((pago) => ({
      formaPago: pago.formaPago,
      descripcion: FORMAS_PAGO[pago.formaPago] ?? pago.formaPago,
      total: pago.total,
      ...(pago.plazo !== undefined ? { plazo: pago.plazo } : {}),
      ...(pago.unidadTiempo ? { unidadTiempo: pago.unidadTiempo } : {}),
    })),
    notaDebito: { motivos: nota.motivos },
  };
}
