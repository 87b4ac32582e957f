import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { decimal, id } from './columns';
import { emisores } from './tenancy';
import { usuarios } from './users';

/**
 * Supplier invoices the company bought with (issue #22 §2): the supporting document of a retención it issues.
 * Registered from the SRI by clave de acceso, from the authorized XML file, or typed. Since issue #42 §1 also
 * the notas de crédito and de débito suppliers issue to it, with the document they modify.
 */
export const compras = pgTable(
  'compras',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    origen: text('origen').notNull(),
    /** Null when typed without one. */
    claveAcceso: text('clave_acceso'),
    /** codDoc of the supporting document ('01' factura). */
    codDoc: text('cod_doc').notNull().default('01'),
    /** 001-001-000000123 */
    numero: text('numero').notNull(),
    fechaEmision: date('fecha_emision', { mode: 'string' }).notNull(),
    numeroAutorizacion: text('numero_autorizacion').notNull(),
    proveedorTipoIdentificacion: text('proveedor_tipo_identificacion').notNull(),
    proveedorIdentificacion: text('proveedor_identificacion').notNull(),
    proveedorRazonSocial: text('proveedor_razon_social').notNull(),
    proveedorDireccion: text('proveedor_direccion').notNull().default(''),
    /** Where the retención goes (issue #37 §2): typed or remembered for the RUC, never the invoice's infoAdicional. */
    proveedorEmail: text('proveedor_email').notNull().default(''),
    totalSinImpuestos: decimal('total_sin_impuestos').notNull(),
    /** Per IVA rate: [{codigoPorcentaje, tarifa, baseImponible, valor}]. */
    bases: jsonb('bases').notNull().default([]),
    iva: decimal('iva').notNull(),
    /** ICE of the document (issue #42 §1): its taxes of codigo 3. */
    montoIce: decimal('monto_ice').notNull().default(0),
    importeTotal: decimal('importe_total').notNull(),
    /**
     * The document a received nota de crédito (04) or de débito (05) modifies (issue #42 §1, the ATS's
     * docModificado): its codDoc, number (001-001-000000123) and date; null for the other documents.
     */
    codDocModificado: text('cod_doc_modificado'),
    numDocModificado: text('num_doc_modificado'),
    fechaEmisionDocModificado: date('fecha_emision_doc_modificado', { mode: 'string' }),
    /** The authorized XML when it came from the SRI or a file. */
    xml: text('xml'),
    /**
     * Issue #37 §7: true when the figures are the SRI's authorized document's or were checked against it;
     * false when typed with a clave de acceso the SRI could not be asked about; null for a physical authorization.
     */
    verificada: boolean('verificada'),
    /** Issue #42 §1: the ATS's sustento tributario (Tabla 5), set by the accountant; null until then. */
    codSustento: text('cod_sustento'),
    /** Whether the purchase gives crédito tributario de IVA; null until set. */
    creditoTributario: boolean('credito_tributario'),
    /** formaPago (SRI table) when the document carries none: the ATS requires one above USD 1,000. */
    formaPago: text('forma_pago'),
    creadoPor: uuid('creado_por').references(() => usuarios.id),
    creadoEn: timestamp('creado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compras_emisor_proveedor_numero_uq').on(t.emisorId, t.proveedorIdentificacion, t.codDoc, t.numero),
    index('compras_emisor_fecha_idx').on(t.emisorId, t.fechaEmision),
    check('compras_origen_ck', sql`${t.origen} in ('clave', 'archivo', 'manual', 'liquidacion')`),
  ],
);

/** The e-mail last given for a supplier (issue #37 §2): the next purchase from that RUC proposes it. */
export const correosProveedores = pgTable(
  'correos_proveedores',
  {
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    identificacion: text('identificacion').notNull(),
    email: text('email').notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.identificacion] })],
);
