import { date, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { emisores } from './tenancy';

/**
 * Sales summaries kept by the database itself (issue #15): triggers on `documentos` and
 * `documento_impuestos` (migration 0010) add an authorized document's figures to its Ecuadorian day
 * when it becomes AUTORIZADA and take them away if it stops being so. The dashboard and the monthly
 * report read a few hundred of these rows instead of a year of documents.
 */
const sum = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' }).notNull().default('0');

/** importeTotal and count of an emisor's authorized documents, per day, establishment and type. */
export const ventasDiarias = pgTable(
  'ventas_diarias',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    ambiente: smallint('ambiente').notNull(),
    /** The day in America/Guayaquil (UTC-05:00, no DST). */
    dia: date('dia', { mode: 'string' }).notNull(),
    estab: text('estab').notNull(),
    tipo: text('tipo').notNull(),
    documentos: integer('documentos').notNull().default(0),
    importeTotal: sum('importe_total'),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.ambiente, t.dia, t.estab, t.tipo] })],
);

/** totalConImpuestos of the authorized documents (documento_impuestos summed), per day, establishment, type and rate. */
export const impuestosDiarios = pgTable(
  'impuestos_diarios',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    ambiente: smallint('ambiente').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    estab: text('estab').notNull(),
    tipo: text('tipo').notNull(),
    codigo: smallint('codigo').notNull(),
    codigoPorcentaje: smallint('codigo_porcentaje').notNull(),
    tarifa: numeric('tarifa', { precision: 5, scale: 2, mode: 'number' }),
    baseImponible: sum('base_imponible'),
    valor: sum('valor'),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.ambiente, t.dia, t.estab, t.tipo, t.codigo, t.codigoPorcentaje] })],
);

/** The authorized invoices' lines (payload), per day and product code: the dashboard's best sellers. */
export const productosVendidosDiarios = pgTable(
  'productos_vendidos_diarios',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    ambiente: smallint('ambiente').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    codigo: text('codigo').notNull(),
    /** The name on the latest line. */
    nombre: text('nombre').notNull(),
    cantidad: numeric('cantidad', { mode: 'string' }).notNull().default('0'),
    total: sum('total'),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.ambiente, t.dia, t.codigo] })],
);
