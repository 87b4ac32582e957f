import { numeric, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { decimal } from './columns';
import { documentos } from './documents';

/**
 * A document's totalConImpuestos, one row per tax and rate, exactly as its XML carries them: the
 * sales report sums these in SQL instead of reading XMLs or payloads.
 */
export const documentoImpuestos = pgTable(
  'documento_impuestos',
  {
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id, { onDelete: 'cascade' }),
    /** 2 IVA, 3 ICE. */
    codigo: smallint('codigo').notNull(),
    codigoPorcentaje: smallint('codigo_porcentaje').notNull(),
    tarifa: numeric('tarifa', { precision: 5, scale: 2, mode: 'number' }),
    baseImponible: decimal('base_imponible').notNull(),
    valor: decimal('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentoId, t.codigo, t.codigoPorcentaje] })],
);
