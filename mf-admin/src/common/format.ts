import { ECUADOR_TIME_ZONE, roundQuantity } from '@facturador/shared/domain';

const dateTimeFormat = new Intl.DateTimeFormat('es-EC', {
  timeZone: ECUADOR_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO instant as dd/mm/aaaa hh:mm in Ecuador's time (dates are always shown in America/Guayaquil). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat.format(date).replace(',', '');
}

/** An ISO instant as dd/mm/aaaa in Ecuador's time. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** Quantities keep up to 2 decimals and drop trailing zeros. */
export function formatQuantity(value: number): string {
  return String(roundQuantity(value));
}
