import {
  ALMACEN_NO_VALIDO_MESSAGE,
  type ContenidoProducto,
  checkCantidad,
  type FacturaPayload,
  iceContenidoViolation,
  invoiceLineTaxesViolation,
  numeroSerieOf,
  type ProductoPayload,
  type ProductTaxSettings,
} from '@facturador/shared/domain';
import { type MovementLineInput, productoIdNoEncontradoMessage } from '@facturador/shared/domain/movements';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { almacenes, productos } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { ProductInfo } from '../inventory/movements';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The screen's quantity rule (whole for unidad and caja, 3 decimals by measure), again on the server. */
export const cantidadLineaMessage = (nombre: string, problem: string) => `Línea ${nombre}: ${problem}`;

export const serieConCantidadMessage = (nombre: string, serie: string) =>
  `La línea de ${nombre} con número de serie ${serie} debe tener cantidad 1.`;

/** A product of an emitted line: what the stock movement and the line's ICE and IRBPNR need. */
export type EmittedProduct = ProductInfo & {
  irbpnr: boolean;
  botellasPorUnidad: number;
  iceCodigo: number | null;
  contenido: ContenidoProducto;
};

/**
 * An invoice's lines carry their product's ICE and IRBPNR at the rates of the issue date, and
 * free-typed lines neither (credit notes follow their invoice instead: checkCreditNote). A product
 * on an ICE code charged by content that lacks its content (stored before it was required) is a 409.
 */
export function checkInvoiceLineTaxes(
  factura: FacturaPayload,
  products: Map<string, EmittedProduct>,
  fechaIso: string,
): void {
  const settingsOf = (line: FacturaPayload['productos'][number]): ProductTaxSettings | undefined => {
    const id = asId(line.producto_id);
    const product = id ? products.get(id) : undefined;
    return (
      product && {
        irbpnr: product.irbpnr,
        botellasPorUnidad: product.botellasPorUnidad,
        ice: product.iceCodigo === null ? null : { codigo: product.iceCodigo },
        contenido: product.contenido,
      }
    );
  };
  for (const line of factura.productos) {
    const product = settingsOf(line);
    const sinContenido = product && iceContenidoViolation(product, fechaIso, line.codigo);
    if (sinContenido) throw conflict(sinContenido);
  }
  const violation = invoiceLineTaxesViolation(factura.productos, settingsOf, fechaIso);
  if (violation) throw badRequest(violation);
}

const asId = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

/** The warehouse the stock leaves (invoice) or returns to (credit note): the form's, else the user's. */
export function emissionWarehouse(
  factura: Pick<FacturaPayload, 'almacen_id'>,
  userWarehouse: string | null,
): string | undefined {
  const chosen = factura.almacen_id;
  if (chosen === null || chosen === undefined || chosen === '') return userWarehouse ?? undefined;
  const id = asId(chosen);
  if (!id) throw badRequest(ALMACEN_NO_VALIDO_MESSAGE);
  return id;
}

/** The chosen warehouse must be one of this emisor's (an id from elsewhere is refused, never stored). */
export async function checkWarehouse(db: Executor, emisorId: string, almacenId: string | undefined): Promise<void> {
  if (!almacenId) return;
  const [row] = await db
    .select({ id: almacenes.id })
    .from(almacenes)
    .where(and(eq(almacenes.emisorId, emisorId), eq(almacenes.id, almacenId)))
    .limit(1);
  if (!row) throw badRequest(ALMACEN_NO_VALIDO_MESSAGE);
}

/** What a document's line tells the stock: its product, quantity and serial. */
export type StockLineSource = Pick<
  ProductoPayload,
  'producto_id' | 'codigo' | 'nombre' | 'cantidad' | 'esInventariado' | 'detallesAdicionales'
>;

/**
 * The movement lines of an emission: only lines of the emisor's inventoried products move stock
 * (services and free-typed lines do not). A registered product's quantity follows its unit of measure
 * (free-typed lines have none: SRI's 6 decimals apply). A serial travels as the line's SN detail; repeated
 * lines of one non-serialized product become one line with the summed quantity. Also returns the products
 * read, which the movement then does not read again.
 */
export async function stockLines(
  tx: Tx,
  emisorId: string,
  factura: { productos: readonly StockLineSource[] },
): Promise<{ lines: MovementLineInput[]; products: Map<string, EmittedProduct> }> {
  const ids = [...new Set(factura.productos.flatMap((line) => asId(line.producto_id) ?? []))];
  const rows = ids.length
    ? await tx
        .select({
          id: productos.id,
          nombre: productos.nombre,
          inventariado: productos.inventariado,
          serializado: productos.serializado,
          unidadMedida: productos.unidadMedida,
          irbpnr: productos.irbpnr,
          botellasPorUnidad: productos.botellasPorUnidad,
          iceCodigo: productos.iceCodigo,
          contenido: productos.contenido,
        })
        .from(productos)
        .where(and(eq(productos.emisorId, emisorId), inArray(productos.id, ids)))
    : [];
  const products = new Map(rows.map((row) => [row.id, row]));

  const lines: MovementLineInput[] = [];
  const counted = new Map<string, MovementLineInput>();
  for (const line of factura.productos) {
    const id = asId(line.producto_id);
    const product = id ? products.get(id) : undefined;
    if (!product) {
      // A line that names a product must name one of this emisor's; inventory lines must name one.
      if (id || line.esInventariado)
        throw notFound(productoIdNoEncontradoMessage(String(line.producto_id || line.codigo)));
      continue;
    }
    const cantidadProblem = checkCantidad(line.cantidad, product.unidadMedida);
    if (cantidadProblem) throw badRequest(cantidadLineaMessage(line.nombre, cantidadProblem));
    if (!product.inventariado) continue;
    const serie = numeroSerieOf(line);
    if (product.serializado) {
      if (serie && line.cantidad !== 1) throw badRequest(serieConCantidadMessage(line.nombre, serie));
      lines.push({ producto_id: product.id, nombre: line.nombre, cantidad: 1, numero_serie: serie, detalle: '' });
      continue;
    }
    const existing = counted.get(product.id);
    if (existing) existing.cantidad = Math.round((existing.cantidad + line.cantidad) * 1e6) / 1e6;
    else {
      const movementLine = { producto_id: product.id, nombre: line.nombre, cantidad: line.cantidad, detalle: '' };
      counted.set(product.id, movementLine);
      lines.push(movementLine);
    }
  }
  return { lines, products };
}
