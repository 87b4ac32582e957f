import { fromCents, toCents } from '@facturador/shared/domain';
export const FORMATOS_EXPORTACION = ['csv', 'xlsx'] as const;
export type FormatoExportacion = (typeof FORMATOS_EXPORTACION)[number];
export const FORMATO_EXPORTACION_MESSAGE = 'El formato debe ser csv o xlsx';

/** An export holds the whole filtered list; past this the merchant narrows the dates. */
export const EXPORTACION_MAX_FILAS = 50_000;
export const EXPORTACION_GRANDE_MESSAGE = `La exportación supera ${EXPORTACION_MAX_FILAS.toLocaleString('es-EC')} comprobantes; acote las fechas.`;

/** The download's file name, e.g. comprobantes-2025-01-01-a-2025-01-31.xlsx. */
export function exportFileName(base: string, formato: FormatoExportacion, desde?: string, hasta?: string): string {
  const period = desde || hasta ? `-${desde ?? 'inicio'}-a-${hasta ?? 'hoy'}` : '';
  return `${base}${period}.${formato}`;
}

/** Credit notes take away what invoices add: in exports their amounts are negative (issue #25). */
export const TIPO_NOTA_CREDITO = '04';

/** An amount of a document of type `tipo` (codDoc) as exports show it: negative for a credit note, to the cent. */
export function importeConSigno(tipo: string, valor: number | string): number {
  const cents = toCents(Number(valor));
  return fromCents(tipo === TIPO_NOTA_CREDITO ? -cents : cents);
}
