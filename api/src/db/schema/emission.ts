import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { documentos } from './documents';
import { emisores } from './tenancy';

/**
 * `Idempotency-Key` of `POST /api/facturar`, per emisor: the first request inserts the row inside its
 * emission transaction (a concurrent twin waits on the unique key), then stores its answer; a retry
 * with the same key gets that answer instead of issuing a second document.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    clave: text('clave').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    huella: text('huella').notNull(),
    documentoId: uuid('documento_id').references(() => documentos.id),
    /** The first answer, replayed as is; null while the first request is still sending to SRI. */
    respuesta: jsonb('respuesta'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.clave] })],
);
