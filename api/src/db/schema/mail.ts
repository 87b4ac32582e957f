import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { documentos } from './documents';
import { emisores } from './tenancy';

/**
 * Each e-mail of a document to its buyer (issue #12): the automatic one after AUTORIZADA (at most
 * one per document, by the partial unique index) and every 'Reenviar correo'. The row is written
 * PENDIENTE before the SMTP conversation and ENVIADO (Message-ID) or FALLÓ (reason) after it.
 */
export const entregasCorreo = pgTable(
  'entregas_correo',
  {
    id: id(),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    reenvio: boolean('reenvio').notNull().default(false),
    estado: text('estado').notNull().default('PENDIENTE'),
    destinatarios: jsonb('destinatarios').$type<string[]>().notNull(),
    messageId: text('message_id'),
    motivo: text('motivo'),
    intentos: integer('intentos').notNull().default(0),
    /** Set while one worker talks to SMTP: others leave the row alone until it is this old. */
    enviandoDesde: timestamp('enviando_desde', { withTimezone: true, mode: 'date' }),
    enviadoEn: timestamp('enviado_en', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entregas_correo_automatica_uq').on(t.documentoId).where(sql`not ${t.reenvio}`),
    index('entregas_correo_documento_idx').on(t.documentoId, t.createdAt),
    index('entregas_correo_pendientes_idx').on(t.createdAt).where(sql`${t.estado} = 'PENDIENTE'`),
    // Dashboard: an emisor's failed messages.
    index('entregas_correo_fallidas_idx').on(t.emisorId).where(sql`${t.estado} = 'FALLÓ'`),
    check('entregas_correo_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLÓ')`),
  ],
);

/**
 * The emisor's e-mail settings (set on the Empresa page): whether PRUEBAS documents are e-mailed,
 * and an optional own SMTP server and sender. The Reply-To is the company's e-mail (`emisores.email`).
 * The SMTP password is kept apart from its URL, encrypted like the certificate passwords.
 */
export const emisorCorreo = pgTable('emisor_correo', {
  emisorId: uuid('emisor_id')
    .primaryKey()
    .references(() => emisores.id),
  enviarEnPruebas: boolean('enviar_en_pruebas').notNull().default(false),
  /** smtp(s)://user@host:port, without the password. */
  smtpUrl: text('smtp_url'),
  smtpClaveCifrada: text('smtp_clave_cifrada'),
  remitenteNombre: text('remitente_nombre'),
  remitenteEmail: text('remitente_email'),
  /** The daily low-stock digest to the company's e-mail; null: the plan's default (on where the plan offers it). */
  resumenStockBajo: boolean('resumen_stock_bajo'),
  /** E-mail customers with overdue invoices (issue #23): off until the company turns it on, on plans that offer it. */
  recordatoriosCobro: boolean('recordatorios_cobro').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
