import { MONEDA_DEFAULT } from '@facturador/shared/domain/documents';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns';
import { importacionesHistorial } from './history-imports';
import { compras } from './purchases';
import { emisores } from './tenancy';

/** Issued documents (comprobantes): the SRI's six types, from facturas '01' to comprobantes de retención '07'. */
export const documentos = pgTable(
  'documentos',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    tipo: text('tipo').notNull(),
    ambiente: smallint('ambiente').notNull(),
    estab: text('estab').notNull(),
    ptoEmi: text('pto_emi').notNull(),
    /** Nine digits, zero padded. */
    secuencial: text('secuencial').notNull(),
    claveAcceso: text('clave_acceso').notNull().unique(),
    estado: text('estado').notNull().default('INGRESADA'),
    /** Emission instant; the list sorts and filters by it (dates read in America/Guayaquil). */
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The XML's fechaEmision, dd/mm/yyyy in America/Guayaquil. */
    fechaEmision: text('fecha_emision').notNull(),
    compradorTipoIdentificacion: text('comprador_tipo_identificacion').notNull(),
    compradorIdentificacion: text('comprador_identificacion').notNull(),
    compradorRazonSocial: text('comprador_razon_social').notNull(),
    compradorDireccion: text('comprador_direccion').notNull().default(''),
    compradorEmail: text('comprador_email').notNull().default(''),
    importeTotal: decimal('importe_total').notNull(),
    moneda: text('moneda').notNull().default(MONEDA_DEFAULT),
    /** The payload the screen sent (factura + registrarComprador). */
    payload: jsonb('payload').notNull(),
    /** The signed XML, frozen at first send: a resend reuses it. */
    xmlFirmado: text('xml_firmado'),
    numeroAutorizacion: text('numero_autorizacion'),
    fechaAutorizacion: timestamp('fecha_autorizacion', { withTimezone: true, mode: 'date' }),
    xmlAutorizado: text('xml_autorizado'),
    /** SRI messages of the last reception/authorization answers. */
    mensajesSri: jsonb('mensajes_sri').notNull().default([]),
    /** When the document entered its current estado (a PENDIENTE too long, or POR AUTORIZAR past 24 h, gets flagged). */
    estadoDesde: timestamp('estado_desde', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Why SRI's follow-up gave up on it (Spanish, for the card); null while nothing needs a person. */
    atencion: text('atencion'),
    /** The emisor's RIDE data and logo at authorization (issue #24): the RIDE is rendered from it and the XML. */
    rideEmisor: jsonb('ride_emisor'),
    atencionDesde: timestamp('atencion_desde', { withTimezone: true, mode: 'date' }),
    /** For a credit note: the access key of the invoice it modifies. */
    documentoModificado: text('documento_modificado'),
    /** For a comprobante de retención: the purchase (supplier invoice) it withholds on. */
    compraId: uuid('compra_id').references(() => compras.id),
    /** Brought from another system with its authorized XML: never sent, signed nor numbered here. */
    importacionId: uuid('importacion_id').references(() => importacionesHistorial.id),
    /** An imported credit invoice the merchant marked as still unpaid: only then is it receivable here. */
    importadoPorCobrar: boolean('importado_por_cobrar').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Ascending on purpose: scanned backwards they serve ORDER BY fecha DESC, id DESC (NULLS FIRST).
    index('documentos_emisor_fecha_idx').on(t.emisorId, t.fecha, t.id),
    index('documentos_emisor_identificacion_idx').on(t.emisorId, t.compradorIdentificacion, t.fecha, t.id),
    uniqueIndex('documentos_emisor_numero_uq').on(t.emisorId, t.secuencial, t.tipo, t.ambiente, t.estab, t.ptoEmi),
    // Sales report and dashboard: an emisor's authorized documents of a period, per ambiente.
    index('documentos_autorizados_idx').on(t.emisorId, t.ambiente, t.fecha).where(sql`${t.estado} = 'AUTORIZADA'`),
    // Counts of a period by type and state (report) and of PRODUCCIÓN this month (plan usage), from the index alone.
    index('documentos_emisor_ambiente_fecha_idx').on(t.emisorId, t.ambiente, t.fecha, t.tipo, t.estado, t.estab),
    // Dashboard: an emisor's documents that need attention, newest first (few among many).
    index('documentos_atencion_idx')
      .on(t.emisorId, t.ambiente, t.fecha)
      .where(sql`${t.estado} in ('NO RECIBIDA', 'NO AUTORIZADA', 'PENDIENTE', 'POR AUTORIZAR')`),
    // Emission jobs: documents still on their way to SRI, found at start and by the periodic sweep.
    index('documentos_en_curso_idx')
      .on(t.estado, t.fecha)
      .where(sql`${t.estado} in ('INGRESADA', 'PENDIENTE', 'RECIBIDA')`),
    // The sweep: POR AUTORIZAR documents still polled (not yet flagged).
    index('documentos_por_autorizar_idx')
      .on(t.estado, t.fecha)
      .where(sql`${t.estado} = 'POR AUTORIZAR' and ${t.atencion} is null`),
    // Credit notes of an invoice (cumulative quantity and amount checks).
    index('documentos_modificado_idx')
      .on(t.emisorId, t.documentoModificado)
      .where(sql`${t.documentoModificado} is not null`),
    // Retenciones of a purchase (its card and the 409 on a second authorized one).
    index('documentos_compra_idx').on(t.compraId).where(sql`${t.compraId} is not null`),
    // The documents of an import (its proposal, its undo).
    index('documentos_importacion_idx').on(t.importacionId).where(sql`${t.importacionId} is not null`),
    check('documentos_tipo_ck', sql`${t.tipo} in ('01', '03', '04', '05', '06', '07')`),
    check('documentos_ambiente_ck', sql`${t.ambiente} in (1, 2)`),
    check(
      'documentos_estado_ck',
      sql`${t.estado} in ('INGRESADA', 'RECIBIDA', 'NO RECIBIDA', 'PENDIENTE', 'AUTORIZADA', 'NO AUTORIZADA', 'POR AUTORIZAR', 'ANULADA')`,
    ),
  ],
);
