import { z } from 'zod/mini';

/**
 * The plans the landing page sells. Limits are data: `null` means unlimited. Gratis counts documents
 * issued in PRODUCCIÓN per calendar month in America/Guayaquil (PRUEBAS is always free) and products
 * marked as inventoried.
 */
export const PLANES = {
  gratis: {
    codigo: 'gratis',
    nombre: 'Gratis',
    documentosProduccionMes: 10,
    productosInventariados: 20,
    resumenStockBajo: false,
    recordatoriosCobro: false,
  },
  profesional: {
    codigo: 'profesional',
    nombre: 'Profesional',
    documentosProduccionMes: null,
    productosInventariados: null,
    resumenStockBajo: true,
    recordatoriosCobro: true,
  },
  anual_pro: {
    codigo: 'anual_pro',
    nombre: 'Anual Pro',
    documentosProduccionMes: null,
    productosInventariados: null,
    resumenStockBajo: true,
    recordatoriosCobro: true,
  },
} as const satisfies Record<string, PlanDefinicion>;

export interface PlanDefinicion {
  codigo: string;
  nombre: string;
  documentosProduccionMes: number | null;
  productosInventariados: number | null;
  /** The daily low-stock e-mail ("notificaciones de inventario" on the landing): offered, and on by default. */
  resumenStockBajo: boolean;
  /** E-mail reminders to customers with overdue invoices (issue #23): offered, off until the company turns them on. */
  recordatoriosCobro: boolean;
}

export const PLAN_CODIGOS = ['gratis', 'profesional', 'anual_pro'] as const;
export type PlanCodigo = (typeof PLAN_CODIGOS)[number];
export const planCodigoSchema = z.enum(PLAN_CODIGOS, { error: 'El plan debe ser gratis, profesional o anual_pro' });

/** A new company starts on Gratis. */
export const PLAN_INICIAL: PlanCodigo = 'gratis';

export const planDe = (codigo: PlanCodigo): PlanDefinicion => PLANES[codigo];

const COMO_MEJORAR = 'Cámbiese al plan Profesional o Anual Pro para continuar: escríbanos desde la página de inicio.';

/** 402 when a Gratis company issues its 11th PRODUCCIÓN document of the month. */
export const limiteDocumentosMessage = (limite: number) =>
  `Su plan Gratis permite ${limite} comprobantes en PRODUCCIÓN por mes y ya los emitió todos. ${COMO_MEJORAR}`;

/** 402 when a Gratis company marks its 21st product as inventoried. */
export const limiteProductosMessage = (limite: number) =>
  `Su plan Gratis permite ${limite} productos inventariados y ya los tiene todos. ${COMO_MEJORAR}`;

/** This month's usage against the plan's limits (`maximo` null = unlimited). */
export const usoPlanSchema = z.object({
  /** Calendar month in America/Guayaquil, `AAAA-MM`. */
  mes: z.string(),
  documentosProduccion: z.object({ usados: z.number().check(z.int()), maximo: z.nullable(z.number().check(z.int())) }),
  productosInventariados: z.object({
    usados: z.number().check(z.int()),
    maximo: z.nullable(z.number().check(z.int())),
  }),
});
export type UsoPlan = z.infer<typeof usoPlanSchema>;

/** Usage against a limit as the screens show it: `7 de 10`, or `12 (sin límite)`. */
export const usoDelPlan = (usados: number, maximo: number | null): string =>
  maximo === null ? `${usados} (sin límite)` : `${usados} de ${maximo}`;
