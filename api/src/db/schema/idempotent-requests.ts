import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { emisores } from './tenancy';

/**
 * `Idempotency-Key` of the money-writing routes that opt in (cobros, compras, retenciones recibidas,
 * anulación), per emisor and route. The first request claims the key before it runs; a retry with the
 * same key and body gets the stored answer instead of writing again (plugins/app/idempotency.ts).
 */
export const solicitudesIdempotentes = pgTable(
  'solicitudes_idempotentes',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** Method and route pattern, e.g. `POST /api/facturas/:clave/cobros`: a key is reusable across routes. */
    ruta: text('ruta').notNull(),
    clave: text('clave').notNull(),
    /** SHA-256 of the route's params, query and body: the same key with another body is refused. */
    huella: text('huella').notNull(),
    /** The request that holds the key now; a takeover of an abandoned claim gives it a new one. */
    dueno: uuid('dueno').notNull(),
    tomadaEn: timestamp('tomada_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set inside the request's own transaction: its write committed, so the key is never run again. */
    confirmada: boolean('confirmada').notNull().default(false),
    /** The first answer, replayed as is; null while the first request is still running. */
    estado: integer('estado'),
    tipo: text('tipo'),
    cuerpo: text('cuerpo'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.ruta, t.clave] })],
);
