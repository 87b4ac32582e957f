/** SRI's payment table (formaPago), the entries this product uses. */
export const FORMAS_PAGO: Record<string, string> = {
  '01': 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO',
  '15': 'COMPENSACIÓN DE DEUDAS',
  '16': 'TARJETA DE DÉBITO',
  '17': 'DINERO ELECTRÓNICO',
  '18': 'TARJETA PREPAGO',
  '19': 'TARJETA DE CRÉDITO',
  '20': 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO',
  '21': 'ENDOSO DE TÍTULOS',
};

/** formaPago 01: sin utilización del sistema financiero (the default payment). */
export const FORMA_PAGO_DEFAULT = '01';

/** The codes a document may carry today (17 and 18 are inactive; SRI-NOTES §8). */
export const FORMAS_PAGO_ACTIVAS = ['01', '15', '16', '19', '20', '21'] as const;
export type FormaPago = (typeof FORMAS_PAGO_ACTIVAS)[number];

/** The labels the invoice screen shows, in SRI's wording. */
export const FORMA_PAGO_LABELS: Record<FormaPago, string> = {
  '01': 'Sin utilización del sistema financiero',
  '15': 'Compensación de deudas',
  '16': 'Tarjeta de débito',
  '19': 'Tarjeta de crédito',
  '20': 'Otros con utilización del sistema financiero',
  '21': 'Endoso de títulos',
};

/** Units of a payment term (plazo), as SRI's examples write them. */
export const UNIDADES_TIEMPO = ['dias', 'meses'] as const;
/** How the RIDE writes a term: «(30 días)». The XML keeps the SRI's `dias`. */
export const UNIDAD_TIEMPO_TEXTO: Record<(typeof UNIDADES_TIEMPO)[number], string> = { dias: 'días', meses: 'meses' };

/** «30 días», or the term alone when its unit is not one of ours. */
export const plazoTexto = (plazo: number, unidadTiempo?: string): string => {
  const unidad = UNIDAD_TIEMPO_TEXTO[unidadTiempo as (typeof UNIDADES_TIEMPO)[number]] ?? unidadTiempo ?? '';
  return `${plazo} ${unidad}`.trim();
};
