import { facturarResponseSchema, hasAtMostTwoDecimals, idSchema } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * Comprobantes de retención (07) the company issues on its purchases (issue #22 §2): only agentes de
 * retención and contribuyentes especiales, through the invoice's pipeline.
 */
export const RETENCION_SOLO_AGENTES_MESSAGE =
  'Solo las empresas designadas agente de retención o contribuyente especial pueden emitir retenciones; configure la resolución en Administrar › Empresa';
export const RETENCION_SIN_LINEAS_MESSAGE = 'Indique al menos una retención (renta o IVA)';
export const RETENCION_COMPRA_MESSAGE = 'Indique la compra (compra_id) sobre la que emite la retención';
export const RETENCION_IMPUESTO_MESSAGE = "El impuesto debe ser 'renta' o 'iva'";
export const RETENCION_BASE_MESSAGE = 'La base imponible debe ser un número positivo con dos decimales como máximo';
export const RETENCION_PORCENTAJE_MESSAGE = 'El porcentaje debe estar entre 0 y 100';
export const retencionEmitidaBaseExcedidaMessage = (impuesto: 'renta' | 'iva', base: number, maximo: number) =>
  impuesto === 'renta'
    ? `La base de renta ($${base.toFixed(2)}) supera la base sin IVA de la compra ($${maximo.toFixed(2)}, descontadas otras retenciones)`
    : `La base de IVA ($${base.toFixed(2)}) supera el IVA de la compra ($${maximo.toFixed(2)}, descontadas otras retenciones)`;

export const retencionLineaSchema = z.object({
  impuesto: z.enum(['renta', 'iva'], { error: RETENCION_IMPUESTO_MESSAGE }),
  codigo: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
  baseImponible: z
    .number({ error: RETENCION_BASE_MESSAGE })
    .check(
      z.gt(0, { error: RETENCION_BASE_MESSAGE }),
      z.refine(hasAtMostTwoDecimals, { error: RETENCION_BASE_MESSAGE }),
    ),
  porcentaje: z
    .number({ error: RETENCION_PORCENTAJE_MESSAGE })
    .check(z.gte(0, { error: RETENCION_PORCENTAJE_MESSAGE }), z.lte(100, { error: RETENCION_PORCENTAJE_MESSAGE })),
});
export type RetencionLinea = z.infer<typeof retencionLineaSchema>;

/** `POST /api/retenciones` */
export const emitirRetencionSchema = z.object({
  compra_id: idSchema,
  retenciones: z
    .array(retencionLineaSchema, { error: RETENCION_SIN_LINEAS_MESSAGE })
    .check(z.minLength(1, { error: RETENCION_SIN_LINEAS_MESSAGE }), z.maxLength(20)),
});
export type EmitirRetencionRequest = z.infer<typeof emitirRetencionSchema>;

/** The invoice's answer, plus the warnings (issued more than 5 days after the supplier's invoice). */
export const emitirRetencionResponseSchema = z.extend(facturarResponseSchema, {
  advertencias: z.array(z.string()),
});
export type EmitirRetencionResponse = z.infer<typeof emitirRetencionResponseSchema>;
