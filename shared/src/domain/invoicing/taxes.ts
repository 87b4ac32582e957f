/**
 * IVA options of spec 01 §9 with their SRI rate codes (codigoPorcentaje). The tax group code is
 * always 2 (IVA). Default 'IVA 15%'; the form offers IVA 15% and IVA 0%; IVA 12% is the legacy
 * fallback for registered products chosen from the code field.
 */
export const CODIGO_IVA = 2;

export const IVA_OPTIONS = [
  { label: 'IVA 0%', codigoPorcentaje: 0, tarifa: 0 },
  { label: 'IVA 12%', codigoPorcentaje: 2, tarifa: 12 },
  { label: 'IVA 13%', codigoPorcentaje: 10, tarifa: 13 },
  { label: 'IVA 14%', codigoPorcentaje: 3, tarifa: 14 },
  { label: 'IVA 15%', codigoPorcentaje: 4, tarifa: 15 },
] as const;

export type IvaOption = (typeof IVA_OPTIONS)[number];
export type IvaLabel = IvaOption['label'];
export type IvaCodigoPorcentaje = IvaOption['codigoPorcentaje'];

export const DEFAULT_IVA_LABEL: IvaLabel = 'IVA 15%';
export const LEGACY_IVA_LABEL: IvaLabel = 'IVA 12%';
/** The two options the invoice form itself offers. */
export const FORM_IVA_LABELS: readonly IvaLabel[] = ['IVA 15%', 'IVA 0%'];

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
