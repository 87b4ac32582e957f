import { fechaIsoHoy, fromCents } from '@facturador/shared/domain';
import { type AgeingCliente, type AgeingResponse, TRAMOS, type Tramos } from '@facturador/shared/domain/receivables';
import type { Db } from '../../db/database';
import type { InvoiceAccount } from './ledger';
import { accountsInScope } from './scope';

export interface AgeingQuery {
  corte?: string;
  ambiente?: 1 | 2;
  filtro?: string;
  vencidos?: boolean;
}

const emptyTramos = (): Record<keyof Tramos, number> =>
  Object.fromEntries(TRAMOS.map((tramo) => [tramo, 0])) as Record<keyof Tramos, number>;
const toDollars = (tramos: Record<keyof Tramos, number>): Tramos =>
  Object.fromEntries(TRAMOS.map((tramo) => [tramo, fromCents(tramos[tramo])])) as Tramos;

interface Totals {
  saldo: number;
  vencido: number;
  tramos: Record<keyof Tramos, number>;
}

/** Adds an invoice's balance to a customer's (or the grand) totals, in cents. */
function add(totals: Totals, account: InvoiceAccount) {
  totals.saldo += account.saldoCentavos;
  if (account.diasVencido > 0) totals.vencido += account.saldoCentavos;
  totals.tramos[account.tramo] += account.saldoCentavos;
}

/** Per customer, what the invoices with a balance add up to on the cut-off day, by age. */
export function ageingOf(accounts: readonly InvoiceAccount[]) {
  const customers = new Map<string, Totals & { identificacion: string; razonSocial: string; facturas: number }>();
  const totales: Totals = { saldo: 0, vencido: 0, tramos: emptyTramos() };
  for (const account of accounts) {
    if (account.saldoCentavos === 0) continue;
    const { identificacion, razonSocial } = account.invoice;
    let customer = customers.get(identificacion);
    if (!customer) {
      customer = { identificacion, razonSocial, facturas: 0, saldo: 0, vencido: 0, tramos: emptyTramos() };
      customers.set(identificacion, customer);
    }
    // The latest invoice's name: a customer may have corrected it.
    customer.razonSocial = razonSocial;
    customer.facturas++;
    add(customer, account);
    add(totales, account);
  }
  const clientes: AgeingCliente[] = [...customers.values()]
    .sort((a, b) => b.saldo - a.saldo || a.razonSocial.localeCompare(b.razonSocial, 'es'))
    .map((customer) => ({
      identificacion: customer.identificacion,
      razonSocial: customer.razonSocial,
      saldo: fromCents(customer.saldo),
      vencido: fromCents(customer.vencido),
      tramos: toDollars(customer.tramos),
      facturas: customer.facturas,
    }));
  return {
    clientes,
    totales: {
      saldo: fromCents(totales.saldo),
      vencido: fromCents(totales.vencido),
      tramos: toDollars(totales.tramos),
    },
  };
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** GET /api/cuentas-por-cobrar. */
export async function ageingReport(db: Db, emisorId: string, query: AgeingQuery): Promise<AgeingResponse> {
  const corte = query.corte ?? fechaIsoHoy();
  const { ambiente, accounts } = await accountsInScope(db, { emisorId, ambiente: query.ambiente }, corte);
  const filtro = query.filtro ? normalize(query.filtro) : null;
  const selected = accounts.filter(
    (account) =>
      !filtro ||
      account.invoice.identificacion.includes(filtro) ||
      normalize(account.invoice.razonSocial).includes(filtro),
  );
  const { clientes, totales } = ageingOf(selected);
  const shown = query.vencidos ? clientes.filter((cliente) => cliente.vencido > 0) : clientes;
  if (!query.vencidos) return { corte, ambiente, clientes: shown, totales };
  // Only customers with something overdue: the totals are theirs.
  const kept = new Set(shown.map((cliente) => cliente.identificacion));
  return {
    corte,
    ambiente,
    clientes: shown,
    totales: ageingOf(selected.filter((a) => kept.has(a.invoice.identificacion))).totales,
  };
}
