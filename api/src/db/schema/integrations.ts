import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { emisores } from './tenancy';
import { usuarios } from './users';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * API keys of a company (issue #28). Only the SHA-256 of the secret is kept (the secret is 256 random
 * bits: a slow hash adds nothing); a key acts as the administrator who created it, within its permisos.
 * Revoking sets `revocada_en`, read on every request, so it holds on every instance at once.
 */
export const clavesApi = pgTable(
  'claves_api',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    nombre: text('nombre').notNull(),
    /** The secret's first characters, to tell keys apart in the list. */
    prefijo: text('prefijo').notNull(),
    hash: text('hash').notNull(),
    permisos: jsonb('permisos').$type<string[]>().notNull(),
    creadaPor: uuid('creada_por')
      .notNull()
      .references(() => usuarios.id),
    ultimoUso: timestampColumn('ultimo_uso'),
    revocadaEn: timestampColumn('revocada_en'),
    revocadaPor: uuid('revocada_por').references(() => usuarios.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claves_api_hash_uq').on(t.hash), index('claves_api_emisor_idx').on(t.emisorId, t.createdAt)],
);

/** Where a company wants its events; the signing secret is encrypted like the certificates' passwords. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    url: text('url').notNull(),
    eventos: jsonb('eventos').$type<string[]>().notNull(),
    secretoCifrado: text('secreto_cifrado').notNull(),
    creadoPor: uuid('creado_por')
      .notNull()
      .references(() => usuarios.id),
    eliminadoEn: timestampColumn('eliminado_en'),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_emisor_idx').on(t.emisorId).where(sql`${t.eliminadoEn} is null`)],
);

/**
 * One event for one webhook: written in the transaction that caused the event (at most one per event
 * and webhook, by `evento_clave`), then sent by a job until the receiver answers 2xx or the retry
 * window is over. `historial` keeps every try.
 */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id),
    evento: text('evento').notNull(),
    /** What happened, e.g. `documento.autorizado:<documento id>`: the same event is never delivered twice. */
    eventoClave: text('evento_clave').notNull(),
    cuerpo: jsonb('cuerpo').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    intentos: integer('intentos').notNull().default(0),
    ultimoCodigo: integer('ultimo_codigo'),
    ultimoError: text('ultimo_error'),
    proximoIntento: timestampColumn('proximo_intento'),
    /** Set while one worker sends it: another leaves it alone until it is this old. */
    enviandoDesde: timestampColumn('enviando_desde'),
    historial: jsonb('historial')
      .$type<{ fecha: string; codigo: number | null; error: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    entregadaEn: timestampColumn('entregada_en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_entregas_evento_uq').on(t.webhookId, t.eventoClave),
    index('webhook_entregas_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_entregas_pendientes_idx').on(t.createdAt).where(sql`${t.estado} = 'PENDIENTE'`),
    check('webhook_entregas_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENTREGADA', 'FALLIDA')`),
  ],
);
