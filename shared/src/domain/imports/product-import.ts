import {
  hasAtMostDecimals,
  IMPUESTOS_PRODUCTO,
  ivaOptionByCodigo,
  type ProductInput,
  productInputSchema,
} from '@facturador/shared/domain';
import { type ImportColumn, normalizeHeader, parseSheetNumber, parseYesNo, type SheetRow } from './sheet';

/**
 * The product sheet (issue 27). Every row is checked with the product schema of the screens and the API
 * (productInputSchema): the same rules and messages. Columns "Stock <almacén>" bring stock in, one ENTRADA
 * per warehouse. ICE/IRBPNR columns are not here: the product model does not carry them yet (issue 21).
 */
export const COLUMNAS_PRODUCTO: readonly ImportColumn[] = [
  { clave: 'codigo', titulo: 'Código', requerida: true, ejemplo: 'CEM-50' },
  { clave: 'nombre', titulo: 'Nombre', requerida: true, ejemplo: 'Cemento 50 kg' },
  { clave: 'descripcion', titulo: 'Descripción', requerida: false, ejemplo: 'Saco de 50 kg' },
  { clave: 'categoria', titulo: 'Categoría', requerida: false, ejemplo: 'Construcción' },
  { clave: 'precio', titulo: 'Precio', requerida: true, ejemplo: '8,75' },
  { clave: 'iva', titulo: 'IVA', requerida: false, ejemplo: 'IVA 15%', alias: ['impuesto'] },
  { clave: 'unidad', titulo: 'Unidad', requerida: false, ejemplo: 'unidad', alias: ['unidad de medida'] },
  { clave: 'inventariado', titulo: 'Inventariado', requerida: false, ejemplo: 'sí' },
  { clave: 'stock_minimo', titulo: 'Stock mínimo', requerida: false, ejemplo: '5' },
];

/** Prefix of the per-warehouse stock columns: "Stock Bodega Principal". */
export const STOCK_COLUMNA_PREFIJO = 'Stock ';
export const stockColumnTitle = (almacen: string) => `${STOCK_COLUMNA_PREFIJO}${almacen}`;

export const IVA_IMPORT_INVALIDO_MESSAGE = `El IVA debe ser ${IMPUESTOS_PRODUCTO.join(', ')} o su código del SRI (4, 5, 0, 6, 7)`;
export const INVENTARIADO_IMPORT_INVALIDO_MESSAGE = 'Inventariado debe ser sí o no';
export const precioNoNumericoMessage = (valor: string) =>
  `El precio «${valor.trim()}» no es un número: escríbalo como 8,75 o 8.75`;
export const stockInvalidoMessage = (almacen: string) =>
  `El stock de ${almacen} debe ser un número mayor o igual a 0 con hasta 2 decimales`;
export const stockSinInventarioMessage = (almacen: string) =>
  `El stock de ${almacen} requiere que el producto sea inventariado`;
export const STOCK_SERIALIZADO_MESSAGE =
  'El producto es serializado: su stock se carga por número de serie en un movimiento de entrada';
export const almacenDesconocidoMessage = (columna: string) =>
  `La columna "${columna}" no corresponde a ningún almacén de la empresa`;

/** IVA cell: a label of the catalogue (any case) or its SRI code (codigoPorcentaje); blank = the default. */
export function impuestoFromCell(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const label = IMPUESTOS_PRODUCTO.find((impuesto) => normalizeHeader(impuesto) === normalizeHeader(text));
  if (label) return label;
  const byCode = /^\d+$/.test(text) ? ivaOptionByCodigo(text)?.label : undefined;
  return byCode && (IMPUESTOS_PRODUCTO as readonly string[]).includes(byCode) ? byCode : text;
}

/** A warehouse's stock column as the sheet maps it. */
export interface StockColumn {
  clave: string;
  almacen: string;
}

/** A product row ready to apply: the product and its stock per warehouse column. */
export interface ProductRowCheck {
  producto?: ProductInput;
  stock: { almacen: string; cantidad: number }[];
  motivo?: string;
}

/** Reads and checks one row: the product (schema of the screens) and its stock cells. */
export function checkProductRow(row: SheetRow, stockColumns: readonly StockColumn[]): ProductRowCheck {
  const v = row.valores;
  const inventariado = parseYesNo(v.inventariado ?? '');
  if (inventariado === undefined) return { stock: [], motivo: INVENTARIADO_IMPORT_INVALIDO_MESSAGE };
  const impuesto = impuestoFromCell(v.iva ?? '');
  if (impuesto !== undefined && !(IMPUESTOS_PRODUCTO as readonly string[]).includes(impuesto))
    return { stock: [], motivo: IVA_IMPORT_INVALIDO_MESSAGE };
  const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  const precio = parseSheetNumber(v.precio ?? '');
  if (typeof precio === 'string' && precio.trim() !== '') return { stock: [], motivo: precioNoNumericoMessage(precio) };
  const parsed = productInputSchema.safeParse({
    codigo: v.codigo ?? '',
    nombre: v.nombre ?? '',
    descripcion: v.descripcion ?? '',
    categoria: v.categoria ?? '',
    precio,
    impuesto,
    unidad_medida: blankToUndefined(v.unidad)?.toLowerCase(),
    inventariado,
    stock_minimo: v.stock_minimo?.trim() ? parseSheetNumber(v.stock_minimo) : undefined,
  });
  if (!parsed.success) return { stock: [], motivo: parsed.error.issues[0]?.message ?? 'Fila no válida' };
  const producto = parsed.data;

  const stock: ProductRowCheck['stock'] = [];
  for (const column of stockColumns) {
    const cell = (v[column.clave] ?? '').trim();
    if (cell === '') continue;
    const cantidad = parseSheetNumber(cell);
    if (typeof cantidad !== 'number' || cantidad < 0 || cantidad > 1e9 || !hasAtMostDecimals(cantidad, 2))
      return { stock: [], motivo: stockInvalidoMessage(column.almacen) };
    if (cantidad === 0) continue;
    if (!producto.inventariado) return { stock: [], motivo: stockSinInventarioMessage(column.almacen) };
    stock.push({ almacen: column.almacen, cantidad });
  }
  return { producto, stock };
}
