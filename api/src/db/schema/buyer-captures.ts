import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { emisores } from './tenancy';
import { usuarios } from './users';

/**
 * «Datos del cliente por QR»: a one-use link the clerk shows as a QR code; the buyer's phone fills it. Only
 * the SHA-256 of the token is stored, so a copy of the table opens no link.
 */
export const capturasCliente = pgTable(
  'capturas_cliente',
  {
    tokenHash: text('token_hash').primaryKey(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** The clerk who created it: only they read the result. */
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    expiraEn: timestamp('expira_en', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set once, when the buyer sends their data: the link is then spent. */
    usadoEn: timestamp('usado_en', { withTimezone: true, mode: 'date' }),
    /** The buyer as the invoice screen fills it (CapturaComprador). */
    datos: jsonb('datos'),
    createdAt: createdAt(),
  },
  (t) => [index('capturas_cliente_expira_en_idx').on(t.expiraEn)],
);
