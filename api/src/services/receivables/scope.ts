import type { Db } from '../../db/database';
import { companyAmbiente } from '../company/company-ambiente';
import { accountsOn, type InvoiceAccount, type InvoiceRow } from './ledger';
import { abonoRows, type InvoiceScope, invoiceRows } from './rows';

/** The credit invoices in scope (ambiente: the company's unless given) and their accounts on `corte`. */
export async function accountsInScope(
  db: Db,
  scope: Omit<InvoiceScope, 'soloCredito'>,
  corte: string,
): Promise<{ ambiente: 1 | 2; invoices: InvoiceRow[]; accounts: InvoiceAccount[] }> {
  const ambiente = scope.ambiente ?? (await companyAmbiente(db, scope.emisorId));
  const full = { ...scope, ambiente, soloCredito: true };
  const [invoices, abonos] = await Promise.all([invoiceRows(db, full), abonoRows(db, full)]);
  return { ambiente, invoices, accounts: accountsOn(invoices, abonos, corte) };
}
