import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documentos } from './documents';
import { emisores } from './tenancy';
import { usuarios } from './users';

/** Who confirmed, when and why a document was annulled in SRI en línea (issue #24): one per document. */
export const anulaciones = pgTable('anulaciones', {
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
});
