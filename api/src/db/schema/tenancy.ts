import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/** The business that issues documents: every other row belongs to one emisor (tenancy). */
export const emisores = pgTable(
  'emisores',
  {
    id: id(),
    ruc: text('ruc').notNull().unique(),
    razonSocial: text('razon_social').notNull(),
    nombreComercial: text('nombre_comercial').notNull(),
    dirMatriz: text('dir_matriz').notNull(),
    obligadoContabilidad: boolean('obligado_contabilidad').notNull().default(false),
    /** The .p12 signing certificate and its password, encrypted at rest by the emission service. */
    certificadoP12: bytea('certificado_p12'),
    certificadoClaveCifrada: text('certificado_clave_cifrada'),
    /** {titular, emisor, serie, validoDesde, validoHasta} of the stored certificate, read at upload. */
    certificadoInfo: jsonb('certificado_info'),
    email: text('email').notNull().default(''),
    /** Resolution numbers; empty = not one. */
    contribuyenteEspecial: text('contribuyente_especial').notNull().default(''),
    agenteRetencion: text('agente_retencion').notNull().default(''),
    /** GENERAL, RIMPE EMPRENDEDOR or RIMPE NEGOCIO POPULAR (the XML's contribuyenteRimpe follows from it). */
    regimen: text('regimen').notNull().default('GENERAL'),
    /** gratis, profesional or anual_pro (shared PLANES); changed by the operator command emisor:plan. */
    plan: text('plan').notNull().default('gratis'),
    /** The company's ambiente: 1 PRUEBAS (every company starts there), 2 PRODUCCIÓN. */
    ambiente: smallint('ambiente').notNull().default(1),
    /** A deactivated company cannot sign in. */
    activo: boolean('activo').notNull().default(true),
    /** Producer or importer: its products may carry ICE (issue #21); off by default. */
    cobraIce: boolean('cobra_ice').notNull().default(false),
    logo: bytea('logo'),
    /** image/png or image/jpeg. */
    logoTipo: text('logo_tipo'),
    createdAt: createdAt(),
  },
  (t) => [
    check('emisores_regimen_ck', sql`${t.regimen} in ('GENERAL', 'RIMPE EMPRENDEDOR', 'RIMPE NEGOCIO POPULAR')`),
    check('emisores_plan_ck', sql`${t.plan} in ('gratis', 'profesional', 'anual_pro')`),
    check('emisores_ambiente_ck', sql`${t.ambiente} in (1, 2)`),
  ],
);

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
    nombreComercial: text('nombre_comercial').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
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
    activo: boolean('activo').notNull().default(true),
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
