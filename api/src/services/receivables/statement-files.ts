import { fechaSriToIso } from '@facturador/shared/domain';
import {
  ESTADO_DE_CUENTA_TITLE,
  type Statement,
  TIPO_MOVIMIENTO_CUENTA_LABELS,
  TRAMO_LABELS,
  TRAMOS,
  VENCIDO_LABEL,
} from '@facturador/shared/domain/receivables';
import { buildStatementPdf, type StatementCompany } from '@facturador/shared/ride';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';
import { addTable, xlsxBuffer } from '../reports/spreadsheets';

export async function statementCompany(db: Executor, emisorId: string): Promise<StatementCompany> {
  const [row] = await db
    .select({ razonSocial: emisores.razonSocial, nombreComercial: emisores.nombreComercial, ruc: emisores.ruc })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  return row!;
}

/** `estado-de-cuenta-0912345678-2026-11-26.pdf`. */
export const statementFileName = (identificacion: string, hastaSri: string, formato: 'pdf' | 'xlsx') =>
  `estado-de-cuenta-${identificacion}-${fechaSriToIso(hastaSri)}.${formato}`;

export const statementPdf = (statement: Statement, company: StatementCompany) =>
  buildStatementPdf(statement, company).then((bytes) => Buffer.from(bytes));

/** The statement as one sheet: heading, the movements with the running balance, then the ageing. */
export async function statementXlsx(statement: Statement, company: StatementCompany): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(ESTADO_DE_CUENTA_TITLE);
  sheet.addRow([`${ESTADO_DE_CUENTA_TITLE}`]).font = { bold: true, size: 14 };
  sheet.addRow(['Empresa', company.razonSocial, 'RUC', company.ruc]);
  sheet.addRow(['Cliente', statement.cliente.razonSocial]);
  sheet.addRow(['Identificación', statement.cliente.identificacion]);
  sheet.addRow(['Desde', statement.desde ?? '']);
  sheet.addRow(['Hasta', statement.hasta]);
  sheet.addRow(['Saldo inicial', statement.saldoInicial]).getCell(2).numFmt = '#,##0.00';
  sheet.addRow([]);
  addTable(
    sheet,
    [
      { header: 'Fecha', width: 12 },
      { header: 'Tipo', width: 16 },
      { header: 'Número', width: 20 },
      { header: 'Referencia', width: 20 },
      { header: 'Descripción', width: 44 },
      { header: 'Cargo', kind: 'money' },
      { header: 'Abono', kind: 'money' },
      { header: 'Saldo', kind: 'money' },
    ],
    statement.movimientos.map((movimiento) => [
      movimiento.fecha,
      TIPO_MOVIMIENTO_CUENTA_LABELS[movimiento.tipo],
      movimiento.numero,
      movimiento.referencia,
      movimiento.descripcion,
      movimiento.cargo,
      movimiento.abono,
      movimiento.saldo,
    ]),
  );
  sheet.addRow([]);
  addTable(
    sheet,
    [{ header: 'Resumen' }, { header: 'Valor', kind: 'money' }],
    [
      ['Saldo final', statement.saldoFinal],
      [VENCIDO_LABEL, statement.vencido],
      ...TRAMOS.map((tramo) => [TRAMO_LABELS[tramo], statement.tramos[tramo]]),
    ],
  );
  return xlsxBuffer(workbook);
}
