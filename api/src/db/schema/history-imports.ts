import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { emisores } from './tenancy';

/**
 * A company's history brought from another system: the authorized XMLs it issued there, processed in the
 * background (a pg-boss job, resumable from `procesados` after a restart), then confirmed (numbering,
 * customers, products, receivables) or undone as a whole.
 */
export const importacionesHistorial = pgTable(
  'importaciones_historial',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    usuarioId: uuid('usuario_id').notNull(),
    estado: text('estado').notNull().default('procesando'),
    /** Files, ZIP entries or claves, counted before processing. */
    total: integer('total').notNull(),
    /** How many of them have a result: the job resumes after the last one. */
    procesados: integer('procesados').notNull().default(0),
    /** The claves de acceso to fetch from the SRI, when the import was asked by clave. */
    claves: jsonb('claves').$type<string[]>(),
    /** A worker holds the import until then; an expired lease (its process died) lets another resume it. */
    arrendadaHasta: timestamp('arrendada_hasta', { withTimezone: true, mode: 'date' }),
    /** What confirming did, and what undoing must restore (secuenciales before, customers and products created). */
    confirmacion: jsonb('confirmacion'),
    deshacer: jsonb('deshacer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('importaciones_historial_emisor_idx').on(t.emisorId, t.createdAt),
    check('importaciones_historial_estado_ck', sql`${t.estado} in ('procesando', 'lista', 'confirmada')`),
  ],
);

/** The uploaded files of an import, kept until it is processed (the job reads them one entry at a time). */
export const importacionFuentes = pgTable(
  'importacion_fuentes',
  {
    importacionId: uuid('importacion_id')
      .notNull()
      .references(() => importacionesHistorial.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    nombre: text('nombre').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importacionId, t.orden] })],
);

/** One result per file, ZIP entry or clave, in order: written with the document it imported. */
export const importacionResultados = pgTable(
  'importacion_resultados',
  {
    importacionId: uuid('importacion_id')
      .notNull()
      .references(() => importacionesHistorial.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    archivo: text('archivo').notNull(),
    estado: text('estado').notNull(),
    mensaje: text('mensaje').notNull(),
    claveAcceso: text('clave_acceso'),
    numero: text('numero'),
    codDoc: text('cod_doc'),
  },
  (t) => [primaryKey({ columns: [t.importacionId, t.orden] })],
);
