import { z } from 'zod/mini';

/** Record ids (`_id`) are UUIDs. */
export const idSchema = z.uuid({ error: 'El ID no es válido' });

/** Path parameter `{id}` of the REST resources. */
export const idParamsSchema = z.object({ id: idSchema });

/**
 * Classic zod's `z.preprocess(fn, schema)`, which zod/mini lacks: the same pipe (a transform into the
 * schema) at runtime, and the same type (the schema's optionality and output, any input).
 */
export function preprocess<B extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: B,
): z.ZodMiniType<z.output<B>, unknown, z.core.$ZodPreprocessInternals<B>> {
  return z.pipe(z.transform(fn), schema) as unknown as z.ZodMiniType<
    z.output<B>,
    unknown,
    z.core.$ZodPreprocessInternals<B>
  >;
}

/** A query filter: blank means "not sent" (spec 02 §5: empty filters are not sent, and ignored). */
export const optionalFilterSchema = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(200))),
  z.transform((value: string | undefined) => (value ? value : undefined)),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Sane years for dates a client sends (PostgreSQL has no year 0000; no business predates 1900). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** True for a YYYY-MM-DD date whose year is within MIN_YEAR..MAX_YEAR. */
export function isDateInRange(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A date filter (YYYY-MM-DD, as a date input sends it); blank means none. */
export const dateFilterSchema = (campo: string) =>
  z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value: string | undefined) => (value ? value : undefined)),
    )
    .check(
      z.refine((value) => value === undefined || isIsoDate(value), {
        error: `La fecha ${campo} debe tener el formato AAAA-MM-DD`,
        abort: true,
      }),
      z.refine((value) => value === undefined || isDateInRange(value), {
        error: `La fecha ${campo} debe estar entre los años ${MIN_YEAR} y ${MAX_YEAR}`,
      }),
    );

export const RANGO_FECHAS_INVERTIDO_MESSAGE = 'La fecha desde no puede ser posterior a la fecha hasta';
/** A desde–hasta filter's check: desde not after hasta (either may be missing). */
export const rangoFechasCheck = <T extends { desde?: string | undefined; hasta?: string | undefined }>() =>
  z.refine<T>((query) => !query.desde || !query.hasta || query.desde <= query.hasta, {
    error: RANGO_FECHAS_INVERTIDO_MESSAGE,
    path: ['hasta'],
  });

/** Ecuador has no daylight saving time: America/Guayaquil is always UTC-05:00. */
export const GUAYAQUIL_OFFSET = '-05:00';

/** Start of a calendar day in America/Guayaquil. */
export function startOfDayGuayaquil(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${GUAYAQUIL_OFFSET}`);
}

/** Noon of a calendar day in America/Guayaquil: the instant of a document known only by its date. */
export function noonGuayaquil(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00${GUAYAQUIL_OFFSET}`);
}

/** Start of the day after, in America/Guayaquil: an end date includes its whole day. */
export function endOfDayGuayaquil(isoDate: string): Date {
  const start = startOfDayGuayaquil(isoDate);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** A number that may arrive as a string from a form input ("12.5"). */
export const numericInput = (message: string) =>
  preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }),
  );

/** Has at most `decimals` decimal places (money: 2). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) - value * factor) < 1e-6;
}

/** A boolean that may arrive as 'true'/'false' (query strings). */
export const booleanInput = preprocess((value) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}, z.boolean());
