import { z } from 'zod/mini';

/** `GET /api/anexos/ats?anio=&mes=` (issue #42 §2). */
export const ATS_PERIODO_MESSAGE = 'Indique el año (anio, 2000 o posterior) y el mes (mes, 1 a 12) del ATS';
export const atsPeriodoSchema = z.object({
  anio: z.coerce
    .number({ error: ATS_PERIODO_MESSAGE })
    .check(
      z.int({ error: ATS_PERIODO_MESSAGE }),
      z.gte(2000, { error: ATS_PERIODO_MESSAGE }),
      z.lte(9999, { error: ATS_PERIODO_MESSAGE }),
    ),
  mes: z.coerce
    .number({ error: ATS_PERIODO_MESSAGE })
    .check(
      z.int({ error: ATS_PERIODO_MESSAGE }),
      z.gte(1, { error: ATS_PERIODO_MESSAGE }),
      z.lte(12, { error: ATS_PERIODO_MESSAGE }),
    ),
});
export type AtsPeriodo = z.infer<typeof atsPeriodoSchema>;

/** One reason the ATS cannot be made: the document, and what to fix. */
export const atsProblemaSchema = z.object({
  /** «Compra 001-001-000000123 de DISTRIBUIDORA DEL PACÍFICO S.A.», «Empresa», «Establecimiento 000»… */
  documento: z.string(),
  mensaje: z.string(),
  /** The purchase to open and fix, when it is one. */
  compraId: z.optional(z.string()),
  claveAcceso: z.optional(z.string()),
});
export type AtsProblema = z.infer<typeof atsProblemaSchema>;
export const atsValidacionSchema = z.object({
  problemas: z.array(atsProblemaSchema),
  /** The decided ventas rule (ventas-rule.ts), for the screen to say it. */
  reglaVentas: z.string(),
});

export const atsProblemaTexto = (problema: AtsProblema) => `${problema.documento}: ${problema.mensaje}`;
export const atsConProblemasMessage = (n: number) =>
  n === 1
    ? 'El ATS no se puede generar: hay 1 problema que corregir'
    : `El ATS no se puede generar: hay ${n} problemas que corregir`;
export const ATS_XSD_MESSAGE = 'El ATS generado no cumple el esquema ats.xsd del SRI; no se entrega';

export const ATS_MENSAJES = {
  sinSustento: 'no tiene código de sustento (Tabla 5); asígnelo en Compras',
  sustentoNoVigente: (codigo: string, fecha: string) =>
    `su código de sustento ${codigo} no está vigente el ${fecha}; elija uno vigente de la Tabla 5`,
  razonSocialCorta: (texto: string) =>
    `su razón social queda en «${texto}» sin tildes, eñes ni signos, y el ATS exige al menos 5 caracteres; corríjala`,
  estab000: 'su establecimiento o punto de emisión es 000, que el ATS no admite; corrija el número',
  autorizacion: 'su número de autorización no es de 3 a 49 dígitos; corríjalo',
  modificadoSinAutorizacion: (numero: string) =>
    `modifica el comprobante ${numero}, que no está registrado en Compras: regístrelo para que el ATS lleve su autorización`,
  consumidorFinal:
    'está a nombre de consumidor final, que no puede ser proveedor en el ATS; registre el RUC o la cédula',
  identificacion: (tipo: string) => `su tipo de identificación ${tipo} no tiene código en el ATS; corríjalo`,
  formaPago: 'supera USD 1.000 y no tiene forma de pago; indíquela en Compras',
  codigoRetencionNoVigente: (codigo: string, fecha: string) =>
    `su retención usa el código de renta ${codigo}, que no está vigente el ${fecha}`,
  variasRetenciones: (n: number) =>
    `tiene ${n} retenciones autorizadas y el ATS admite una por compra; anule las que sobran`,
} as const;

/** A YYYY-MM month as the ATS's period; null when it is not one. */
export function periodoDeMes(month: string): AtsPeriodo | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const parsed = atsPeriodoSchema.safeParse({ anio: match[1], mes: match[2] });
  return parsed.success ? parsed.data : null;
}

/** The month before a YYYY-MM month: the one an ATS is filed for. */
export function mesAnterior(month: string): string {
  const periodo = periodoDeMes(month);
  if (!periodo) return month;
  const [anio, mes] = periodo.mes === 1 ? [periodo.anio - 1, 12] : [periodo.anio, periodo.mes - 1];
  return `${anio}-${String(mes).padStart(2, '0')}`;
}
