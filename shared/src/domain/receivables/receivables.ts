import {
  ambienteQuerySchema,
  ambienteSchema,
  dateFilterSchema,
  FORMAS_PAGO_ACTIVAS,
  formatMoney,
  hasAtMostTwoDecimals,
  isDateInRange,
  isIsoDate,
  MAX_IMPORTE_TOTAL,
  optionalFilterSchema,
  rangoFechasCheck,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { TRAMOS } from './terms';

/**
 * Cuentas por cobrar (issue #23): payments against credit invoices, balances, ageing and the
 * customer's statement. The API computes every figure (services/receivables); screens show them.
 */
export const REGISTRAR_COBRO_TITLE = 'Registrar cobro';
export const CUENTAS_POR_COBRAR_TITLE = 'Cuentas por cobrar';
export const ESTADO_DE_CUENTA_TITLE = 'Estado de cuenta';
export const POR_COBRAR_LABEL = 'Por cobrar';
export const VENCIDO_LABEL = 'Vencido';

export const COBRO_REGISTRADO_MESSAGE = 'Cobro registrado';
export const COBRO_ELIMINADO_MESSAGE = 'Cobro eliminado';
export const cobroExcedeSaldoMessage = (valor: number, saldo: number) =>
  `El cobro de ${formatMoney(valor)} supera el saldo de la factura (${formatMoney(saldo)}).`;
export const FACTURA_NO_A_CREDITO_MESSAGE =
  'La factura se pagó al contado al emitirla (sus formas de pago no tienen plazo): no tiene saldo por cobrar.';
export const FACTURA_COBRO_NO_AUTORIZADA_MESSAGE = 'Solo se registran cobros de facturas AUTORIZADAS por el SRI.';
export const FACTURA_COBRO_NO_ENCONTRADA_MESSAGE = 'La factura no existe.';
export const COBRO_NO_ENCONTRADO_MESSAGE = 'El cobro no existe.';
export const COBRO_YA_ELIMINADO_MESSAGE = 'El cobro ya fue eliminado.';
export const COBRO_FECHA_MESSAGE = 'Indique la fecha del cobro con el formato AAAA-MM-DD';
export const COBRO_FECHA_FUTURA_MESSAGE = 'La fecha del cobro no puede ser posterior a hoy.';
export const cobroAntesDeEmisionMessage = (emision: string) =>
  `La fecha del cobro no puede ser anterior a la emisión de la factura (${emision}).`;
export const COBRO_VALOR_MESSAGE = 'El valor del cobro debe ser mayor que cero y tener como máximo 2 decimales';
export const COBRO_FORMA_PAGO_MESSAGE = `La forma de pago debe ser una de: ${FORMAS_PAGO_ACTIVAS.join(', ')}`;
export const COBRO_MOTIVO_MESSAGE = 'Indique el motivo por el que elimina el cobro (hasta 300 caracteres)';
export const CLIENTE_SIN_MOVIMIENTOS_MESSAGE = 'El cliente no tiene facturas a crédito.';
export const CLIENTE_SIN_CORREO_MESSAGE = 'El cliente no tiene correo electrónico: indique a qué direcciones enviarlo.';
export const ESTADO_DE_CUENTA_ENVIADO_MESSAGE = 'Estado de cuenta enviado por correo';
/** 402 when a Gratis company turns reminders on. */
export const RECORDATORIOS_COBRO_NO_DISPONIBLE_MESSAGE =
  'Los recordatorios de cobro por correo están disponibles en los planes Profesional y Anual Pro.';
export const RECORDATORIOS_COBRO_INVALIDO_MESSAGE = 'Indique si se envían recordatorios de cobro';
export const RECORDATORIOS_COBRO_LABEL =
  'Enviar recordatorios de cobro a los clientes con facturas vencidas (como máximo uno por factura cada 7 días)';
/** A reminder names an invoice again only after this many days. */
export const RECORDATORIO_INTERVALO_DIAS = 7;

const isoDate = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => isIsoDate(value) && isDateInRange(value), { error: message }),
  );

