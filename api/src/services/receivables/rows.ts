import { COD_DOC, FORMA_PAGO_LABELS, type FormaPago } from '@facturador/shared/domain';
import { TIPO_MOVIMIENTO_CUENTA_LABELS, TIPOS_COMPROBANTE_POR_COBRAR } from '@facturador/shared/domain/receivables';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { cobros, documentos, retencionesRecibidas, retencionesRecibidasLineas } from '../../db/schema';
import type { AbonoRow, InvoiceRow } from './ledger';

/**
 * Which accounts: always one emisor's AUTORIZADA invoices and notas de débito; optionally one ambiente,
 * customer or document.
 */
export interface InvoiceScope {
  emisorId: string;
  ambiente?: 1 | 2;
  identificacion?: string;
  documentoId?: string;
  /** Only documents with something on credit (see ventaACredito). */
  soloCredito?: boolean;
}

const numero = (table: { estab: AnyPgColumn; ptoEmi: AnyPgColumn; secuencial: AnyPgColumn }) =>
  sql<string>`${table.estab} || '-' || ${table.ptoEmi} || '-' || ${table.secuencial}`;

/**
 * True for a document with something on credit: an invoice with a pago with plazo > 0, or a nota de
 * débito without pagos (all charged to the account) or with a pago with plazo > 0. An imported one only when the
 * merchant marked it as still unpaid (nobody knows what was collected on it elsewhere).
 */
export const ventaACredito = (table: {
  payload: AnyPgColumn;
  importacionId: AnyPgColumn;
  importadoPorCobrar: AnyPgColumn;
}) =>
  sql<boolean>`((jsonb_path_exists(${table.payload}, '$.factura.pagos[*] ? (@.plazo > 0)')
    or jsonb_path_exists(${table.payload}, '$.notaDebito ? (!exists(@.pagos[*]) || exists(@.pagos[*] ? (@.plazo > 0)))'))
    and (${table.importacionId} is null or ${table.importadoPorCobrar}))`;

/**
 * Only AUTORIZADA invoices and notas de débito are receivable: one on its way to the SRI (or refused,
 * or annulled) is not a debt yet; it becomes one the moment it is authorized.
 */
function invoiceConditions(scope: InvoiceScope): SQL {
  return and(
    eq(documentos.emisorId, scope.emisorId),
    inArray(documentos.tipo, [...TIPOS_COMPROBANTE_POR_COBRAR]),
    eq(documentos.estado, 'AUTORIZADA'),
    scope.ambiente ? eq(documentos.ambiente, scope.ambiente) : undefined,
    scope.identificacion ? eq(documentos.compradorIdentificacion, scope.identificacion) : undefined,
    scope.documentoId ? eq(documentos.id, scope.documentoId) : undefined,
    scope.soloCredito ? ventaACredito(documentos) : undefined,
  ) as SQL;
}

/** A nota de débito's invoice: its number and its pagos (whose term the nota de débito takes). */
const facturaModificada = alias(documentos, 'factura_modificada');

export async function invoiceRows(db: Executor, scope: InvoiceScope): Promise<InvoiceRow[]> {
  const esNotaDebito = sql`${documentos.tipo} = ${COD_DOC.notaDebito}`;
  return db
    .select({
      id: documentos.id,
      tipo: sql<InvoiceRow['tipo']>`${documentos.tipo}`,
      claveAcceso: documentos.claveAcceso,
      numero: numero(documentos),
      numDocModificado: sql<string | null>`${numero(facturaModificada)}`,
      identificacion: documentos.compradorIdentificacion,
      razonSocial: documentos.compradorRazonSocial,
      email: documentos.compradorEmail,
      fechaEmision: documentos.fechaEmision,
      importeTotal: sql<string>`${documentos.importeTotal}::text`,
      pagos: sql<InvoiceRow['pagos']>`case when ${esNotaDebito} then ${documentos.payload} -> 'notaDebito' -> 'pagos'
        else ${documentos.payload} -> 'factura' -> 'pagos' end`,
      pagosFactura: sql<InvoiceRow['pagosFactura']>`${facturaModificada.payload} -> 'factura' -> 'pagos'`,
    })
    .from(documentos)
    .leftJoin(
      facturaModificada,
      and(
        esNotaDebito,
        eq(facturaModificada.emisorId, documentos.emisorId),
        eq(facturaModificada.claveAcceso, documentos.documentoModificado),
        eq(facturaModificada.tipo, COD_DOC.factura),
      ),
    )
    .where(invoiceConditions(scope))
    .orderBy(documentos.fecha, documentos.id);
}

