import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { documentos } from './documents';
import { emisores } from './tenancy';

/**
 * Each «Enviar por WhatsApp» of a document (issue 44): the user who sent it (and their name then),
 * when, and the number it went to (E.164 without '+', as wa.me takes it). The chat itself happens in
 * the user's WhatsApp: this records that the link was prepared, not that the buyer read it.
 */
export const enviosWhatsapp = pgTable(
  'envios_whatsapp',
  {
    id: id(),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    usuarioId: uuid('usuario_id').notNull(),
    usuario: text('usuario').notNull(),
    telefono: text('telefono').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('envios_whatsapp_documento_idx').on(t.documentoId, t.createdAt)],
);
