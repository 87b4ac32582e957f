import {
  COLUMNAS_CLIENTE,
  COLUMNAS_PRODUCTO,
  type ImportColumn,
  stockColumnTitle,
} from '@facturador/shared/domain/imports';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { almacenes } from '../../db/schema';
import { type Cell, type SheetColumn, toCsv, toXlsx } from '../reports/spreadsheets';

export type TemplateFormat = 'csv' | 'xlsx';

const sheetColumns = (columns: readonly ImportColumn[]): SheetColumn[] =>
  columns.map((column) => ({ header: column.titulo, width: Math.max(14, column.titulo.length + 4) }));

async function template(format: TemplateFormat, name: string, columns: SheetColumn[], example: Cell[]) {
  return format === 'csv' ? toCsv(columns, [example]) : toXlsx(name, columns, [example]);
}

/** The product sheet with one "Stock <almacén>" column per warehouse of the company, and an example row. */
export async function productTemplate(db: Executor, emisorId: string, format: TemplateFormat): Promise<Buffer> {
  const warehouses = await db
    .select({ nombre: almacenes.nombre })
    .from(almacenes)
    .where(eq(almacenes.emisorId, emisorId))
    .orderBy(asc(almacenes.nombre));
  const columns = [
    ...sheetColumns(COLUMNAS_PRODUCTO),
    ...warehouses.map((w) => ({ header: stockColumnTitle(w.nombre), width: 18 })),
  ];
  const example = [...COLUMNAS_PRODUCTO.map((column) => column.ejemplo), ...warehouses.map((_, i) => (i ? '' : '10'))];
  return template(format, 'Productos', columns, example);
}

export async function customerTemplate(format: TemplateFormat): Promise<Buffer> {
  return template(
    format,
    'Clientes',
    sheetColumns(COLUMNAS_CLIENTE),
    COLUMNAS_CLIENTE.map((c) => c.ejemplo),
  );
}
