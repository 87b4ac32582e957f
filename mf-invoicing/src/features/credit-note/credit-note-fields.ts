import type { FacturaOriginal } from '@facturador/shared/api';
import {
  CONSUMIDOR_FINAL_IDENTIFICACION,
  type InvoiceFormState,
  normalizeFechaSri,
  TIPO_IDENTIFICACION_CODIGOS,
  type TipoIdentificacion,
} from '@facturador/shared/domain';

function tipoOf(factura: FacturaOriginal): TipoIdentificacion {
  const given = factura.tipoIdentificacion.padStart(2, '0');
  if (given && (TIPO_IDENTIFICACION_CODIGOS as readonly string[]).includes(given)) return given as TipoIdentificacion;
  if (factura.identificacion === CONSUMIDOR_FINAL_IDENTIFICACION) return '07';
  if (factura.identificacion.length === 13) return '04';
  return factura.identificacion.length === 10 ? '05' : '06';
}

/**
 * The credit note starts with the original invoice's buyer, names that invoice (spec 01 §3) and is
 * issued in the invoice's environment.
 */
export function creditNoteFormFields(
  factura: FacturaOriginal,
): Pick<
  InvoiceFormState,
  | 'ambiente'
  | 'tipo_identificacion'
  | 'comprador_cedula'
  | 'comprador_nombres'
  | 'comprador_direccion'
  | 'comprador_email'
  | 'facturaAModificar'
  | 'fechaFactura'
> {
  return {
    ambiente: factura.ambiente,
    tipo_identificacion: tipoOf(factura),
    comprador_cedula: factura.identificacion,
    comprador_nombres: factura.razonSocial.toUpperCase(),
    comprador_direccion: factura.direccion.toUpperCase(),
    comprador_email: factura.email,
    facturaAModificar: numeroFacturaModificada(factura.claveAcceso),
    fechaFactura: normalizeFechaSri(factura.fecha) ?? factura.fecha,
  };
}

/** Quantity invoiced per product code (upper case): the limit of each credited code. */
export function cantidadesOriginales(factura: FacturaOriginal | null): Map<string, number> {
  const result = new Map<string, number>();
  for (const producto of factura?.productos ?? []) {
    const code = producto.codigo.toUpperCase();
    result.set(code, (result.get(code) ?? 0) + producto.cantidad);
  }
  return result;
}

/** Serial numbers the original invoice carried, per product code (upper case). */
export function seriesOriginales(factura: FacturaOriginal | null): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const producto of factura?.productos ?? []) {
    const code = producto.codigo.toUpperCase();
    result.set(code, [...(result.get(code) ?? []), ...producto.series]);
  }
  return result;
}

/**
 * How a credit note names its invoice: establishment-point-sequence, read at the access key's
 * positions 24-26, 27-29 and 30-38 (spec 01 §3 "Access key").
 */
export function numeroFacturaModificada(claveAcceso: string): string {
  return `${claveAcceso.slice(24, 27)}-${claveAcceso.slice(27, 30)}-${claveAcceso.slice(30, 39)}`;
}
