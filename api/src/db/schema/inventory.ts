import { type ContenidoProducto, DEFAULT_IMPUESTO_PRODUCTO } from '@facturador/shared/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from './columns';
import { emisores } from './tenancy';

export const almacenes = pgTable(
  'almacenes',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull().default(''),
    ciudad: text('ciudad').notNull().default(''),
    responsable: text('responsable').notNull(),
    telefono: text('telefono').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names address warehouses in the screens (editar-almacen/{nombre}): unique per emisor, ignoring case.
  (t) => [uniqueIndex('almacenes_emisor_nombre_uq').on(t.emisorId, sql`lower(${t.nombre})`)],
);

export const productos = pgTable(
  'productos',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    categoria: text('categoria').notNull().default(''),
    precio: decimal('precio').notNull(),
    unidadMedida: text('unidad_medida').notNull().default('unidad'),
    serializado: boolean('serializado').notNull().default(false),
    inventariado: boolean('inventariado').notNull().default(false),
    stockMinimo: decimal('stock_minimo').notNull().default(0),
    impuesto: text('impuesto').notNull().default(DEFAULT_IMPUESTO_PRODUCTO),
    activo: boolean('activo').notNull().default(true),
    /** Non-returnable plastic bottles: IRBPNR per bottle, botellasPorUnidad bottles per unit sold. */
    irbpnr: boolean('irbpnr').notNull().default(false),
    botellasPorUnidad: integer('botellas_por_unidad').notNull().default(1),
    /** The SRI ICE code the product carries (producers and importers), null = none. */
    iceCodigo: smallint('ice_codigo'),
    /** What one unit holds (volumenMl, gradoAlcoholico, azucarGramos): ICE codes charged by content need it. */
    contenido: jsonb('contenido').$type<ContenidoProducto>().notNull().default({}),
    /**
     * Set by migration 0006_inventario_integridad on products whose code clashed (ignoring case and spaces) with an older
     * one: they stay as they were, reported in notas_migracion, until an edit gives them a free code.
     */
    codigoDuplicado: boolean('codigo_duplicado').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Codes are unique per emisor ignoring case and surrounding spaces (ABC-1 = abc-1 = ' abc-1 ').
    uniqueIndex('productos_emisor_codigo_uq')
      .on(t.emisorId, sql`lower(trim(${t.codigo}))`)
      .where(sql`not ${t.codigoDuplicado}`),
    check('productos_precio_ck', sql`${t.precio} > 0`),
    check('productos_stock_minimo_ck', sql`${t.stockMinimo} >= 0`),
    check('productos_serializado_ck', sql`not ${t.serializado} or ${t.inventariado}`),
    check('productos_botellas_ck', sql`${t.botellasPorUnidad} >= 1`),
  ],
);

/**
 * Stock: one row per product and warehouse for non-serialized products (a count),
 * one row per serial number for serialized ones (stock 1 while DISPONIBLE, else 0).
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    almacenId: uuid('almacen_id')
      .notNull()
      .references(() => almacenes.id),
    numeroSerie: text('numero_serie'),
    stock: decimal('stock').notNull().default(0),
    status: text('status').notNull().default('DISPONIBLE'),
    detalle: text('detalle').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A serial exists once per product: it can never be in two places.
    uniqueIndex('items_emisor_producto_serie_uq')
      .on(t.emisorId, t.productoId, t.numeroSerie)
      .where(sql`${t.numeroSerie} is not null`),
    uniqueIndex('items_producto_almacen_uq').on(t.productoId, t.almacenId).where(sql`${t.numeroSerie} is null`),
    index('items_emisor_almacen_status_idx').on(t.emisorId, t.almacenId, t.status),
    check('items_stock_ck', sql`${t.stock} >= 0`),
    check('items_status_ck', sql`${t.status} in ('DISPONIBLE', 'RESERVADO', 'VENDIDO', 'DEVUELTO', 'ELIMINADO')`),
  ],
);

export const movimientos = pgTable(
  'movimientos',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    tipoMovimiento: text('tipo_movimiento').notNull(),
    origenId: uuid('origen_id').references(() => almacenes.id),
    destinoId: uuid('destino_id').references(() => almacenes.id),
    observacion: text('observacion').notNull().default(''),
    /** The access key of the invoice or credit note that caused it; null for manual movements. */
    documentoReferencia: text('documento_referencia'),
    usuarioId: uuid('usuario_id'),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('movimientos_emisor_fecha_idx').on(t.emisorId, t.fecha, t.id),
    // One movement per document and type: re-applying an emission's movement is a no-op.
    uniqueIndex('movimientos_documento_uq')
      .on(t.emisorId, t.tipoMovimiento, t.documentoReferencia)
      .where(sql`${t.documentoReferencia} is not null`),
    check(
      'movimientos_tipo_ck',
      sql`${t.tipoMovimiento} in ('ENTRADA', 'SALIDA', 'TRASLADO', 'DEVOLUCIÓN', 'ELIMINACIÓN', 'AJUSTE')`,
    ),
  ],
);

export const movimientoItems = pgTable(
  'movimiento_items',
  {
    id: id(),
    movimientoId: uuid('movimiento_id')
      .notNull()
      .references(() => movimientos.id),
    itemId: uuid('item_id').references(() => items.id),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    nombre: text('nombre').notNull(),
    cantidad: decimal('cantidad').notNull(),
    numeroSerie: text('numero_serie'),
    detalle: text('detalle').notNull().default(''),
  },
  (t) => [index('movimiento_items_movimiento_idx').on(t.movimientoId)],
);
