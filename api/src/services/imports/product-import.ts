import {
  applyInventoryPermission,
  normalizeProductCode,
  type ProductInput,
  productEditErrors,
} from '@facturador/shared/domain';
import {
  almacenDesconocidoMessage,
  COLUMNAS_PRODUCTO,
  checkProductRow,
  columnaDesconocidaMessage,
  type FilaImportada,
  type FilaRechazada,
  filaRepetidaMessage,
  IMPORTACION_CONCURRENTE_MESSAGE,
  type ImportacionResponse,
  normalizeHeader,
  STOCK_COLUMNA_PREFIJO,
  STOCK_SERIALIZADO_MESSAGE,
  type StockColumn,
  stockSinInventarioMessage,
} from '@facturador/shared/domain/imports';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { almacenes, productos } from '../../db/schema';
import { badRequest, rethrowUniqueViolation } from '../../errors';
import type { AuthContext } from '../auth/auth-context';
import { assertInventoriedProductAllowed } from '../company/plan-usage';
import { applyMovement, type ProductInfo } from '../inventory/movements';
import { toProduct } from '../inventory/products';
import type { SheetText } from './read-sheet';
import { keyedRows, rowsInTurns } from './sheet-rows';

interface PlannedRow {
  linea: number;
  producto: ProductInput;
  /** The stored product this row updates. */
  existingId?: string;
  stock: { almacenId: string; cantidad: number }[];
}

interface ImportPlan {
  create: PlannedRow[];
  update: PlannedRow[];
  rechazadas: FilaRechazada[];
  /** Products the import marks as inventoried that were not (plan limit). */
  nuevosInventariados: number;
}

/** "Stock <almacén>" headers name the emisor's warehouses (any case, accents aside). */
async function stockColumnsOf(db: Executor, emisorId: string) {
  const warehouses = await db
    .select({ id: almacenes.id, nombre: almacenes.nombre })
    .from(almacenes)
    .where(eq(almacenes.emisorId, emisorId));
  const prefix = normalizeHeader(STOCK_COLUMNA_PREFIJO);
  const columns: (StockColumn & { almacenId: string })[] = [];
  const claim = (header: string): string => {
    const normalized = normalizeHeader(header);
    if (!normalized.startsWith(`${prefix} `)) throw badRequest(columnaDesconocidaMessage(header));
    const name = normalized.slice(prefix.length + 1);
    const warehouse = warehouses.find((w) => normalizeHeader(w.nombre) === name);
    if (!warehouse) throw badRequest(almacenDesconocidoMessage(header));
    const clave = `stock:${warehouse.id}`;
    columns.push({ clave, almacen: warehouse.nombre, almacenId: warehouse.id });
    return clave;
  };
  return { columns, claim };
}

/** Reads every row against the catalogue: what to create, what to update, what is refused and why. */
async function planImport(db: Executor, auth: AuthContext, sheet: SheetText): Promise<ImportPlan> {
  const { columns, claim } = await stockColumnsOf(db, auth.emisorId);
  const rows = keyedRows(sheet, COLUMNAS_PRODUCTO, claim);
  const stored = await db.select().from(productos).where(eq(productos.emisorId, auth.emisorId));
  const byCode = new Map(
    stored.filter((row) => !row.codigoDuplicado).map((row) => [normalizeProductCode(row.codigo), row]),
  );
  const firstLine = new Map<string, number>();
  const plan: ImportPlan = { create: [], update: [], rechazadas: [], nuevosInventariados: 0 };

  for await (const row of rowsInTurns(rows)) {
    const refuse = (motivo: string) => plan.rechazadas.push({ linea: row.linea, motivo });
    const check = checkProductRow(row, columns);
    if (!check.producto) {
      refuse(check.motivo ?? '');
      continue;
    }
    const code = normalizeProductCode(check.producto.codigo);
    const seen = firstLine.get(code);
    if (seen !== undefined) {
      refuse(filaRepetidaMessage('código', check.producto.codigo, seen));
      continue;
    }
    firstLine.set(code, row.linea);
    const current = byCode.get(code);
    const existing = current ? toProduct(current) : undefined;
    // serializado is not a column: a new product is not, a stored one keeps its own.
    const input = applyInventoryPermission(
      { ...check.producto, serializado: existing?.serializado ?? false },
      auth.permisos.usarInventario,
      existing,
    );
    const editErrors = existing ? productEditErrors(existing, input) : [];
    if (editErrors.length) {
      refuse(editErrors[0]!);
      continue;
    }
    if (check.stock.length && existing?.serializado) {
      refuse(STOCK_SERIALIZADO_MESSAGE);
      continue;
    }
    if (check.stock.length && !input.inventariado) {
      refuse(stockSinInventarioMessage(check.stock[0]!.almacen));
      continue;
    }
    const stock = check.stock.map((line) => ({
      almacenId: columns.find((column) => column.almacen === line.almacen)!.almacenId,
      cantidad: line.cantidad,
    }));
    if (input.inventariado && !existing?.inventariado) plan.nuevosInventariados++;
    const planned: PlannedRow = { linea: row.linea, producto: input, existingId: existing?._id, stock };
    (existing ? plan.update : plan.create).push(planned);
  }
  return plan;
}

const columnsOf = (input: ProductInput) => ({
  codigo: input.codigo,
  nombre: input.nombre,
  descripcion: input.descripcion,
  categoria: input.categoria,
  precio: input.precio,
  unidadMedida: input.unidad_medida,
  serializado: input.serializado,
  inventariado: input.inventariado,
  stockMinimo: input.stock_minimo,
  impuesto: input.impuesto,
  activo: input.activo,
});

