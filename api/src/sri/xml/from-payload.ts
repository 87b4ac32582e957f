import {
  CLAVE_ACCESO_LENGTH,
  DEFAULT_MOTIVO_NOTA_CREDITO,
  type FacturaPayload,
  parseClaveAcceso,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';
import { buildFacturaXml } from './factura';
import { buildNotaCreditoXml } from './nota-credito';
import { XmlBuildError } from './text';
import type { DetalleXml, EmisorXml, FacturaXmlInput, NotaCreditoXmlInput, PagoXml, PuntoEmisionXml } from './types';

/** What the emission flow knows besides the payload: who issues, where, and the frozen key. */
export interface ComprobanteContext {
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
  claveAcceso: string;
  secuencial: string | number;
  fechaEmision: Date | string;
  pagos?: PagoXml[];
}

export type ComprobanteXmlInput =
  | { tipoComprobante: 'factura'; input: FacturaXmlInput }
  | { tipoComprobante: 'notaCredito'; input: NotaCreditoXmlInput };

/**
 * Maps a validated `POST /api/facturar` payload to the builders' input. Totals come from
 * computeTotals (the one place they are computed), never from the client.
 */
export function comprobanteXmlInput(factura: FacturaPayload, context: ComprobanteContext): ComprobanteXmlInput {
  const totals = recomputeFacturaTotals(factura);
  const detalles: DetalleXml[] = factura.productos.map((producto, index) => ({
    codigoPrincipal: producto.codigo,
    descripcion: producto.nombre,
    cantidad: producto.cantidad,
    precioUnitario: producto.precioUnitario,
    descuento: producto.descuento,
    precioTotalSinImpuesto: totals.lineas[index]!.precioTotalSinImpuesto,
    detallesAdicionales: producto.detallesAdicionales,
    impuestos: totals.lineas[index]!.impuestos,
  }));
  const common = {
    ambiente: factura.ambiente,
    claveAcceso: context.claveAcceso,
    secuencial: context.secuencial,
    fechaEmision: context.fechaEmision,
    emisor: context.emisor,
    puntoEmision: context.puntoEmision,
    comprador: {
      tipoIdentificacion: factura.comprador.tipoIdentificacion,
      identificacion: factura.comprador.identificacionComprador,
      razonSocial: factura.comprador.razonSocialComprador,
      direccion: factura.comprador.direccionComprador,
    },
    detalles,
    totalSinImpuestos: totals.totalSinImpuestos,
    totalDescuento: totals.totalDescuento,
    totalConImpuestos: totals.totalConImpuestos,
    importeTotal: totals.importeTotal,
    infoAdicional: factura.infoAdicional,
  };
  if (factura.tipoComprobante === 'factura') {
    return { tipoComprobante: 'factura', input: { ...common, propina: 0, pagos: factura.pagos ?? context.pagos } };
  }
  const modificada = factura.facturaModificada ?? '';
  const key = modificada.length === CLAVE_ACCESO_LENGTH ? parseClaveAcceso(modificada) : null;
  const numero = key ? key.numeroDocumento : modificada;
  const fecha = factura.fechaDocumentoModificado ?? key?.fechaEmision;
  if (!numero || !fecha) throw new XmlBuildError('Nota de crédito sin factura modificada o sin su fecha');
  return {
    tipoComprobante: 'notaCredito',
    input: {
      ...common,
      totalConImpuestos: totals.totalConImpuestos.map(({ tarifa: _tarifa, ...rest }) => rest),
      docModificado: { numero, fechaEmision: fecha },
      motivo: factura.motivoNotaCredito ?? DEFAULT_MOTIVO_NOTA_CREDITO,
    },
  };
}

/** The unsigned XML of a payload: factura 1.1.0 or notaCredito 1.1.0. */
export function buildComprobanteXml(factura: FacturaPayload, context: ComprobanteContext): string {
  const mapped = comprobanteXmlInput(factura, context);
  return mapped.tipoComprobante === 'factura' ? buildFacturaXml(mapped.input) : buildNotaCreditoXml(mapped.input);
}
