/** The months' Spanish names, as screens and messages write them («mayo de 2026»). */
export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The name of month 1–12; the number itself outside that range. */
export const nombreMes = (mes: number): string => MESES[mes - 1] ?? String(mes);
