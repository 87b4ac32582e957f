import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * What a migration found and left for a person to decide (e.g. product codes that clash once case
 * and spaces are ignored): migrations report such data here instead of failing or merging it.
 */
export const notasMigracion = pgTable(
  'notas_migracion',
  {
    id: id(),
    migracion: text('migracion').notNull(),
    emisorId: uuid('emisor_id'),
    detalle: text('detalle').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notas_migracion_emisor_idx').on(t.emisorId)],
);