/** `POST /api/facturas/{clave}/cobros`. */
export const cobroCreateSchema = z.object({
  fecha: isoDate(COBRO_FECHA_MESSAGE),
  formaPago: z.enum(FORMAS_PAGO_ACTIVAS, { error: COBRO_FORMA_PAGO_MESSAGE }),
  valor: z
    .number({ error: COBRO_VALOR_MESSAGE })
    .check(
      z.gt(0, { error: COBRO_VALOR_MESSAGE }),
      z.lte(MAX_IMPORTE_TOTAL, { error: COBRO_VALOR_MESSAGE }),
      z.refine(hasAtMostTwoDecimals, { error: COBRO_VALOR_MESSAGE }),
    ),
  referencia: z._default(
    z.string().check(z.trim(), z.maxLength(100, 'La referencia admite como máximo 100 caracteres')),
    '',
  ),
});
export type CobroCreate = z.infer<typeof cobroCreateSchema>;

/** `DELETE /api/cobros/{id}`: the reason is kept with the payment. */
export const cobroDeleteSchema = z.object({
  motivo: z
    .string({ error: COBRO_MOTIVO_MESSAGE })
    .check(z.trim(), z.minLength(1, COBRO_MOTIVO_MESSAGE), z.maxLength(300, COBRO_MOTIVO_MESSAGE)),
});

export const cobroSchema = z.object({
  id: z.string(),
  fecha: z.string(),
  formaPago: z.string(),
  valor: z.number(),
  referencia: z.string(),
  registradoEn: z.string(),
  registradoPor: z.nullable(z.string()),
  /** Deleted payments stay listed with who, when and why; they count for nothing. */
  eliminado: z.nullable(z.object({ en: z.string(), por: z.nullable(z.string()), motivo: z.string() })),
});
export type Cobro = z.infer<typeof cobroSchema>;

/** The documents that are receivable: invoices, and the notas de débito that charge their customers more. */
export const TIPOS_COMPROBANTE_POR_COBRAR = ['01', '05'] as const;

/**
 * An invoice's account (or a nota de débito's, which is its own account: its own date and number,
 * paid with its own cobros): what it was, what lowered it, what is left and whether it is overdue.
 */
export const cuentaFacturaSchema = z.object({
  claveAcceso: z.string(),
  /** '01' factura, '05' nota de débito. */
  tipoComprobante: z.enum(TIPOS_COMPROBANTE_POR_COBRAR),
  numero: z.string(),
  /** A nota de débito's invoice (001-001-000000123); null for an invoice. */
  numDocModificado: z.nullable(z.string()),
  identificacion: z.string(),
  razonSocial: z.string(),
  /** dd/mm/aaaa. */
  fechaEmision: z.string(),
  /** dd/mm/aaaa; null when nothing was sold on credit. */
  vencimiento: z.nullable(z.string()),
  aCredito: z.boolean(),
  importeTotal: z.number(),
  /** Paid at the counter at emission (pagos without plazo). */
  contado: z.number(),
  notasCredito: z.number(),
  retenciones: z.number(),
  cobrado: z.number(),
  saldo: z.number(),
  vencido: z.boolean(),
  /** Days past the due date today (0 when not overdue). */
  diasVencido: z.number(),
});
export type CuentaFactura = z.infer<typeof cuentaFacturaSchema>;

export const recordatorioSchema = z.object({
  fecha: z.string(),
  estado: z.string(),
  destinatarios: z.array(z.string()),
  motivo: z.nullable(z.string()),
});

export const cobrosResponseSchema = z.object({
  cuenta: cuentaFacturaSchema,
  cobros: z.array(cobroSchema),
  recordatorios: z.array(recordatorioSchema),
});
export type CobrosResponse = z.infer<typeof cobrosResponseSchema>;
export const cobroResponseSchema = z.object({ mensaje: z.string(), cobro: cobroSchema, cuenta: cuentaFacturaSchema });

export const tramosSchema = z.object(
  Object.fromEntries(TRAMOS.map((tramo) => [tramo, z.number()])) as {
    [K in (typeof TRAMOS)[number]]: z.ZodMiniNumber<number>;
  },
);
export type Tramos = z.infer<typeof tramosSchema>;

