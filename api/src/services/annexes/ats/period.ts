/** The ATS reports the company's PRODUCCIÓN documents only (SRI-NOTES §10.4; issue #42 §2). */
export const AMBIENTE_ATS = 2;

export interface Periodo {
  anio: number;
  mes: number;
}

export function periodoBounds({ anio, mes }: Periodo) {
  const mm = String(mes).padStart(2, '0');
  const last = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { desde: `${anio}-${mm}-01`, hasta: `${anio}-${mm}-${String(last).padStart(2, '0')}`, sri: `%/${mm}/${anio}` };
}

/** formaPago codes an authorized XML carries. */
export const formasPagoOf = (xml: string | null | undefined) => [
  ...new Set([...(xml ?? '').matchAll(/<formaPago>(\d{2})<\/formaPago>/g)].map((match) => match[1]!)),
];

/** A clave de acceso's ambiente digit (position 24): a supplier's PRUEBAS document is not a purchase to report. */
export const ambienteDeClave = (clave: string | null | undefined) =>
  clave && /^\d{49}$/.test(clave) ? Number(clave[23]) : undefined;
