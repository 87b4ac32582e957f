import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documentos } from './documents';
import { emisores } from './tenancy';
import { usuarios } from './users';

/**
 * Who asked, when and why a document was annulled in SRI en línea (issue #24): one per document. A
 * nota de crédito or retención waits for its receiver (issue 37): `estado` PENDIENTE DE ACEPTACIÓN
 * until `plazo` (dd/mm/aaaa), then ACEPTADA (the document is ANULADA) or RECHAZADA; an invoice's is
 * ACEPTADA at once. A new request after a rejection renews the row.
 */
export const anulaciones = pgTable(
  'anulaciones',
  {
    documentoId: uuid('documento_id')
      .primaryKey()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** The user's name then (kept if the user is removed). */
    usuario: text('usuario').notNull(),
    motivo: text('motivo').notNull(),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    estado: text('estado').notNull().default('ACEPTADA'),
    /** Last day of the receiver's answer; null when none is needed. */
    plazo: text('plazo'),
    /** Who recorded the receiver's answer, and when. */
    respuestaUsuario: text('respuesta_usuario'),
    respuestaFecha: timestamp('respuesta_fecha', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('anulaciones_estado_ck', sql`${t.estado} in ('PENDIENTE DE ACEPTACIÓN', 'ACEPTADA', 'RECHAZADA')`)],
);
