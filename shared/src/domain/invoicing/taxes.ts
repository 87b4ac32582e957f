import { fechaSriToIso } from '../sri/dates';
/**
 * IVA rates as dated data (SRI-NOTES §8: Dátil docs 2024-03-08, OCA `account_tax_data.py`,
 * odoo/odoo#167589), with their SRI rate codes (codigoPorcentaje). The tax group code is always 2
 * (IVA). Spec 01 §9: default 'IVA 15%'; the form offers IVA 15% and IVA 0%; IVA 12% is the legacy
 * fallback for registered products chosen from the code field. A document dated outside a rate's
 * validity refuses that rate (ivaFueraDeVigencia).
 */
export const CODIGO_IVA = 2;

/** `aaaa-mm-dd` bounds, inclusive; absent = open. */
export const IVA_OPTIONS = [
  { label: 'IVA 0%', codigoPorcentaje: 0, tarifa: 0 },
  { label: 'IVA 5%', codigoPorcentaje: 5, tarifa: 5, desde: '2024-01-01' },
  { label: 'IVA 12%', codigoPorcentaje: 2, tarifa: 12, hasta: '2024-03-31' },
  // Decree-dated rates: no end known here, SRI refuses them when out of date.
  { label: 'IVA 13%', codigoPorcentaje: 10, tarifa: 13 },
  { label: 'IVA 14%', codigoPorcentaje: 3, tarifa: 14, desde: '2016-06-01', hasta: '2017-05-31' },
  { label: 'IVA 15%', codigoPorcentaje: 4, tarifa: 15, desde: '2024-04-01' },
  { label: 'No objeto de IVA', codigoPorcentaje: 6, tarifa: 0 },
  { label: 'Exento de IVA', codigoPorcentaje: 7, tarifa: 0 },
  { label: 'IVA diferenciado', codigoPorcentaje: 8, tarifa: 8 },
] as const satisfies readonly {
  label: string;
  codigoPorcentaje: number;
  tarifa: number;
  desde?: string;
  hasta?: string;
}[];

export type IvaOption = (typeof IVA_OPTIONS)[number];
export type IvaLabel = IvaOption['label'];
export type IvaCodigoPorcentaje = IvaOption['codigoPorcentaje'];

export const DEFAULT_IVA_LABEL = 'IVA 15%' satisfies IvaLabel;
export const LEGACY_IVA_LABEL: IvaLabel = 'IVA 12%';
/** The two options the invoice form itself offers. */
export const FORM_IVA_LABELS = ['IVA 15%', 'IVA 0%'] as const satisfies readonly IvaLabel[];

export function ivaOptionByLabel(label: string): IvaOption | undefined {
  return IVA_OPTIONS.find((option) => option.label === label);
}

export function ivaOptionByCodigo(codigoPorcentaje: number | string): IvaOption | undefined {
  const code = Number(codigoPorcentaje);
  return IVA_OPTIONS.find((option) => option.codigoPorcentaje === code);
}

export function isIvaCodigoPorcentaje(value: number): value is IvaCodigoPorcentaje {
  return ivaOptionByCodigo(value) !== undefined;
}

/** Bases at 0 % of any kind (0 %, No objeto, Exento): they go to subtotalIvaCero. */
export function isIvaCero(codigoPorcentaje: number): boolean {
  return ivaOptionByCodigo(codigoPorcentaje)?.tarifa === 0;
}

/** A rate that a document of that date may not carry. */
export const ivaFueraDeVigenciaMessage = (label: string, fecha: string) =>
  `El ${label} no está vigente para un documento con fecha ${fecha}; elija otra tarifa de IVA.`;

/**
 * Whether a rate applies on a document's date (`dd/mm/aaaa`, as in fechaEmision): null when it
 * does, else the Spanish refusal.
 */
export function ivaFueraDeVigencia(codigoPorcentaje: number, fechaEmision: string): string | null {
  const option = ivaOptionByCodigo(codigoPorcentaje);
  if (!option) return null;
  const iso = fechaSriToIso(fechaEmision);
  const desde = 'desde' in option ? option.desde : undefined;
  const hasta = 'hasta' in option ? option.hasta : undefined;
  return (desde && iso < desde) || (hasta && iso > hasta)
    ? ivaFueraDeVigenciaMessage(option.label, fechaEmision)
    : null;
}
