import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/** The business that issues documents: every other row belongs to one emisor (tenancy). */
export const emisores = pgTable('emisores', {
  id: id(),
  ruc: text('ruc').notNull().unique(),
  razonSocial: text('razon_social').notNull(),
  nombreComercial: text('nombre_comercial').notNull(),
  dirMatriz: text('dir_matriz').notNull(),
  obligadoContabilidad: boolean('obligado_contabilidad').notNull().default(false),
  /** 'CONTRIBUYENTE RÉGIMEN RIMPE' / 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE', or none. */
  contribuyenteRimpe: text('contribuyente_rimpe'),
  /** The .p12 signing certificate and its password, encrypted at rest by the emission service. */
  certificadoP12: bytea('certificado_p12'),
  certificadoClaveCifrada: text('certificado_clave_cifrada'),
  createdAt: createdAt(),
});

export const establecimientos = pgTable(
  'establecimientos',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** Three digits, e.g. '001'. */
    codigo: text('codigo').notNull(),
    direccion: text('direccion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('establecimientos_emisor_codigo_uq').on(t.emisorId, t.codigo)],
);

export const puntosEmision = pgTable(
  'puntos_emision',
  {
    id: id(),
    establecimientoId: uuid('establecimiento_id')
      .notNull()
      .references(() => establecimientos.id),
    /** Three digits, e.g. '001'. */
    codigo: text('codigo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('puntos_emision_establecimiento_codigo_uq').on(t.establecimientoId, t.codigo)],
);

/**
 * The last secuencial used per emission point, document type ('01', '04') and ambiente (1, 2).
 * Bumped with UPDATE ... RETURNING inside the emission transaction: gapless and unique across instances.
 */
export const secuenciales = pgTable(
  'secuenciales',
  {
    puntoEmisionId: uuid('punto_emision_id')
      .notNull()
      .references(() => puntosEmision.id),
    tipo: text('tipo').notNull(),
    ambiente: smallint('ambiente').notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.puntoEmisionId, t.tipo, t.ambiente] }),
    check('secuenciales_ambiente_ck', sql`${t.ambiente} in (1, 2)`),
    check('secuenciales_ultimo_ck', sql`${t.ultimo} between 0 and 999999999`),
  ],
);
