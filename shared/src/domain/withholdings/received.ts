import { claveAccesoSchema, dateFilterSchema, idSchema } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * Comprobantes de retención received on sales (issue #22 §1): a customer who is an agente de retención
 * withholds part of the renta and the IVA of an invoice; the company registers the authorized document.
 */
export type ImpuestoRetenido = 'renta' | 'iva';

/** `retencion/codigo` of comprobanteRetencion 2.0.0: 1 renta, 2 IVA, 6 ISD (not withheld on local sales). */
export const IMPUESTO_RETENCION_POR_CODIGO: Readonly<Record<string, ImpuestoRetenido>> = { '1': 'renta', '2': 'iva' };
export const CODIGO_IMPUESTO_RETENCION: Readonly<Record<ImpuestoRetenido, '1' | '2'>> = { renta: '1', iva: '2' };
export const IMPUESTO_RETENIDO_NOMBRE: Readonly<Record<ImpuestoRetenido, string>> = { renta: 'Renta', iva: 'IVA' };

/** The multipart field of the authorized XML file, and its size limit (the SRI's own is 320 KB). */
export const RETENCION_ARCHIVO_CAMPO = 'archivo';
export const RETENCION_ARCHIVO_MAX_BYTES = 512 * 1024;

export const RETENCION_FALTA_CLAVE_MESSAGE =
  'Indique la clave de acceso de la retención o adjunte su XML autorizado (campo archivo)';
export const RETENCION_ARCHIVO_GRANDE_MESSAGE = 'El archivo de la retención no puede superar 512 KB';
export const RETENCION_ARCHIVO_ILEGIBLE_MESSAGE =
  'El archivo no es el XML de un comprobante de retención (comprobanteRetencion) firmado';
export const RETENCION_NO_ES_RETENCION_MESSAGE =
  'La clave de acceso no corresponde a un comprobante de retención (tipo 07)';
export const RETENCION_CLAVE_DIGITO_MESSAGE = 'La clave de acceso no es válida: su dígito verificador no coincide';
export const RETENCION_NO_ENCONTRADA_SRI_MESSAGE =
  'El SRI no tiene un comprobante autorizado con esa clave de acceso; revise la clave o adjunte el XML';
export const RETENCION_NO_AUTORIZADA_MESSAGE = 'El comprobante de retención no está AUTORIZADO por el SRI';
export const RETENCION_SRI_NO_DISPONIBLE_MESSAGE =
  'No se pudo consultar el SRI en este momento; intente de nuevo o adjunte el XML autorizado';
export const RETENCION_FIRMA_INVALIDA_MESSAGE = (motivo: string) =>
  `La firma electrónica de la retención no es válida: ${motivo}`;
export const RETENCION_OTRO_SUJETO_MESSAGE = (identificacion: string, ruc: string) =>
  `La retención está emitida a ${identificacion}, no al RUC de su empresa (${ruc})`;
export const RETENCION_DOC_SUSTENTO_TIPO_MESSAGE = (codDoc: string) =>
  `La retención sustenta un documento de tipo ${codDoc}; solo se registran retenciones sobre facturas (01)`;
export const RETENCION_FACTURA_DESCONOCIDA_MESSAGE = (numero: string, fecha: string) =>
  `La factura ${numero} del ${fecha} que menciona la retención no es una factura autorizada de su empresa`;
export const RETENCION_IMPUESTO_NO_ADMITIDO_MESSAGE = (codigo: string) =>
  `La retención incluye un impuesto que no es renta ni IVA (código ${codigo})`;
export const RETENCION_BASE_EXCEDIDA_MESSAGE = (
  impuesto: ImpuestoRetenido,
  numero: string,
  base: number,
  maximo: number,
) =>
  impuesto === 'renta'
    ? `La base retenida de renta ($${base.toFixed(2)}) supera la base sin IVA de la factura ${numero} ($${maximo.toFixed(2)}, descontadas otras retenciones)`
    : `La base retenida de IVA ($${base.toFixed(2)}) supera el IVA de la factura ${numero} ($${maximo.toFixed(2)}, descontadas otras retenciones)`;
export const RETENCION_DUPLICADA_MESSAGE = 'Esta retención ya está registrada';
export const RETENCION_NO_EXISTE_MESSAGE = 'La retención no existe';
export const RETENCION_YA_ELIMINADA_MESSAGE = 'La retención ya fue eliminada';
export const RETENCION_FALTA_MOTIVO_MESSAGE = 'Indique el motivo por el que elimina la retención';

/** `POST /api/retenciones-recibidas` as JSON. */
export const registrarRetencionSchema = z.object({
  claveAcceso: claveAccesoSchema,
});
export type RegistrarRetencionRequest = z.infer<typeof registrarRetencionSchema>;

/** `DELETE /api/retenciones-recibidas/{id}` body. */
export const eliminarRetencionSchema = z.object({
  motivo: z
    .string({ error: RETENCION_FALTA_MOTIVO_MESSAGE })
    .check(z.trim(), z.minLength(3, { error: RETENCION_FALTA_MOTIVO_MESSAGE }), z.maxLength(300)),
});

/** `GET /api/retenciones-recibidas` filters: a period of fechaEmision, or one invoice's. */
export const retencionesRecibidasQuerySchema = z.object({
  desde: dateFilterSchema('desde'),
  hasta: dateFilterSchema('hasta'),
  /** The access key of one of the company's invoices: its retenciones only. */
  factura: z.optional(claveAccesoSchema),
});

/** `GET /api/retenciones-recibidas/exportar` */
export const retencionesExportQuerySchema = z.object({
  anio: z.pipe(
    z
      .string({ error: 'Indique el año, por ejemplo 2026' })
      .check(z.regex(/^\d{4}$/, { error: 'Indique el año, por ejemplo 2026' })),
    z.transform((value: string) => Number(value)),
  ),
  formato: z.optional(z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx' })),
});

export const retencionRecibidaLineaSchema = z.object({
  id: idSchema,
  impuesto: z.enum(['renta', 'iva']),
  codigo: z.string(),
  baseImponible: z.number(),
  porcentaje: z.number(),
  valor: z.number(),
  documentoId: idSchema,
  factura: z.object({ claveAcceso: z.string(), numero: z.string(), fechaEmision: z.string() }),
});

export const retencionRecibidaSchema = z.object({
  id: idSchema,
  claveAcceso: z.string(),
  numero: z.string(),
  fechaEmision: z.string(),
  periodoFiscal: z.string(),
  identificacionAgente: z.string(),
  razonSocialAgente: z.string(),
  numeroAutorizacion: z.string(),
  fechaAutorizacion: z.nullable(z.string()),
  origen: z.enum(['clave', 'archivo']),
  totalRenta: z.number(),
  totalIva: z.number(),
  creadoEn: z.string(),
  lineas: z.array(retencionRecibidaLineaSchema),
});
export type RetencionRecibida = z.infer<typeof retencionRecibidaSchema>;

export const retencionesRecibidasResponseSchema = z.object({ retenciones: z.array(retencionRecibidaSchema) });
export const eliminarRetencionResponseSchema = z.object({ id: idSchema, eliminadaEn: z.string(), motivo: z.string() });

/** A retención received on an invoice, as its card in «Mis Comprobantes» shows it. */
export const retencionDeFacturaSchema = z.object({
  id: idSchema,
  numero: z.string(),
  fechaEmision: z.string(),
  razonSocialAgente: z.string(),
  renta: z.number(),
  iva: z.number(),
});
export type RetencionDeFactura = z.infer<typeof retencionDeFacturaSchema>;
