import { ecuadorDateParts } from '@facturador/shared/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** The current month in Ecuador as YYYY-MM (what an `<input type="month">` holds). */
export function currentMonthEcuador(now = new Date()): string {
  const { year, month } = ecuadorDateParts(now);
  return `${year}-${pad(month)}`;
}

/** A YYYY-MM month as the report's period: its first and last day (YYYY-MM-DD); null if not a month. */
export function monthPeriod(month: string): { desde: string; hasta: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  if (monthNumber < 1 || monthNumber > 12) return null;
  // Day 0 of the next month is this month's last day.
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { desde: `${month}-01`, hasta: `${month}-${pad(lastDay)}` };
}

/** The switch on the dashboard and the report that shows PRUEBAS figures instead of PRODUCCIÓN's. */
export const VER_PRUEBAS_LABEL = 'Ver ambiente de PRUEBAS';
/** Under the switch: which ambiente the figures on screen are of. */
export const ambienteMostradoTexto = (ambiente: 1 | 2) =>
  ambiente === 1 ? 'Cifras de PRUEBAS (sin validez tributaria)' : 'Cifras de PRODUCCIÓN';