const notaCredito = alias(documentos, 'nota_credito');

/**
 * What lowers the balances of the invoices in scope: AUTORIZADA credit notes (one in flight does
 * not, yet), retenciones received and payments, the deleted ones left out. The queries run one
 * after another: inside a transaction they share one connection.
 */
export async function abonoRows(db: Executor, scope: InvoiceScope): Promise<AbonoRow[]> {
  const where = invoiceConditions(scope);
  const notas = await db
    .select({
      documentoId: documentos.id,
      fecha: sql<string>`to_char(to_date(${notaCredito.fechaEmision}, 'DD/MM/YYYY'), 'YYYY-MM-DD')`,
      numero: numero(notaCredito),
      valor: sql<string>`${notaCredito.importeTotal}::text`,
    })
    .from(notaCredito)
    .innerJoin(
      documentos,
      and(eq(documentos.emisorId, notaCredito.emisorId), eq(documentos.claveAcceso, notaCredito.documentoModificado)),
    )
    .where(and(where, eq(notaCredito.tipo, '04'), eq(notaCredito.estado, 'AUTORIZADA')));
  const retenciones = await db
    .select({
      documentoId: retencionesRecibidasLineas.documentoId,
      fecha: sql<string>`${retencionesRecibidas.fechaEmision}::text`,
      numero: retencionesRecibidas.numero,
      agente: retencionesRecibidas.razonSocialAgente,
      valor: sql<string>`sum(${retencionesRecibidasLineas.valor})::text`,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(retencionesRecibidas, eq(retencionesRecibidas.id, retencionesRecibidasLineas.retencionId))
    .innerJoin(documentos, eq(documentos.id, retencionesRecibidasLineas.documentoId))
    .where(and(where, eq(retencionesRecibidas.emisorId, scope.emisorId), isNull(retencionesRecibidas.eliminadaEn)))
    .groupBy(
      retencionesRecibidasLineas.documentoId,
      retencionesRecibidas.id,
      retencionesRecibidas.fechaEmision,
      retencionesRecibidas.numero,
      retencionesRecibidas.razonSocialAgente,
    );
  const pagos = await db
    .select({
      documentoId: cobros.documentoId,
      fecha: sql<string>`${cobros.fecha}::text`,
      referencia: cobros.referencia,
      formaPago: cobros.formaPago,
      createdAt: cobros.createdAt,
      valor: sql<string>`${cobros.valor}::text`,
    })
    .from(cobros)
    .innerJoin(documentos, eq(documentos.id, cobros.documentoId))
    .where(and(where, eq(cobros.emisorId, scope.emisorId), isNull(cobros.eliminadoEn)))
    .orderBy(cobros.fecha, cobros.createdAt);
  return [
    ...notas.map((row) => ({
      ...row,
      tipo: 'NOTA_CREDITO' as const,
      descripcion: `${TIPO_MOVIMIENTO_CUENTA_LABELS.NOTA_CREDITO} ${row.numero}`,
    })),
    ...retenciones.map((row) => ({
      documentoId: row.documentoId,
      fecha: row.fecha,
      numero: row.numero,
      valor: row.valor,
      tipo: 'RETENCION' as const,
      descripcion: `${TIPO_MOVIMIENTO_CUENTA_LABELS.RETENCION} ${row.numero}`,
    })),
    ...pagos.map((row) => ({
      documentoId: row.documentoId,
      fecha: row.fecha,
      // A payment has no document number of its own: its reference has a column of its own.
      numero: '',
      referencia: row.referencia,
      valor: row.valor,
      tipo: 'COBRO' as const,
      descripcion: [
        `${TIPO_MOVIMIENTO_CUENTA_LABELS.COBRO}: ${FORMA_PAGO_LABELS[row.formaPago as FormaPago] ?? row.formaPago}`,
        row.referencia,
      ]
        .filter(Boolean)
        .join(', '),
    })),
  ];
}
