import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { almacenes } from './inventory';
import { emisores, puntosEmision } from './tenancy';

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    /** Sign-in name, unique across the whole installation (login sends only usuario and clave). */
    usuario: text('usuario').notNull().unique(),
    /** argon2id hash. */
    claveHash: text('clave_hash').notNull(),
    usarInventario: boolean('usar_inventario').notNull().default(true),
    cambiarAlmacen: boolean('cambiar_almacen').notNull().default(false),
    /** Company settings and users. */
    administrar: boolean('administrar').notNull().default(false),
    nombre: text('nombre').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Tokens carry it: a password reset bumps it and signs out every session at once. */
    sesionVersion: integer('sesion_version').notNull().default(0),
    /** Default warehouse. */
    almacenId: uuid('almacen_id').references(() => almacenes.id),
    /** Default environment (1 pruebas, 2 producción); none by default (spec 01 §3). */
    ambiente: smallint('ambiente'),
    /** Where this user's documents are numbered; null = the emisor's first point. */
    puntoEmisionId: uuid('punto_emision_id').references(() => puntosEmision.id),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('usuarios_ambiente_ck', sql`${t.ambiente} is null or ${t.ambiente} in (1, 2)`)],
);
