import type { ImpuestoRetenido } from '@facturador/shared/domain/withholdings';

/**
 * What the ATS of one month is made of (issue #42 §2), already read from the database (load.ts) or
 * built in memory by a test: the builder and the problems only read this.
 */
export interface AtsBase {
  codigoPorcentaje: number;
  baseImponible: number;
  valor: number;
}

/** The retención the company issued on a purchase (its docSustento), AUTORIZADA. */
export interface AtsRetencionEmitida {
  /** 001-001-000000123 */
  numero: string;
  autorizacion: string;
  /** aaaa-mm-dd */
  fechaEmision: string;
  lineas: { impuesto: ImpuestoRetenido; codigo: string; baseImponible: number; porcentaje: number; valor: number }[];
}

export interface AtsCompra {
  compraId?: string;
  codSustento: string | null;
  /** The accountant's call on IVA credit (null: what the codSustento declares). */
  creditoTributario?: boolean | null;
  /** The e-document identification type (04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final, 08 exterior). */
  tipoIdentificacion: string;
  identificacion: string;
  razonSocial: string;
  /** 01 factura, 03 liquidación de compra (the company's own), 04/05 NC/ND received. */
  codDoc: string;
  /** The supplier's number, 001-001-000000123 (the company's own for a liquidación). */
  numero: string;
  /** aaaa-mm-dd */
  fechaEmision: string;
  autorizacion: string;
  bases: AtsBase[];
  iva: number;
  ice: number;
  importeTotal: number;
  /** formaPago codes the document carries or the accountant set. */
  formasPago: string[];
  /** Authorized retenciones issued on it (the ATS takes one). */
  retenciones: AtsRetencionEmitida[];
  /** An NC/ND received: the document it modifies. */
  docModificado?: { codDoc: string; numero: string; autorizacion: string };
}

export interface AtsVenta {
  claveAcceso: string;
  /** 01 factura, 04 nota de crédito, 05 nota de débito. */
  codDoc: '01' | '04' | '05';
  estab: string;
  tipoIdentificacion: string;
  identificacion: string;
  razonSocial: string;
  /** E: electronic (every document this product issues). */
  tipoEmision: 'E' | 'F';
  bases: AtsBase[];
  ice: number;
  formasPago: string[];
}

/** The retenciones a client issued to the company in the month, summed per client. */
export interface AtsRetencionRecibida {
  identificacion: string;
  razonSocial: string;
  iva: number;
  renta: number;
}

export interface AtsAnulado {
  codDoc: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  autorizacion: string;
}

export interface AtsInput {
  ruc: string;
  razonSocial: string;
  anio: number;
  mes: number;
  /** Every establishment code of the RUC. */
  establecimientos: string[];
  compras: AtsCompra[];
  ventas: AtsVenta[];
  retencionesRecibidas: AtsRetencionRecibida[];
  anulados: AtsAnulado[];
}

/** IVA base of a rate code: 0 % → baseImponible; no objeto (6) → baseNoGraIva; exento (7) → baseImpExe; else gravada. */
export type BaseKind = 'baseNoGraIva' | 'baseImponible' | 'baseImpGrav' | 'baseImpExe';
export function baseKind(codigoPorcentaje: number): BaseKind {
  if (codigoPorcentaje === 0) return 'baseImponible';
  if (codigoPorcentaje === 6) return 'baseNoGraIva';
  if (codigoPorcentaje === 7) return 'baseImpExe';
  return 'baseImpGrav';
}

export const splitNumero = (numero: string) => {
  const [estab = '', ptoEmi = '', secuencial = ''] = numero.split('-');
  return { estab, ptoEmi, secuencial };
};
