import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the SRI's taxpayer registry (catastro) by identification, shared by every API instance: one
 * question per identification and day (issue 27). Public data, not tenant data: no emisor id.
 */
export const catastroContribuyentes = pgTable('catastro_contribuyentes', {
  identificacion: text('identificacion').primaryKey(),
  /** The contribuyente as GET /api/contribuyentes answers it; null: the registry does not know it. */
  datos: jsonb('datos'),
  consultadoEn: timestamp('consultado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
