import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { emisores } from './tenancy';

/** Buyers an emisor invoiced (registrarComprador), looked up by GET /api/persona. */
export const compradores = pgTable(
  'compradores',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** SRI code: 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final, 08 exterior. */
    tipoIdentificacion: text('tipo_identificacion').notNull(),
    identificacion: text('identificacion').notNull(),
    razonSocial: text('razon_social').notNull(),
    direccion: text('direccion').notNull().default(''),
    email: text('email').notNull().default(''),
    /** From the customer import (issue 27); the invoice screen does not ask for it. */
    telefono: text('telefono').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('compradores_emisor_identificacion_uq').on(t.emisorId, t.identificacion)],
);
