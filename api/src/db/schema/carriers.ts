import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { emisores } from './tenancy';

/**
 * Carriers a company saved to choose again on a guía de remisión (06): one per identificación and
 * placa (the same driver with another vehicle is another entry).
 */
export const transportistas = pgTable(
  'transportistas',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** SRI code: 04 RUC, 05 cédula, 06 pasaporte, 08 exterior. */
    tipoIdentificacion: text('tipo_identificacion').notNull(),
    identificacion: text('identificacion').notNull(),
    razonSocial: text('razon_social').notNull(),
    /** Upper-cased as saved. */
    placa: text('placa').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transportistas_emisor_identificacion_placa_uq').on(t.emisorId, t.identificacion, t.placa)],
);