/** The rows of a bulk statement from one JSON parameter: one bind, whatever their number. */
const jsonRows = (rows: unknown[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;
const PRODUCT_RECORD = sql`"codigo" text, "nombre" text, "descripcion" text, "categoria" text, "precio" numeric,
  "unidadMedida" text, "serializado" boolean, "inventariado" boolean, "stockMinimo" numeric, "impuesto" text,
  "activo" boolean`;

/** Inserts the new products in one statement; answers their ids by row. */
async function insertProducts(tx: Executor, emisorId: string, rows: PlannedRow[]): Promise<Map<PlannedRow, string>> {
  const ids = new Map<PlannedRow, string>();
  if (!rows.length) return ids;
  const result = (await tx.execute(sql`
    insert into productos (emisor_id, codigo, nombre, descripcion, categoria, precio, unidad_medida, serializado,
      inventariado, stock_minimo, impuesto, activo)
    select ${emisorId}, v."codigo", v."nombre", v."descripcion", v."categoria", v."precio", v."unidadMedida",
      v."serializado", v."inventariado", v."stockMinimo", v."impuesto", v."activo"
    from ${jsonRows(rows.map((row) => columnsOf(row.producto)))} as v(${PRODUCT_RECORD})
    returning id, codigo`)) as unknown as { rows: { id: string; codigo: string }[] };
  // By code, not by position: RETURNING does not promise the order of the rows.
  const byCode = new Map(result.rows.map((row) => [normalizeProductCode(row.codigo), row.id]));
  for (const row of rows) ids.set(row, byCode.get(normalizeProductCode(row.producto.codigo))!);
  return ids;
}

/** Updates the stored products in one statement (joined by id; serializado never changes). */
async function updateProducts(tx: Executor, emisorId: string, rows: PlannedRow[]): Promise<void> {
  if (!rows.length) return;
  const records = rows.map((row) => ({ id: row.existingId, ...columnsOf(row.producto) }));
  await tx.execute(sql`
    update productos p set
      codigo = v."codigo", nombre = v."nombre", descripcion = v."descripcion", categoria = v."categoria",
      precio = v."precio", unidad_medida = v."unidadMedida", inventariado = v."inventariado",
      stock_minimo = v."stockMinimo", impuesto = v."impuesto", activo = v."activo", codigo_duplicado = false,
      updated_at = now()
    from ${jsonRows(records)} as v("id" uuid, ${PRODUCT_RECORD})
    where p.id = v."id" and p.emisor_id = ${emisorId}`);
}

/** One ENTRADA per warehouse with stock in the sheet, by the import's user, like any movement. */
async function enterStock(
  tx: Tx,
  auth: AuthContext,
  rows: PlannedRow[],
  ids: Map<PlannedRow, string>,
  archivo: string,
) {
  const byWarehouse = new Map<string, { producto_id: string; cantidad: number }[]>();
  // The movement need not read back what the import just wrote (stock rows only for inventoried, unserialized).
  const products = new Map<string, ProductInfo>();
  for (const row of rows)
    for (const line of row.stock) {
      const productoId = ids.get(row)!;
      products.set(productoId, { id: productoId, nombre: row.producto.nombre, serializado: false, inventariado: true });
      const lines = byWarehouse.get(line.almacenId) ?? [];
      lines.push({ producto_id: productoId, cantidad: line.cantidad });
      byWarehouse.set(line.almacenId, lines);
    }
  for (const [destino, lines] of byWarehouse)
    await applyMovement(
      tx,
      { emisorId: auth.emisorId, usuarioId: auth.userId },
      {
        tipo_movimiento: 'ENTRADA',
        destino,
        observacion: `Importación de productos (${archivo})`.slice(0, 500),
        items: lines.map((line) => ({ ...line, nombre: '', detalle: '' })),
      },
      { products, warehouseIds: [destino] },
    );
}

const preview = (row: PlannedRow): FilaImportada => ({
  linea: row.linea,
  clave: row.producto.codigo,
  nombre: row.producto.nombre,
  stock: row.stock.reduce((sum, line) => sum + line.cantidad, 0),
});

const answer = (plan: ImportPlan, aplicado: boolean): Omit<ImportacionResponse, 'error'> => ({
  aplicado,
  crear: plan.create.map(preview),
  actualizar: plan.update.map(preview),
  rechazadas: plan.rechazadas,
});

/** POST /api/productos/importar without `confirmar`: what the import would do. Plan limits answer 402. */
export async function previewProductImport(db: Executor, auth: AuthContext, sheet: SheetText) {
  const plan = await planImport(db, auth, sheet);
  await assertInventoriedProductAllowed(db, auth.emisorId, undefined, plan.nuevosInventariados);
  return answer(plan, false);
}

/**
 * With `confirmar`: the same reading, applied in the caller's transaction, all or nothing (products, then one
 * ENTRADA per warehouse). Refused rows are left out; the rest goes in.
 */
export async function applyProductImport(tx: Tx, auth: AuthContext, sheet: SheetText, archivo: string) {
  const plan = await planImport(tx, auth, sheet);
  await assertInventoriedProductAllowed(tx, auth.emisorId, undefined, plan.nuevosInventariados);
  try {
    const ids = await insertProducts(tx, auth.emisorId, plan.create);
    for (const row of plan.update) ids.set(row, row.existingId!);
    await updateProducts(tx, auth.emisorId, plan.update);
    await enterStock(tx, auth, [...plan.create, ...plan.update], ids, archivo);
  } catch (error) {
    // A code taken by someone else meanwhile: nothing of the import stays.
    rethrowUniqueViolation(error, IMPORTACION_CONCURRENTE_MESSAGE);
  }
  return answer(plan, true);
}
