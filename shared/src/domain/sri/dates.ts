/**
 * Dates as SRI reads them: always in Ecuador's time zone. Formatting in UTC after 19:00 local time
 * yields tomorrow's date and SRI answers error 65 (SRI-NOTES §4).
 */
export const ECUADOR_TIME_ZONE = 'America/Guayaquil';

export interface EcuadorDateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let partsFormatter: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ECUADOR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return partsFormatter;
}

// formatToParts costs tens of microseconds and one emission formats its instant several times
// (access key, fechaEmision, SigningTime): the fields of the last second asked are kept.
let lastSecond = Number.NaN;
let lastParts: Readonly<EcuadorDateParts> | undefined;

/** Calendar and clock fields of an instant as seen in Ecuador. */
export function ecuadorDateParts(date: Date): EcuadorDateParts {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Fecha inválida');
  const second = Math.floor(time / 1000);
  if (second === lastSecond && lastParts) return { ...lastParts };
  const parts: Record<string, number> = {};
  for (const part of formatter().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const fields = {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
  lastSecond = second;
  lastParts = fields;
  return { ...fields };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `dd/mm/aaaa` in Ecuador, the format of fechaEmision and every date of the XML. */
export function formatFechaSri(date: Date): string {
  const { day, month, year } = ecuadorDateParts(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** Today in Ecuador (or the day of `now` there) as `aaaa-mm-dd`: cut-off days, rates in force, digests. */
export function fechaIsoHoy(now: Date = new Date()): string {
  const { day, month, year } = ecuadorDateParts(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const FECHA_SRI = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** `dd/mm/aaaa` → `aaaa-mm-dd`; anything else (an ISO date already) is returned as given. */
export function fechaSriToIso(fecha: string): string {
  const match = FECHA_SRI.exec(fecha);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : fecha;
}

/** `aaaa-mm-dd` (or an ISO instant's date part) → `dd/mm/aaaa`, as the SRI and the screens write dates. */
export function isoToFechaSri(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** `ddmmaaaa` in Ecuador, the first 8 digits of the access key. */
export function formatFechaClaveAcceso(date: Date): string {
  const { day, month, year } = ecuadorDateParts(date);
  return `${pad(day)}${pad(month)}${pad(year, 4)}`;
}

/**
 * xs:dateTime with Ecuador's offset, e.g. `2022-12-03T20:33:25-05:00` (fechaAutorizacion,
 * SigningTime). Ecuador keeps UTC-5 all year, so the offset is constant.
 */
export function formatFechaHoraSri(date: Date): string {
  const p = ecuadorDateParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}-05:00`;
}

export interface FechaSri {
  day: number;
  month: number;
  year: number;
}

/** Reads `dd/mm/aaaa` (a real calendar date) or returns null. */
export function parseFechaSri(value: string): FechaSri | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { day, month, year };
}

/** Whole days from Ecuador's calendar date `from` to `to` (negative when `to` is earlier). */
export function daysBetweenFechas(from: FechaSri, to: FechaSri): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  const end = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((end - start) / 86_400_000);
}

/** Today's calendar date in Ecuador. */
export function fechaEcuador(date: Date = new Date()): FechaSri {
  const { day, month, year } = ecuadorDateParts(date);
  return { day, month, year };
}

/**
 * Normalises a date to `dd/mm/aaaa`: accepts `dd/mm/aaaa`, `aaaa-mm-dd`, or an ISO instant (read in
 * Ecuador). Null when it is none of those.
 */
export function normalizeFechaSri(value: string): string | null {
  const text = value.trim();
  if (parseFechaSri(text)) return text;
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (isoDate) {
    const candidate = `${isoDate[3]}/${isoDate[2]}/${isoDate[1]}`;
    return parseFechaSri(candidate) ? candidate : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : formatFechaSri(instant);
  }
  return null;
}
