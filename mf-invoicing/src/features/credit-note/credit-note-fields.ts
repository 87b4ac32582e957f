import type { FacturaOriginal } from '@facturador/shared/api/original-invoice';
import {
  CONSUMIDOR_FINAL,
  type CreditNoteFormLine,
  cantidadExcedeFacturadoMessage,
  type InvoiceFormLine,
  type InvoiceFormState,
  normalizeFechaSri,
  numeroDocumento,
  parseAmount,
  precioExcedeFacturadoMessage,
  proratedDiscount,
  TIPO_IDENTIFICACION_CODIGOS,
  type TipoIdentificacion,
  tipoIdentificacionPorLongitud,
} from '@facturador/shared/domain';

function tipoOf(factura: FacturaOriginal): TipoIdentificacion {
  const given = factura.tipoIdentificacion.padStart(2, '0');
  if (given && (TIPO_IDENTIFICACION_CODIGOS as readonly string[]).includes(given)) return given as TipoIdentificacion;
  if (factura.identificacion === CONSUMIDOR_FINAL.identificacion) return CONSUMIDOR_FINAL.tipoIdentificacion;
  return tipoIdentificacionPorLongitud(factura.identificacion) ?? '06';
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
  | 'productos'
  | 'acreditable'
> {
  return {
    ambiente: factura.ambiente,
    tipo_identificacion: tipoOf(factura),
    comprador_cedula: factura.identificacion,
    comprador_nombres: factura.razonSocial.toUpperCase(),
    comprador_direccion: factura.direccion.toUpperCase(),
    comprador_email: factura.email,
    facturaAModificar: numeroDocumento(factura.claveAcceso),
    fechaFactura: normalizeFechaSri(factura.fecha) ?? factura.fecha,
    // The billed lines still creditable: the user removes lines or lowers quantities.
    productos: factura.lineas,
    // What is left of the invoice: each line takes its share of it, to the cent (issue 37).
    acreditable: factura.acreditable,
  };
}

const isCreditNoteLine = (line: InvoiceFormLine): line is CreditNoteFormLine =>
  'cantidadMaxima' in line && 'facturado' in line;

/** The most a pre-filled line may return, or null for a line typed by hand. */
export function cantidadMaxima(line: InvoiceFormLine): number | null {
  return isCreditNoteLine(line) ? line.cantidadMaxima : null;
}

/**
 * An in-place edit of a pre-filled line (issue 13 on a credit note, issue 11's limits): the quantity
 * up to what is left with the billed discount prorated, the price never above the billed one, the
 * discount and tax as billed. The edited line, or the reason it is refused; a hand-typed line as is.
 */
export function editBilledLine(current: InvoiceFormLine, next: InvoiceFormLine): InvoiceFormLine | string {
  if (!isCreditNoteLine(current)) return next;
  const cantidad = parseAmount(next.producto_cantidad);
  if (cantidad > current.cantidadMaxima) return cantidadExcedeFacturadoMessage(current.cantidadMaxima);
  const precio = parseAmount(next.producto_precio);
  if (precio > current.facturado.precioUnitario)
    return precioExcedeFacturadoMessage(current.producto_codigo, precio, current.facturado.precioUnitario);
  return {
    ...current,
    producto_precio: precio,
    producto_cantidad: cantidad,
    producto_descuento: proratedDiscount(current.facturado, cantidad),
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
