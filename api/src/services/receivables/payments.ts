import { fechaIsoHoy, fechaSriToIso, fromCents, moneyOf, toCents } from '@facturador/shared/domain';
import {
  COBRO_FECHA_FUTURA_MESSAGE,
  COBRO_NO_ENCONTRADO_MESSAGE,
  COBRO_YA_ELIMINADO_MESSAGE,
  type Cobro,
  type CobroCreate,
  type CobrosResponse,
  type CuentaFactura,
  cobroAntesDeEmisionMessage,
  cobroExcedeSaldoMessage,
  FACTURA_COBRO_NO_AUTORIZADA_MESSAGE,
  FACTURA_COBRO_NO_ENCONTRADA_MESSAGE,
  FACTURA_NO_A_CREDITO_MESSAGE,
  TIPOS_COMPROBANTE_POR_COBRAR,
} from '@facturador/shared/domain/receivables';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/database';
import { cobros, documentos, recordatoriosCobro, usuarios } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { inTransaction } from '../transactions';
import { cuentaFactura, invoiceAccount } from './ledger';
import { abonoRows, invoiceRows } from './rows';

/** Every movement ever recorded counts when a payment is checked against the balance. */
const SIN_CORTE = '9999-12-31';

/** The emisor's invoice (or nota de débito) by access key; locked (FOR UPDATE) when a payment is about to change its balance. */
async function invoiceByClave(db: Executor, emisorId: string, clave: string, lock = false) {
  const query = db
    .select({ id: documentos.id, tipo: documentos.tipo, estado: documentos.estado })
    .from(documentos)
    .where(and(eq(documentos.emisorId, emisorId), eq(documentos.claveAcceso, clave)));
  const [row] = lock ? await query.for('update') : await query;
  // A nota de débito is an account of its own: it is paid like an invoice.
  if (!row || !(TIPOS_COMPROBANTE_POR_COBRAR as readonly string[]).includes(row.tipo))
    throw notFound(FACTURA_COBRO_NO_ENCONTRADA_MESSAGE);
  return row;
}

/** The account of one AUTORIZADA invoice on `corte` (409 when it is not authorized). */
async function accountOf(db: Executor, emisorId: string, documentoId: string, corte: string) {
  const scope = { emisorId, documentoId };
  const [invoice] = await invoiceRows(db, scope);
  const abonos = await abonoRows(db, scope);
  if (!invoice) throw conflict(FACTURA_COBRO_NO_AUTORIZADA_MESSAGE);
  const account = invoiceAccount(invoice, abonos, corte);
  if (!account) throw conflict(FACTURA_COBRO_NO_AUTORIZADA_MESSAGE);
  return account;
}

const registrador = alias(usuarios, 'registrador');
const eliminador = alias(usuarios, 'eliminador');

async function paymentsOf(db: Executor, emisorId: string, documentoId: string): Promise<Cobro[]> {
  const rows = await db
    .select({
      id: cobros.id,
      fecha: sql<string>`${cobros.fecha}::text`,
      formaPago: cobros.formaPago,
      valor: sql<string>`${cobros.valor}::text`,
      referencia: cobros.referencia,
      createdAt: cobros.createdAt,
      registradoPor: registrador.usuario,
      eliminadoEn: cobros.eliminadoEn,
      eliminadoPor: eliminador.usuario,
      motivo: cobros.motivoEliminacion,
    })
    .from(cobros)
    .leftJoin(registrador, eq(registrador.id, cobros.registradoPor))
    .leftJoin(eliminador, eq(eliminador.id, cobros.eliminadoPor))
    .where(and(eq(cobros.emisorId, emisorId), eq(cobros.documentoId, documentoId)))
    .orderBy(cobros.fecha, cobros.createdAt);
  return rows.map(toCobro);
}

function toCobro(row: {
  id: string;
  fecha: string;
  formaPago: string;
  valor: string;
  referencia: string;
  createdAt: Date;
  registradoPor: string | null;
  eliminadoEn: Date | null;
  eliminadoPor: string | null;
  motivo: string | null;
}): Cobro {
  return {
    id: row.id,
    fecha: row.fecha,
    formaPago: row.formaPago,
    valor: moneyOf(row.valor),
    referencia: row.referencia,
    registradoEn: row.createdAt.toISOString(),
    registradoPor: row.registradoPor,
    eliminado: row.eliminadoEn
      ? { en: row.eliminadoEn.toISOString(), por: row.eliminadoPor, motivo: row.motivo ?? '' }
      : null,
  };
}

