import { ambienteQuerySchema, empresaResumenSchema } from '@facturador/shared/domain';
import { z } from 'zod/mini';

export const DASHBOARD_DIAS = 30;
export const DASHBOARD_MESES = 12;
export const DASHBOARD_TOP_PRODUCTOS = 10;

export const dashboardQuerySchema = z.object({
  /** The company's own ambiente unless the screen asks for the other one. */
  ambiente: ambienteQuerySchema,
});

const ventasSchema = z.object({
  /** Invoices plus notas de débito minus credit notes (importeTotal of authorized documents); retenciones are no sales. */
  ventas: z.number(),
  /** importeTotal of the invoices, of the notas de débito and of the credit notes. */
  facturas: z.number(),
  notasDebito: z.number(),
  notasCredito: z.number(),
  /** Invoices' importeTotal / number of invoices (0 without invoices). */
  ticketPromedio: z.number(),
  /** How many authorized invoices, notas de débito and credit notes. */
  numeroFacturas: z.number().check(z.int()),
  numeroNotasDebito: z.number().check(z.int()),
  numeroNotasCredito: z.number().check(z.int()),
});

export const dashboardSchema = z.object({
  ambiente: z.union([z.literal(1), z.literal(2)]),
  hoy: ventasSchema,
  mes: ventasSchema,
  /** The month's taxes, invoices and notas de débito minus credit notes (authorized), by group (issue #21). */
  impuestosMes: z.object({ iva: z.number(), ice: z.number(), irbpnr: z.number() }),
  diario: z.array(z.object({ fecha: z.string(), ventas: z.number() })),
  mensual: z.array(z.object({ mes: z.string(), ventas: z.number() })),
  atencion: z.array(
    z.object({
      claveAcceso: z.string(),
      tipo: z.string(),
      numero: z.string(),
      estado: z.string(),
      fecha: z.string(),
      /** Why it needs attention: its state, or the failed e-mail. */
      motivo: z.string(),
      /** Flagged by SRI's follow-up: POR AUTORIZAR past 24 h or PENDIENTE too long (issue #11). */
      marcado: z.boolean(),
    }),
  ),
  /**
   * Last month's ATS while it is not yet due, when its data has problems (issue #42 §4): «ATS de noviembre:
   * 3 problemas», linking to Anexos y formularios. PRODUCCIÓN only, for companies that file the ATS.
   */
  anexos: z.array(
    z.object({ anio: z.number(), mes: z.number(), problemas: z.number().check(z.int()), mensaje: z.string() }),
  ),
  stockBajo: z.array(
    z.object({
      codigo: z.string(),
      nombre: z.string(),
      almacen: z.string(),
      stock: z.number(),
      stockMinimo: z.number(),
    }),
  ),
  topProductos: z.array(z.object({ codigo: z.string(), nombre: z.string(), cantidad: z.number(), total: z.number() })),
  /** The certificate's expiry and the plan's usage this month, as GET /api/user has them. */
  empresa: z.nullable(empresaResumenSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const CORREO_FALLIDO_MOTIVO = 'Correo no enviado';
