/** Plain typed input of the factura 1.1.0 and notaCredito 1.1.0 builders. */

export interface EmisorXml {
  ruc: string;
  razonSocial: string;
  nombreComercial?: string;
  dirMatriz: string;
  obligadoContabilidad?: 'SI' | 'NO';
  /** 3-13 alphanumeric characters. */
  contribuyenteEspecial?: string;
  /** Resolution number, up to 8 digits. */
  agenteRetencion?: string;
  contribuyenteRimpe?: 'CONTRIBUYENTE RÉGIMEN RIMPE' | 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE';
}

export interface PuntoEmisionXml {
  /** 3 digits. */
  estab: string;
  /** 3 digits. */
  ptoEmi: string;
  dirEstablecimiento?: string;
}

export interface CompradorXml {
  /** 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final, 08 exterior. */
  tipoIdentificacion: string;
  identificacion: string;
  razonSocial: string;
  direccion?: string;
}

export interface NombreValorXml {
  nombre: string;
  valor: string;
}

export interface ImpuestoXml {
  /** 2 = IVA. */
  codigo: number | string;
  codigoPorcentaje: number | string;
  tarifa: number;
  baseImponible: number;
  valor: number;
}

export interface DetalleXml {
  /** codigoPrincipal (factura) / codigoInterno (nota de crédito), up to 25 characters. */
  codigoPrincipal?: string;
  /** codigoAuxiliar (factura) / codigoAdicional (nota de crédito). */
  codigoAuxiliar?: string;
  descripcion: string;
  /** Factura only. */
  unidadMedida?: string;
  cantidad: number;
  precioUnitario: number;
  descuento: number;
  precioTotalSinImpuesto: number;
  /** At most 3; the serial number as `{nombre: 'SN', valor}`. */
  detallesAdicionales?: NombreValorXml[];
  impuestos: ImpuestoXml[];
}

/** One entry of totalConImpuestos; tarifa is written only in a factura. */
export interface TotalImpuestoXml {
  codigo: number | string;
  codigoPorcentaje: number | string;
  tarifa?: number;
  baseImponible: number;
  valor: number;
}

export interface PagoXml {
  /** SRI table: 01 sin utilización del sistema financiero, 19 tarjeta de crédito, 20 otros... */
  formaPago: string;
  total: number;
  plazo?: number;
  unidadTiempo?: string;
}

/** What a factura and a notaCredito share. */
export interface ComprobanteXmlBase {
  ambiente: 1 | 2;
  /** The frozen 49-digit key; it must agree with the date, RUC, serie and secuencial. */
  claveAcceso: string;
  secuencial: string | number;
  /** An instant (formatted in America/Guayaquil) or `dd/mm/aaaa`. */
  fechaEmision: Date | string;
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
  comprador: CompradorXml;
  detalles: DetalleXml[];
  totalSinImpuestos: number;
  totalDescuento: number;
  totalConImpuestos: TotalImpuestoXml[];
  importeTotal: number;
  /** Default DOLAR. */
  moneda?: string;
  /** At most 15 entries; Email first (spec 01 §3). Empty entries are left out. */
  infoAdicional?: NombreValorXml[];
}

export interface FacturaXmlInput extends ComprobanteXmlBase {
  /** Always 0 in this product; written as 0.00. */
  propina?: number;
  /** Default: one payment 01 for the whole importeTotal (SRI requires pagos in practice). */
  pagos?: PagoXml[];
  guiaRemision?: string;
}

/** The document a nota de crédito or de débito modifies. */
export interface DocModificadoXml {
  /** Default 01 (factura). */
  codDoc?: string;
  /** `001-001-000000123`. */
  numero: string;
  /** An instant or `dd/mm/aaaa`. */
  fechaEmision: Date | string;
}

export interface NotaCreditoXmlInput extends ComprobanteXmlBase {
  docModificado: DocModificadoXml;
  /** Up to 300 characters. */
  motivo: string;
}

/** notaDebito 1.0.0: no detalles; valued motivos, one impuesto per rate (tarifa required), valorTotal. */
export interface NotaDebitoXmlInput {
  ambiente: 1 | 2;
  claveAcceso: string;
  secuencial: string | number;
  fechaEmision: Date | string;
  emisor: EmisorXml;
  puntoEmision: PuntoEmisionXml;
  comprador: CompradorXml;
  docModificado: DocModificadoXml;
  /** Σ motivos.valor. */
  totalSinImpuestos: number;
  impuestos: ImpuestoXml[];
  valorTotal: number;
  /** Optional: none written means the charge is on the customer's account. */
  pagos?: PagoXml[];
  /** razon up to 300 characters; valor sin impuestos. */
  motivos: { razon: string; valor: number }[];
  infoAdicional?: NombreValorXml[];
}

/** liquidacionCompra 1.1.0: the proveedor in the comprador's place, IVA its only tax, pagos always written. */
export interface LiquidacionCompraXmlInput extends Omit<ComprobanteXmlBase, 'comprador'> {
  proveedor: CompradorXml;
  pagos: PagoXml[];
}