async function remindersOf(db: Executor, emisorId: string, documentoId: string) {
  const rows = await db
    .select({
      createdAt: recordatoriosCobro.createdAt,
      estado: recordatoriosCobro.estado,
      destinatarios: recordatoriosCobro.destinatarios,
      motivo: recordatoriosCobro.motivo,
    })
    .from(recordatoriosCobro)
    .where(
      and(
        eq(recordatoriosCobro.emisorId, emisorId),
        sql`${recordatoriosCobro.documentoIds} @> ${JSON.stringify([documentoId])}::jsonb`,
      ),
    )
    .orderBy(desc(recordatoriosCobro.createdAt));
  return rows.map((row) => ({
    fecha: row.createdAt.toISOString(),
    estado: row.estado,
    destinatarios: row.destinatarios,
    motivo: row.motivo,
  }));
}

/** GET /api/facturas/{clave}/cobros: the invoice's account today, its payments (deleted ones too) and reminders. */
export async function invoicePayments(db: Db, emisorId: string, clave: string): Promise<CobrosResponse> {
  const invoice = await invoiceByClave(db, emisorId, clave);
  const [account, list, recordatorios] = await Promise.all([
    accountOf(db, emisorId, invoice.id, fechaIsoHoy()),
    paymentsOf(db, emisorId, invoice.id),
    remindersOf(db, emisorId, invoice.id),
  ]);
  return { cuenta: cuentaFactura(account), cobros: list, recordatorios };
}

/**
 * POST /api/facturas/{clave}/cobros. The invoice row is locked first: payments to one invoice run
 * one after the other, on any number of API instances, so two at once can never overpay it.
 */
export async function registerPayment(
  db: Db,
  auth: Pick<AuthContext, 'emisorId' | 'userId'>,
  clave: string,
  input: CobroCreate,
): Promise<{ cobro: Cobro; cuenta: CuentaFactura }> {
  const hoy = fechaIsoHoy();
  if (input.fecha > hoy) throw badRequest(COBRO_FECHA_FUTURA_MESSAGE);
  return inTransaction(db, async (tx) => {
    const invoice = await invoiceByClave(tx, auth.emisorId, clave, true);
    if (invoice.estado !== 'AUTORIZADA') throw conflict(FACTURA_COBRO_NO_AUTORIZADA_MESSAGE);
    const account = await accountOf(tx, auth.emisorId, invoice.id, SIN_CORTE);
    if (account.condiciones.creditoCentavos === 0) throw conflict(FACTURA_NO_A_CREDITO_MESSAGE);
    if (input.fecha < fechaSriToIso(account.invoice.fechaEmision))
      throw badRequest(cobroAntesDeEmisionMessage(account.invoice.fechaEmision));
    const valor = toCents(input.valor);
    if (valor > account.saldoCentavos)
      throw conflict(cobroExcedeSaldoMessage(fromCents(valor), fromCents(account.saldoCentavos)));
    const [row] = await tx
      .insert(cobros)
      .values({
        emisorId: auth.emisorId,
        documentoId: invoice.id,
        fecha: input.fecha,
        formaPago: input.formaPago,
        valor: fromCents(valor),
        referencia: input.referencia,
        registradoPor: auth.userId,
      })
      .returning({ id: cobros.id });
    const [cobro] = (await paymentsOf(tx, auth.emisorId, invoice.id)).filter((item) => item.id === row!.id);
    const cuenta = cuentaFactura(await accountOf(tx, auth.emisorId, invoice.id, hoy));
    return { cobro: cobro!, cuenta };
  });
}

/** DELETE /api/cobros/{id}: the payment stops counting; its row stays with who, when and why. */
export async function deletePayment(
  db: Db,
  auth: Pick<AuthContext, 'emisorId' | 'userId'>,
  id: string,
  motivo: string,
): Promise<{ cobro: Cobro; cuenta: CuentaFactura }> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ documentoId: cobros.documentoId, eliminadoEn: cobros.eliminadoEn })
      .from(cobros)
      .where(and(eq(cobros.id, id), eq(cobros.emisorId, auth.emisorId)))
      .for('update');
    if (!found) throw notFound(COBRO_NO_ENCONTRADO_MESSAGE);
    if (found.eliminadoEn) throw conflict(COBRO_YA_ELIMINADO_MESSAGE);
    await tx
      .update(cobros)
      .set({ eliminadoEn: new Date(), eliminadoPor: auth.userId, motivoEliminacion: motivo })
      .where(eq(cobros.id, id));
    const [cobro] = (await paymentsOf(tx, auth.emisorId, found.documentoId)).filter((item) => item.id === id);
    const cuenta = cuentaFactura(await accountOf(tx, auth.emisorId, found.documentoId, fechaIsoHoy()));
    return { cobro: cobro!, cuenta };
  });
}