/** `GET /api/cuentas-por-cobrar`: corte defaults to today (Ecuador); ambiente to the company's. */
export const ageingQuerySchema = z.object({
  corte: dateFilterSchema('de corte'),
  ambiente: ambienteQuerySchema,
  /** Part of the customer's cédula/RUC or name. */
  filtro: optionalFilterSchema,
  /** Only customers with something overdue. */
  vencidos: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: 'vencidos debe ser true o false' })),
    z.transform((value: 'true' | 'false' | undefined) => value === 'true'),
  ),
});

export const ageingClienteSchema = z.object({
  identificacion: z.string(),
  razonSocial: z.string(),
  saldo: z.number(),
  vencido: z.number(),
  tramos: tramosSchema,
  facturas: z.number(),
});
export type AgeingCliente = z.infer<typeof ageingClienteSchema>;

export const ageingResponseSchema = z.object({
  corte: z.string(),
  ambiente: ambienteSchema,
  clientes: z.array(ageingClienteSchema),
  totales: z.object({ saldo: z.number(), vencido: z.number(), tramos: tramosSchema }),
});
export type AgeingResponse = z.infer<typeof ageingResponseSchema>;

export const FORMATOS_ESTADO_DE_CUENTA = ['json', 'pdf', 'xlsx'] as const;

/** `GET /api/clientes/{identificacion}/estado-de-cuenta`: hasta defaults to today, desde to the first movement. */
export const statementQuerySchema = z
  .object({
    desde: dateFilterSchema('desde'),
    hasta: dateFilterSchema('hasta'),
    ambiente: ambienteQuerySchema,
    formato: z._default(z.enum(FORMATOS_ESTADO_DE_CUENTA, { error: 'El formato debe ser json, pdf o xlsx' }), 'json'),
  })
  .check(rangoFechasCheck());
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const identificacionParamsSchema = z.object({ identificacion: z.string().check(z.trim(), z.maxLength(20)) });

export const TIPOS_MOVIMIENTO_CUENTA = [
  'FACTURA',
  'NOTA_DEBITO',
  'CONTADO',
  'NOTA_CREDITO',
  'RETENCION',
  'COBRO',
] as const;
export const TIPO_MOVIMIENTO_CUENTA_LABELS: Record<(typeof TIPOS_MOVIMIENTO_CUENTA)[number], string> = {
  FACTURA: 'Factura',
  NOTA_DEBITO: 'Nota de Débito',
  CONTADO: 'Pago al contado',
  NOTA_CREDITO: 'Nota de crédito',
  RETENCION: 'Retención',
  COBRO: 'Cobro',
};

export const movimientoSchema = z.object({
  /** dd/mm/aaaa. */
  fecha: z.string(),
  tipo: z.enum(TIPOS_MOVIMIENTO_CUENTA),
  /** The movement's own number (invoice, nota de débito, credit note, retención); empty for a payment. */
  numero: z.string(),
  /** A payment's reference (transfer, voucher); empty for the rest. */
  referencia: z.string(),
  /** The invoice it belongs to (a nota de débito's movements: the nota de débito's own number). */
  factura: z.string(),
  claveAcceso: z.string(),
  descripcion: z.string(),
  cargo: z.number(),
  abono: z.number(),
  saldo: z.number(),
});
export type Movimiento = z.infer<typeof movimientoSchema>;

export const statementSchema = z.object({
  cliente: z.object({ identificacion: z.string(), razonSocial: z.string(), email: z.string() }),
  /** dd/mm/aaaa. */
  desde: z.nullable(z.string()),
  hasta: z.string(),
  saldoInicial: z.number(),
  movimientos: z.array(movimientoSchema),
  saldoFinal: z.number(),
  vencido: z.number(),
  tramos: tramosSchema,
  /** Invoices with a balance on `hasta`. */
  facturas: z.array(cuentaFacturaSchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** `POST …/estado-de-cuenta/correo`: the statement's period, and optional recipients (default: the customer's e-mail). */
export const statementMailSchema = z.object({
  desde: dateFilterSchema('desde'),
  hasta: dateFilterSchema('hasta'),
  ambiente: z.optional(ambienteSchema),
  destinatarios: z.optional(z.array(z.email('Correo electrónico inválido')).check(z.minLength(1), z.maxLength(10))),
});
export const statementMailResponseSchema = z.object({
  mensaje: z.string(),
  destinatarios: z.array(z.string()),
  messageId: z.string(),
});
