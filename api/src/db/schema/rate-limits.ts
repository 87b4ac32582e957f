import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (login, public RIDE) when several API instances share one
 * PostgreSQL database: one row per key, its window starting at the key's first request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    clave: text('clave').primaryKey(),
    contador: integer('contador').notNull(),
    expira: timestamp('expira', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_counters_expira').on(table.expira)],
);
