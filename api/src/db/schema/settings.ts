import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Installation-wide values generated once, e.g. the JWT secret when JWT_SECRET is not set. */
export const appSettings = pgTable('app_settings', {
  clave: text('clave').primaryKey(),
  valor: text('valor').notNull(),
  createdAt: createdAt(),
});
