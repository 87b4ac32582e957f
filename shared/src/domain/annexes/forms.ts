import { z } from 'zod/mini';
import { atsPeriodoSchema } from './ats';

/**
 * The month's figures of forms 104 (IVA) and 103 (retenciones en la fuente), issue #42 §3,
 * SRI-NOTES §10.5: computed from the same month data as the ATS, so every figure equals the ATS's.
 * The forms' row numbers are not in the notes [verify]: the figures are named by what they are.
 */

/** `GET /api/anexos/formularios?anio=&mes=[&detalle=1][&formato=xlsx]` */
export const formulariosQuerySchema = z.extend(atsPeriodoSchema, {
  detalle: z._default(z.enum(['0', '1'], { error: 'detalle debe ser 0 o 1' }), '0'),
  formato: z._default(z.enum(['json', 'xlsx'], { error: 'El formato debe ser json o xlsx' }), 'json'),
});
export type FormulariosQuery = z.infer<typeof formulariosQuerySchema>;

/** A document behind a figure (with `detalle=1`). */
export const documentoDeCifraSchema = z.object({
  /** «Factura 001-001-000000123», «Nota de crédito …», «Compra 001-001-000000045», «Retención …». */
  documento: z.string(),
  identificacion: z.string(),
  razonSocial: z.string(),
  base: z.number(),
  valor: z.number(),
});
export type DocumentoDeCifra = z.infer<typeof documentoDeCifraSchema>;

/** A base and its tax (IVA or value withheld), and the documents behind them when asked. */
export const cifraSchema = z.object({
  base: z.number(),
  valor: z.number(),
  documentos: z.optional(z.array(documentoDeCifraSchema)),
});
export type Cifra = z.infer<typeof cifraSchema>;

const porTarifa = z.object({ codigoPorcentaje: z.number(), tarifa: z.string() });

export const formulario104Schema = z.object({
  /** Sales by IVA rate: facturas and notas de débito issued, minus notas de crédito issued. */
  ventas: z.array(z.extend(porTarifa, { brutas: cifraSchema, notasCredito: cifraSchema, netas: cifraSchema })),
  /** Purchases by IVA rate (facturas received and NC/ND received, liquidaciones issued), by crédito tributario. */
  compras: z.array(z.extend(porTarifa, { conCredito: cifraSchema, sinCredito: cifraSchema })),
  /** IVA the company's clients withheld to it (retenciones received): Σ of the ATS's valorRetIva. */
  retencionesIvaRecibidas: cifraSchema,
  /** IVA the company withheld as agente de retención, per percentage: the ATS's valRet* fields. */
  retencionesIvaEfectuadas: z.array(z.object({ porcentaje: z.number(), cifra: cifraSchema })),
});
export type Formulario104 = z.infer<typeof formulario104Schema>;

export const formulario103Schema = z.object({
  /** Base and value withheld per renta code: the ATS's air/detalleAir. */
  retencionesRenta: z.array(z.object({ codigo: z.string(), porcentaje: z.number(), cifra: cifraSchema })),
  total: cifraSchema,
});
export type Formulario103 = z.infer<typeof formulario103Schema>;

export const formulariosResponseSchema = z.object({
  anio: z.number(),
  mes: z.number(),
  formulario104: formulario104Schema,
  formulario103: formulario103Schema,
});
export type FormulariosResponse = z.infer<typeof formulariosResponseSchema>;
