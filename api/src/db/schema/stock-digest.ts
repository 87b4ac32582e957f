import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { emisores } from './tenancy';

/**
 * The daily low-stock digest e-mailed to each company (issue #15): one row per emisor and Ecuadorian
 * day, written before SMTP is spoken to. The primary key is the claim: however many instances or
 * jobs try, a company gets at most one digest a day.
 */
export const resumenesStockBajo = pgTable(
  'resumenes_stock_bajo',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** The day in America/Guayaquil (YYYY-MM-DD). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    destinatario: text('destinatario').notNull(),
    /** Item rows (product and warehouse) the digest listed. */
    productos: integer('productos').notNull(),
    messageId: text('message_id'),
    motivo: text('motivo'),
    createdAt: createdAt(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.fecha] }),
    check('resumenes_stock_bajo_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLÓ')`),
  ],
);
