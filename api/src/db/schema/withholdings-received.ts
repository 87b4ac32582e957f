import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { decimal, id } from './columns';
import { documentos } from './documents';
import { emisores } from './tenancy';
import { usuarios } from './users';

const creadoEn = () => timestamp('creado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Comprobantes de retención a customer (agente de retención) issued to the company on its sales (issue #22).
 * The authorized XML is kept as received; a deletion only marks the row (who, when, why): nothing is lost.
 */
export const retencionesRecibidas = pgTable(
  'retenciones_recibidas',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    claveAcceso: text('clave_acceso').notNull(),
    ambiente: smallint('ambiente').notNull(),
    /** 001-001-000000123 */
    numero: text('numero').notNull(),
    fechaEmision: date('fecha_emision', { mode: 'string' }).notNull(),
    /** The XML's periodoFiscal, mm/aaaa. */
    periodoFiscal: text('periodo_fiscal').notNull().default(''),
    identificacionAgente: text('identificacion_agente').notNull(),
    razonSocialAgente: text('razon_social_agente').notNull(),
    numeroAutorizacion: text('numero_autorizacion').notNull().default(''),
    fechaAutorizacion: timestamp('fecha_autorizacion', { withTimezone: true, mode: 'date' }),
    /** How it was registered: 'clave' (fetched from the SRI) or 'archivo' (uploaded). */
    origen: text('origen').notNull(),
    /** The authorized XML (the autorizacion's comprobante). */
    xml: text('xml').notNull(),
    creadoPor: uuid('creado_por').references(() => usuarios.id),
    creadoEn: creadoEn(),
    eliminadaEn: timestamp('eliminada_en', { withTimezone: true, mode: 'date' }),
    motivoEliminacion: text('motivo_eliminacion'),
    eliminadaPor: uuid('eliminada_por').references(() => usuarios.id),
  },
  (t) => [
    uniqueIndex('retenciones_recibidas_emisor_clave_uq').on(t.emisorId, t.claveAcceso),
    index('retenciones_recibidas_emisor_fecha_idx').on(t.emisorId, t.fechaEmision),
    check('retenciones_recibidas_origen_ck', sql`${t.origen} in ('clave', 'archivo')`),
    check('retenciones_recibidas_ambiente_ck', sql`${t.ambiente} in (1, 2)`),
  ],
);

/** One withholding of a received retención, against one of the company's invoices. */
export const retencionesRecibidasLineas = pgTable(
  'retenciones_recibidas_lineas',
  {
    id: id(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => emisores.id),
    retencionId: uuid('retencion_id')
      .notNull()
      .references(() => retencionesRecibidas.id),
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentos.id),
    impuesto: text('impuesto').notNull(),
    codigo: text('codigo').notNull(),
    baseImponible: decimal('base_imponible').notNull(),
    porcentaje: numeric('porcentaje', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    valor: decimal('valor').notNull(),
  },
  (t) => [
    index('retenciones_recibidas_lineas_retencion_idx').on(t.retencionId),
    index('retenciones_recibidas_lineas_documento_idx').on(t.emisorId, t.documentoId),
    check('retenciones_recibidas_lineas_impuesto_ck', sql`${t.impuesto} in ('renta', 'iva')`),
  ],
);
