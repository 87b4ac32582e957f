import {
  checkIdentificacionComprador,
  computeTotals,
  DEFAULT_IVA_LABEL,
  fechaIsoHoy,
  IVA_OPTIONS,
  isoToFechaSri,
  ivaFueraDeVigencia,
  ivaOptionByLabel,
  parseAmount,
} from '@facturador/shared/domain';
import {
  LIQUIDACION_CEDULA_INVALIDA_MESSAGE,
  type LineaLiquidacion,
  type TIPOS_IDENTIFICACION_PROVEEDOR_LIQUIDACION,
} from '@facturador/shared/domain/purchase-settlements';

/** The liquidación's form as typed: texts, turned into numbers only to compute and to send. */
export type TipoIdentificacionProveedor = (typeof TIPOS_IDENTIFICACION_PROVEEDOR_LIQUIDACION)[number];

export const TIPO_IDENTIFICACION_OPTIONS: readonly { value: TipoIdentificacionProveedor; label: string }[] = [
  { value: '05', label: 'Cédula' },
  { value: '06', label: 'Pasaporte' },
  { value: '08', label: 'Identificación del exterior' },
];

export interface SupplierDraft {
  tipoIdentificacion: TipoIdentificacionProveedor;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  email: string;
}

/** The catalogue product a line is linked to: an inventoried one enters the chosen warehouse. */
export interface LineProduct {
  id: string;
  codigo: string;
  nombre: string;
  inventariado: boolean;
}

export interface LineDraft {
  /** Null: a free line (a service, something not in the catalogue). */
  producto: LineProduct | null;
  descripcion: string;
  cantidad: string;
  precioUnitario: string;
  descuento: string;
  codigoPorcentaje: number;
}

export const EMPTY_SUPPLIER: SupplierDraft = {
  tipoIdentificacion: '05',
  identificacion: '',
  razonSocial: '',
  direccion: '',
  email: '',
};

const DEFAULT_CODIGO_IVA = ivaOptionByLabel(DEFAULT_IVA_LABEL)?.codigoPorcentaje ?? 4;

export const emptyLine = (): LineDraft => ({
  producto: null,
  descripcion: '',
  cantidad: '1',
  precioUnitario: '',
  descuento: '',
  codigoPorcentaje: DEFAULT_CODIGO_IVA,
});

/** The IVA rates a liquidación dated today may carry (taxes.ts, by their validity). */
export function ivaOptionsVigentes(hoy: string = fechaIsoHoy()) {
  const fecha = isoToFechaSri(hoy);
  return IVA_OPTIONS.filter((option) => ivaFueraDeVigencia(option.codigoPorcentaje, fecha) === null).map((option) => ({
    value: String(option.codigoPorcentaje),
    label: option.label,
  }));
}

/** A blank or unreadable number counts as 0 while the figures are live. */
const numberOf = (text: string) => {
  const value = parseAmount(text);
  return Number.isFinite(value) ? value : 0;
};

/** The lines as buildLiquidacionCompraRequest takes them (the shared maths computes every figure). */
export const settlementLines = (lines: readonly LineDraft[]): Array<LineaLiquidacion & { descuento: number }> =>
  lines.map((line) => ({
    ...(line.producto ? { producto_id: line.producto.id, codigo: line.producto.codigo } : {}),
    descripcion: line.descripcion.trim(),
    cantidad: numberOf(line.cantidad),
    precioUnitario: numberOf(line.precioUnitario),
    descuento: numberOf(line.descuento),
    codigoPorcentaje: line.codigoPorcentaje,
  }));

/** Some line carries an inventoried product: the goods enter a warehouse, which must be chosen. */
export const entersStock = (lines: readonly LineDraft[]) => lines.some((line) => line.producto?.inventariado);

/** Subtotal, IVA and total of the lines as typed so far. */
export function liveTotals(lines: readonly LineDraft[]) {
  const totales = computeTotals(settlementLines(lines));
  return { subtotal: totales.totalSinImpuestos, iva: totales.iva, total: totales.importeTotal };
}

/** The cédula's message once its 10 digits are typed and they do not check (shared cedula-ruc.ts). */
export function cedulaError(supplier: SupplierDraft): string | null {
  const identificacion = supplier.identificacion.trim();
  if (supplier.tipoIdentificacion !== '05' || identificacion.length < 10) return null;
  return checkIdentificacionComprador('05', identificacion).valid ? null : LIQUIDACION_CEDULA_INVALIDA_MESSAGE;
}
