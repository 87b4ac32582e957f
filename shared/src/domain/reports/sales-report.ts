import type { EstadoDocumento } from '@facturador/shared/domain';
import {
  AMBIENTE_INVALIDO_MESSAGE,
  ambienteQuerySchema,
  dateFilterSchema,
  isIsoDate,
  ivaOptionByCodigo,
  RANGO_FECHAS_INVERTIDO_MESSAGE,
  sumMoney,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';

/** SRI tax group codes of totalConImpuestos (ficha técnica, tabla 16). */
export const CODIGO_IMPUESTO_ICE = 3;
export const CODIGO_IMPUESTO_IRBPNR = 5;

/**
 * States of a document that may still end AUTORIZADA: the report counts them apart ("pendientes"),
 * since its figures take authorized documents only.
 */
export const ESTADOS_PENDIENTES: readonly EstadoDocumento[] = ['INGRESADA', 'RECIBIDA', 'PENDIENTE', 'POR AUTORIZAR'];

/** A longer period would no longer be a declaration's (monthly or half-yearly) figures. */
export const REPORTE_MAX_DIAS = 366;

export const REPORTE_FALTA_FECHA_MESSAGE = (campo: 'desde' | 'hasta') =>
  `Indique la fecha ${campo} con el formato AAAA-MM-DD`;
export const REPORTE_RANGO_INVERTIDO_MESSAGE = RANGO_FECHAS_INVERTIDO_MESSAGE;
export const REPORTE_RANGO_LARGO_MESSAGE = `El período del reporte no puede superar ${REPORTE_MAX_DIAS} días`;
export const REPORTE_ESTABLECIMIENTO_MESSAGE = 'El establecimiento debe tener 3 dígitos, por ejemplo 001';
export const REPORTE_AMBIENTE_MESSAGE = AMBIENTE_INVALIDO_MESSAGE;

const requiredDate = (campo: 'desde' | 'hasta') =>
  z.pipe(
    dateFilterSchema(campo).check(
      z.refine((value) => value !== undefined, { error: REPORTE_FALTA_FECHA_MESSAGE(campo), abort: true }),
    ),
    z.transform((value: string | undefined) => value as string),
  );

const daysBetween = (desde: string, hasta: string) =>
  (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000;

/** `GET /api/reportes/ventas` query: a period of days (both included, Ecuador time). */
export const salesReportQuerySchema = z
  .object({
    desde: requiredDate('desde'),
    hasta: requiredDate('hasta'),
    establecimiento: z
      .pipe(
        z.optional(z.string().check(z.trim())),
        z.transform((value: string | undefined) => (value ? value : undefined)),
      )
      .check(
        z.refine((value) => value === undefined || /^\d{3}$/.test(value), { error: REPORTE_ESTABLECIMIENTO_MESSAGE }),
      ),
    /** The company's own ambiente unless asked for the other one. */
    ambiente: ambienteQuerySchema,
    formato: z._default(z.enum(['json', 'xlsx'], { error: 'El formato debe ser json o xlsx' }), 'json'),
  })
  .check(
    z.superRefine((query, context) => {
      if (!isIsoDate(query.desde) || !isIsoDate(query.hasta)) return;
      const days = daysBetween(query.desde, query.hasta);
      if (days < 0) context.addIssue({ code: 'custom', path: ['hasta'], message: REPORTE_RANGO_INVERTIDO_MESSAGE });
      else if (days + 1 > REPORTE_MAX_DIAS)
        context.addIssue({ code: 'custom', path: ['hasta'], message: REPORTE_RANGO_LARGO_MESSAGE });
    }),
  );
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;
/** The query with its ambiente resolved (the company's when the request names none). */
export type SalesReportScope = Omit<SalesReportQuery, 'ambiente'> & { ambiente: 1 | 2 };

const money = z.number();
/** Base and tax of one side (invoices, notas de débito, credit notes or the net). */
export const baseImpuestoSchema = z.object({ baseImponible: money, valor: money });
export type BaseImpuesto = z.infer<typeof baseImpuestoSchema>;

const bySideSchema = z.object({
  facturas: baseImpuestoSchema,
  /** Notas de débito (05): they add to the sales and the tax, like invoices. */
  notasDebito: baseImpuestoSchema,
  notasCredito: baseImpuestoSchema,
  /** Invoices plus notas de débito minus credit notes: what formulario 104 declares. */
  neto: baseImpuestoSchema,
});
export type PorTipo = z.infer<typeof bySideSchema>;

/** Base and IVA of the purchases by liquidación at one IVA rate. */
export const compraLiquidacionTarifaSchema = z.extend(baseImpuestoSchema, {
  codigoPorcentaje: z.number(),
  tarifa: z.nullable(z.number()),
  etiqueta: z.string(),
});
export type CompraLiquidacionTarifa = z.infer<typeof compraLiquidacionTarifaSchema>;

export const comprasLiquidacionSchema = z.object({
  /** Liquidaciones de compra AUTORIZADAS in the period. */
  liquidaciones: z.number(),
  /** One row per IVA rate of those liquidaciones, by ascending rate code. */
  iva: z.array(compraLiquidacionTarifaSchema),
  /** All rates together: the base bought and the IVA paid. */
  totalIva: baseImpuestoSchema,
  importeTotal: money,
});
export type ComprasLiquidacion = z.infer<typeof comprasLiquidacionSchema>;

export const salesReportSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  ambiente: z.union([z.literal(1), z.literal(2)]),
  establecimiento: z.nullable(z.string()),
  /** One row per IVA rate present in the period, by ascending rate code. */
  iva: z.array(
    z.extend(bySideSchema, { codigoPorcentaje: z.number(), tarifa: z.nullable(z.number()), etiqueta: z.string() }),
  ),
  /** All IVA rates together. */
  totalIva: bySideSchema,
  ice: bySideSchema,
  /** IRBPNR (bottles): base = bottles, valor = USD. */
  irbpnr: bySideSchema,
  /** importeTotal of the authorized documents. */
  importeTotal: z.object({ facturas: money, notasDebito: money, notasCredito: money, neto: money }),
  /** Every document of the period by type and state (any state). */
  documentos: z.array(z.object({ tipo: z.string(), estado: z.string(), cantidad: z.number() })),
  /** Documents of the period that may still be authorized (not in the figures yet). */
  pendientes: z.number(),
  /**
   * What customers withheld to the company on its invoices, by the retenciones received dated in the
   * period (issue #22): IVA withheld is credited in formulario 104, renta in the income-tax return.
   */
  retenido: z.object({ iva: money, renta: money, retenciones: z.number() }),
  /**
   * What the company bought by liquidación de compra (03) it issued, AUTORIZADA in the period: how
   * many, their base and IVA by rate (the IVA paid, crédito tributario of formulario 104) and importeTotal.
   * Apart from the sales figures above, which never include them.
   */
  comprasLiquidacion: comprasLiquidacionSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The rate's label for screens and sheets ('IVA 15%'); an unknown code keeps its number. */
export function ivaRateLabel(codigoPorcentaje: number): string {
  return ivaOptionByCodigo(codigoPorcentaje)?.label ?? `IVA código ${codigoPorcentaje}`;
}

/** Invoices plus notas de débito minus credit notes, to the cent. */
export function netOf(sides: { facturas: number; notasDebito: number; notasCredito: number }): number {
  return sumMoney([sides.facturas, sides.notasDebito, -sides.notasCredito]);
}

/** netOf for base and tax. */
export function netBaseImpuestoOf(
  facturas: BaseImpuesto,
  notasDebito: BaseImpuesto,
  notasCredito: BaseImpuesto,
): BaseImpuesto {
  const of = (pick: (side: BaseImpuesto) => number) =>
    netOf({ facturas: pick(facturas), notasDebito: pick(notasDebito), notasCredito: pick(notasCredito) });
  return { baseImponible: of((side) => side.baseImponible), valor: of((side) => side.valor) };
}
