import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns';
import { documentos } from './documents';
import { emisores } from './tenancy';
import { usuarios } from './users';

/**
 * Payments received against a credit invoice (issue #23). A deleted payment keeps its row with who,
 * when and why (the audit): balances count only the rows not deleted.
 */
export const cobros = pgTable(
  'cobros',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id),
    /** The day the money came in (YYYY-MM-DD, Ecuador's calendar). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    formaPago: text('forma_pago').notNull(),
    valor: decimal('valor').notNull(),
    referencia: text('referencia').notNull().default(''),
    registradoPor: uuid('registrado_por').references(() => usuarios.id),
    createdAt: createdAt(),
    eliminadoEn: timestamp('eliminado_en', { withTimezone: true, mode: 'date' }),
    eliminadoPor: uuid('eliminado_por').references(() => usuarios.id),
    motivoEliminacion: text('motivo_eliminacion'),
  },
  (t) => [
    index('cobros_documento_idx').on(t.emisorId, t.documentoId, t.fecha),
    check('cobros_valor_ck', sql`${t.valor} > 0`),
    check('cobros_eliminacion_ck', sql`(${t.eliminadoEn} is null) = (${t.motivoEliminacion} is null)`),
  ],
);

/** Each payment reminder e-mailed to a customer: its delivery log (PENDIENTE before SMTP, then ENVIADO or FALLÓ). */
export const recordatoriosCobro = pgTable(
  'recordatorios_cobro',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** The customer's cédula/RUC. */
    identificacion: text('identificacion').notNull(),
    destinatarios: jsonb('destinatarios').$type<string[]>().notNull(),
    /** The overdue invoices the message named. */
    documentoIds: jsonb('documento_ids').$type<string[]>().notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    messageId: text('message_id'),
    motivo: text('motivo'),
    createdAt: createdAt(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('recordatorios_cobro_emisor_idx').on(t.emisorId, t.createdAt),
    check('recordatorios_cobro_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLÓ')`),
  ],
);

/**
 * The claim behind «at most one reminder every 7 days per invoice»: one row per invoice, moved
 * forward by a conditional upsert that only one transaction can win, on any number of instances.
 */
export const recordatoriosCobroFacturas = pgTable('recordatorios_cobro_facturas', {
  documentoId: uuid('documento_id')
    .primaryKey()
    .references(() => documentos.id),
  emisorId: uuid('emisor_id')
    .notNull()
    .references(() => emisores.id),
  /** Null after a failed send: the next run may try again. */
  ultimoEnvio: timestamp('ultimo_envio', { withTimezone: true, mode: 'date' }),
  recordatorioId: uuid('recordatorio_id').references(() => recordatoriosCobro.id),
});
