import {
  buildClaveAcceso,
  buildInvoicePayload,
  COD_DOC,
  type FacturaPayload,
  facturarRequestSchema,
  type InvoiceFormLine,
} from '@facturador/shared/domain';
import { emitirNotaDebitoSchema, notaDebitoPayload } from '@facturador/shared/domain/debit-notes';
import {
  buildNotaDebitoXml,
  type ComprobanteContext,
  type EmisorXml,
  type FacturaXmlInput,
  notaDebitoXmlInput,
  type PuntoEmisionXml,
} from '../../src/sri/xml';

/** A demo issuer: Corporación Favorita's RUC passes the company checksum. */
export const EMISOR: EmisorXml = {
  ruc: '1790016919001',
  razonSocial: 'COMERCIAL DEMO & HIJOS "LA ESQUINA" S.A.',
  nombreComercial: 'LA ESQUINA <DEMO>',
  dirMatriz: 'AV. AMAZONAS N34-56 Y AV. COLÓN, QUITO',
  obligadoContabilidad: 'SI',
  contribuyenteRimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE',
};

export const PUNTO_EMISION: PuntoEmisionXml = { estab: '001', ptoEmi: '002', dirEstablecimiento: 'PORTOVIEJO, MANABÍ' };

/** Issue instant of the fixtures: now, so the simulator's date rule (error 65) accepts them. */
export const FECHA_EMISION = new Date();

export function formLine(index: number, overrides: Partial<InvoiceFormLine> = {}): InvoiceFormLine {
  return {
    producto_codigo: `P${String(index).padStart(4, '0')}`,
    producto_nombre: `Producto número ${index} con "comillas" & acentos ñ`,
    producto_precio: 1.25 + (index % 7) * 3.1,
    producto_cantidad: 1 + (index % 3),
    producto_descuento: index % 5 === 0 ? 0.5 : 0,
    producto_impuesto: index % 4 === 0 ? 'IVA 0%' : 'IVA 15%',
    ...overrides,
  };
}

/** A parsed invoice payload with `lineCount` lines, built the way the screen builds it. */
export function facturaPayload(
  lineCount = 1,
  overrides: {
    tipoComprobante?: 'factura' | 'notaCredito';
    infoAdicional?: { nombre: string; valor: string }[];
    /** Lines of their own instead of `lineCount` generated ones. */
    productos?: InvoiceFormLine[];
  } = {},
) {
  const productos = overrides.productos ?? Array.from({ length: lineCount }, (_, index) => formLine(index + 1));
  if (!overrides.productos) productos[0] = { ...productos[0]!, producto_numero_serie: 'SN-0001\nX' };
  const body = buildInvoicePayload({
    tipoComprobante: overrides.tipoComprobante ?? 'factura',
    ambiente: 1,
    registrar_comprador: true,
    comprador_cedula: '1710034065',
    comprador_nombres: 'juan pérez\nmolina',
    comprador_direccion: 'calle 10 de agosto',
    comprador_email: 'juan@example.com',
    tipo_identificacion: '05',
    productos,
    infoAdicional: [{ nombre: 'Teléfono', valor: '0999999999' }, ...(overrides.infoAdicional ?? [])],
    motivoNotaCredito: 'Devolución de producto',
    observacionesNotaCredito: 'Cliente devolvió el producto',
    facturaAModificar: '001-002-000000077',
    fechaFactura: '10/01/2025',
  });
  return facturarRequestSchema.parse(body).factura as FacturaPayload;
}

export function claveAcceso(
  codDoc: string,
  secuencial: number,
  fechaEmision = FECHA_EMISION,
  ambiente: 1 | 2 = 1,
  codigoNumerico = '12345678',
) {
  return buildClaveAcceso({
    fechaEmision,
    codDoc,
    ruc: EMISOR.ruc,
    ambiente,
    estab: PUNTO_EMISION.estab,
    ptoEmi: PUNTO_EMISION.ptoEmi,
    secuencial,
    codigoNumerico,
  });
}

export function context(
  tipo: 'factura' | 'notaCredito',
  secuencial: number,
  fechaEmision = FECHA_EMISION,
  codigoNumerico = '12345678',
): ComprobanteContext {
  return {
    emisor: EMISOR,
    puntoEmision: PUNTO_EMISION,
    claveAcceso: claveAcceso(
      tipo === 'factura' ? COD_DOC.factura : COD_DOC.notaCredito,
      secuencial,
      fechaEmision,
      1,
      codigoNumerico,
    ),
    secuencial,
    fechaEmision,
  };
}

/** The smallest valid factura: one line of 10.00 at IVA 15%. */
export function minimalFactura(secuencial = 1): FacturaXmlInput {
  return {
    ambiente: 1,
    claveAcceso: claveAcceso(COD_DOC.factura, secuencial),
    secuencial,
    fechaEmision: FECHA_EMISION,
    emisor: EMISOR,
    puntoEmision: PUNTO_EMISION,
    comprador: { tipoIdentificacion: '05', identificacion: '1710034065', razonSocial: 'JUAN PEREZ' },
    detalles: [
      {
        codigoPrincipal: 'A',
        descripcion: 'Producto',
        cantidad: 1,
        precioUnitario: 10,
        descuento: 0,
        precioTotalSinImpuesto: 10,
        impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 }],
      },
    ],
    totalSinImpuestos: 10,
    totalDescuento: 0,
    totalConImpuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 }],
    importeTotal: 11.5,
  };
}

/** A nota de débito on invoice 001-002-000000123 of 20/11/2026, built from its stored payload. */
export function notaDebitoXml(
  motivos: { razon: string; valor: number }[],
  impuesto = 'IVA 15%',
  secuencial = 7,
  infoAdicional: { nombre: string; valor: string }[] = [],
) {
  const FACTURA = claveAcceso(COD_DOC.factura, 123, new Date('2026-11-20T15:00:00Z'));
  const request = emitirNotaDebitoSchema.parse({ facturaModificada: FACTURA, motivos, impuesto, ambiente: 1 });
  const { notaDebito: nota } = notaDebitoPayload(request, {
    claveAcceso: FACTURA,
    fechaEmision: '20/11/2026',
    comprador: {
      tipoIdentificacion: '05',
      identificacion: '1710034065',
      razonSocial: 'PÉREZ & HIJOS "EL SOL"',
      direccion: 'Calle 10 de Agosto',
      email: 'juan@example.com',
    },
  });
  const clave = claveAcceso(COD_DOC.notaDebito, secuencial);
  const xml = buildNotaDebitoXml(
    notaDebitoXmlInput(nota, {
      ambiente: 1,
      emisor: EMISOR,
      puntoEmision: PUNTO_EMISION,
      claveAcceso: clave,
      secuencial,
      fechaEmision: FECHA_EMISION,
      infoAdicional,
    }),
  );
  return { clave, xml };
}
