import { correoInvalidoMessage, invalidEmailIn } from '../buyers/email';
import { hasAtMostDecimals } from '../common/fields';
import { productoNoFacturadoMessage } from '../emission/emission';
import { isUnidadFraccionable, QUANTITY_DECIMALS_FRACCIONABLE } from '../products/product';
import { checkIdentificacionComprador } from '../sri/cedula-ruc';
import { fechaIsoHoy } from '../sri/dates';
import { buildInvoicePayload, type InvoiceFormLine, type InvoiceFormState } from './build-payload';
import { cantidadExcedeFacturadoMessage, notaCreditoExcedeFacturaMessage } from './credit-note';
import { CONSUMIDOR_FINAL, DEFAULT_TIPO_IDENTIFICACION } from './identification-types';
import { fromCents, hasAtMostTwoDecimals, sumCents, sumMoney, toCents } from './money';
import { NO_PRODUCTOS_MESSAGE, pagosNoSumanMessage } from './payload';
import { iceContenidoViolation } from './product-taxes';
import type { ContenidoProducto } from './tax-catalogue';
import { lineTotal } from './totals';

/**
 * The rules of the invoice / credit-note screen (spec 01 §4-§5) with their exact Spanish messages:
 * adding a line, and checking the form before the confirm-send dialog.
 */
export const CODIGO_Y_DESCRIPCION_REQUERIDOS_MESSAGE =
  'Debe ingresar el código y descripción para agregar el producto.';
export const PRODUCTO_NO_REQUIERE_SERIE_MESSAGE = 'Este producto no requiere número de serie';
export const PRODUCTO_REQUIERE_SERIE_MESSAGE = 'Este producto requiere un número de serie';
export const PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE = 'El producto no existe en el almacén seleccionado';
export const SERIE_DUPLICADA_MESSAGE = 'No puede ingresar otro item con el mismo número de serie.';
export const CODIGO_DUPLICADO_MESSAGE = 'No puede ingresar otro producto con un mismo código.';

export const productoDeOtroAlmacenMessage = (almacenDelProducto: string, almacenSeleccionado: string) =>
  `El producto seleccionado pertenece a ${almacenDelProducto}. Solo puede agregar productos de ${almacenSeleccionado}.`;
export const stockInsuficienteMessage = (stockDisponible: number) =>
  `Stock insuficiente en el almacén seleccionado: Stock disponible: ${stockDisponible}`;

// Not worded by the spec, but a line the payload would refuse must be stopped at the counter.
export const CANTIDAD_INVALIDA_MESSAGE = 'La cantidad debe ser un número entero mayor o igual a 1.';
/** Products sold by measure (UNIDADES_FRACCIONABLES). */
export const CANTIDAD_FRACCIONABLE_INVALIDA_MESSAGE = 'La cantidad debe ser mayor que 0, con hasta 3 decimales.';
export const PRECIO_INVALIDO_MESSAGE_LINEA = 'El precio debe ser un valor mayor o igual a 0 con máximo 2 decimales.';
export const DESCUENTO_INVALIDO_MESSAGE = 'El descuento debe ser un valor mayor o igual a 0 con máximo 2 decimales.';
export const DESCUENTO_EXCEDE_MESSAGE = 'El descuento no puede ser mayor que el precio por la cantidad.';
export const NOMBRE_COMPRADOR_REQUERIDO_MESSAGE = 'Debe ingresar el nombre o razón social del comprador.';
export const EMAIL_COMPRADOR_REQUERIDO_MESSAGE = 'Debe ingresar el correo electrónico del comprador.';
export const MOTIVO_NOTA_CREDITO_REQUERIDO_MESSAGE = 'Debe seleccionar el motivo de la nota de crédito.';

/** Spec 01 §4-§5: a number with 10 or 13 characters unlocks the buyer fields and the lookup. */
export function isIdentificacionCompleta(value: string): boolean {
  const length = value.trim().length;
  return length === 10 || length === 13;
}

/** A numeric input's text as a number; blank is NaN so that "required" is caught. */
export function parseAmount(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** Read-only subtotal of the entry row and of each line: price × quantity − discount (0 while incomplete). */
export function entrySubtotal(
  line: Pick<InvoiceFormLine, 'producto_precio' | 'producto_cantidad' | 'producto_descuento'>,
) {
  const precio = parseAmount(line.producto_precio);
  const cantidad = parseAmount(line.producto_cantidad);
  const descuento = parseAmount(line.producto_descuento || 0);
  if (![precio, cantidad, descuento].every(Number.isFinite)) return 0;
  return lineTotal(precio, cantidad, descuento);
}

/** The registered product behind the entry row, if one was chosen. */
export interface EntryProduct {
  inventariado: boolean;
  serializado: boolean;
  /** Its ICE code and content: a code charged by content needs the content. */
  ice?: { codigo: number } | null;
  contenido?: ContenidoProducto;
  /** Units sold by measure (UNIDADES_FRACCIONABLES) take decimal quantities. */
  unidad_medida?: string;
}

/** The inventory item behind the entry row (chosen, or found by serial / product in a warehouse). */
export interface EntryItem {
  _id: string;
  almacen_id: string;
  almacen_nombre: string;
  numero_serie: string | null;
  stock: number;
}

export interface NewLineContext {
  /** The entry row. */
  line: InvoiceFormLine;
  /** Registered product chosen for the row (null for a free line). */
  product: EntryProduct | null;
  /** The item that serves the row: in the selected warehouse, or elsewhere (then refused). */
  item: EntryItem | null;
  usarInventario: boolean;
  /** Selected warehouse; null when none is selected. */
  almacen: { _id: string; nombre: string } | null;
  /** Lines already in the list. */
  lines: readonly InvoiceFormLine[];
  tipoComprobante: 'factura' | 'notaCredito';
  /** Credit note: quantity invoiced originally for this code (0 when the code was not invoiced). */
  cantidadOriginal?: number;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const serieOf = (line: Pick<InvoiceFormLine, 'producto_numero_serie'>) => (line.producto_numero_serie ?? '').trim();

/** Quantities are whole (min 1, spec 01 §5) except for products sold by measure: up to 3 decimals. */
export function checkCantidad(cantidad: number, unidadMedida: string | undefined): string | null {
  if (isUnidadFraccionable(unidadMedida))
    return Number.isFinite(cantidad) && cantidad > 0 && hasAtMostDecimals(cantidad, QUANTITY_DECIMALS_FRACCIONABLE)
      ? null
      : CANTIDAD_FRACCIONABLE_INVALIDA_MESSAGE;
  return Number.isInteger(cantidad) && cantidad >= 1 ? null : CANTIDAD_INVALIDA_MESSAGE;
}

/** Price, quantity and discount of a line (spec 01 §5 "Inputs"); the unit decides the quantity's decimals. */
export function checkAmounts(line: InvoiceFormLine, unidadMedida?: string): string | null {
  const precio = parseAmount(line.producto_precio);
  const cantidad = parseAmount(line.producto_cantidad);
  const descuento = parseAmount(line.producto_descuento === '' ? 0 : line.producto_descuento);
  if (!Number.isFinite(precio) || precio < 0 || !hasAtMostTwoDecimals(precio)) return PRECIO_INVALIDO_MESSAGE_LINEA;
  const cantidadProblem = checkCantidad(cantidad, unidadMedida);
  if (cantidadProblem) return cantidadProblem;
  if (!Number.isFinite(descuento) || descuento < 0 || !hasAtMostTwoDecimals(descuento))
    return DESCUENTO_INVALIDO_MESSAGE;
  if (toCents(descuento) > toCents(precio * cantidad)) return DESCUENTO_EXCEDE_MESSAGE;
  return null;
}

/**
 * Spec 01 §5 "Adding a line": null when the entry row may join the list, otherwise the message of
 * the warning dialog. Inventory rules apply to inventoried products when the user has usarInventario.
 */
export function checkNewLine(context: NewLineContext): string | null {
  const { line, product, item, almacen, lines } = context;
  if (!line.producto_codigo.trim() || !line.producto_nombre.trim()) return CODIGO_Y_DESCRIPCION_REQUERIDOS_MESSAGE;
  const amounts = checkAmounts(line, product?.unidad_medida);
  if (amounts) return amounts;

  const serie = serieOf(line);
  const cantidad = parseAmount(line.producto_cantidad);
  const inventoried = Boolean(context.usarInventario && product?.inventariado);

  if (inventoried && product) {
    if (serie && !product.serializado) return PRODUCTO_NO_REQUIERE_SERIE_MESSAGE;
    if (!serie && product.serializado) return PRODUCTO_REQUIERE_SERIE_MESSAGE;
    if (serie && lines.some((added) => serieOf(added).toUpperCase() === serie.toUpperCase()))
      return SERIE_DUPLICADA_MESSAGE;
    if (!item || !almacen) return PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE;
    if (item.almacen_id !== almacen._id) return productoDeOtroAlmacenMessage(item.almacen_nombre, almacen.nombre);
    if (!product.serializado && context.tipoComprobante === 'factura') {
      const alreadyAdded = lines
        .filter((added) => added.esInventariado && sameCode(added.producto_codigo, line.producto_codigo))
        .reduce((sum, added) => sum + parseAmount(added.producto_cantidad), 0);
      if (alreadyAdded + cantidad > item.stock) return stockInsuficienteMessage(item.stock);
    }
  } else {
    if (serie) return PRODUCTO_NO_REQUIERE_SERIE_MESSAGE;
    if (lines.some((added) => !added.esInventariado && sameCode(added.producto_codigo, line.producto_codigo)))
      return CODIGO_DUPLICADO_MESSAGE;
  }

  // The API refuses it too (409); a credit note takes the invoice's own ICE instead.
  const sinContenido =
    product && context.tipoComprobante === 'factura'
      ? iceContenidoViolation(product, fechaIsoHoy(), line.producto_codigo)
      : null;
  if (sinContenido) return sinContenido;

  if (context.tipoComprobante === 'notaCredito') {
    const original = context.cantidadOriginal ?? 0;
    // A code the invoice does not have says so, not 'Cantidad original: 0' (issue 25).
    if (original <= 0) return productoNoFacturadoMessage(line.producto_codigo);
    const alreadyCredited = lines
      .filter((added) => sameCode(added.producto_codigo, line.producto_codigo))
      .reduce((sum, added) => sum + parseAmount(added.producto_cantidad), 0);
    if (alreadyCredited + cantidad > original) return cantidadExcedeFacturadoMessage(original);
  }
  return null;
}

/** Sum of price × quantity − discount of the lines: what spec 01 §5 compares with the original invoice. */
export function linesSubtotal(lines: readonly InvoiceFormLine[]): number {
  return sumMoney(lines.map(entrySubtotal));
}

/** What the submit button leads to when the form is not ready (spec 01 §4 "Submit flow" step 2). */
export type FormProblem = { kind: 'sin_productos'; message: string } | { kind: 'warning'; message: string };

/**
 * Spec 01 §4-§5 "Emission": at least one product, a valid buyer (number by type, name, e-mail unless
 * consumidor final) and, for a credit note, a reason and a total within the original invoice.
 */
export function checkInvoiceForm(
  form: InvoiceFormState,
  creditNote?: { importeTotal: number } | null,
): FormProblem | null {
  if (form.productos.length === 0) return { kind: 'sin_productos', message: NO_PRODUCTOS_MESSAGE };
  const tipo = form.tipo_identificacion ?? DEFAULT_TIPO_IDENTIFICACION;
  const check = checkIdentificacionComprador(tipo, form.comprador_cedula);
  if (!check.valid) return { kind: 'warning', message: check.message ?? '' };
  if (!form.comprador_nombres.trim()) return { kind: 'warning', message: NOMBRE_COMPRADOR_REQUERIDO_MESSAGE };
  if (tipo !== CONSUMIDOR_FINAL.tipoIdentificacion && !(form.comprador_email ?? '').trim())
    return { kind: 'warning', message: EMAIL_COMPRADOR_REQUERIDO_MESSAGE };
  const correoInvalido = invalidEmailIn(form.comprador_email ?? '');
  if (correoInvalido !== null) return { kind: 'warning', message: correoInvalidoMessage(correoInvalido) };
  if (!creditNote && form.pagos?.length) {
    // The same pagos the payload will carry: blank amounts already take the rest.
    const { factura } = buildInvoicePayload(form);
    const suma = sumCents((factura.pagos ?? []).map((pago) => pago.total));
    if (suma !== toCents(factura.importeTotal))
      return { kind: 'warning', message: pagosNoSumanMessage(fromCents(suma), factura.importeTotal) };
  }
  if (creditNote) {
    if (!form.motivoNotaCredito) return { kind: 'warning', message: MOTIVO_NOTA_CREDITO_REQUERIDO_MESSAGE };
    const total = linesSubtotal(form.productos);
    if (toCents(total) > toCents(creditNote.importeTotal))
      return { kind: 'warning', message: notaCreditoExcedeFacturaMessage(total, creditNote.importeTotal) };
  }
  return null;
}

/** Buyer fields for identification type 07 (spec 01 §4). */
export function consumidorFinalBuyer() {
  return {
    comprador_cedula: CONSUMIDOR_FINAL.identificacion,
    comprador_nombres: CONSUMIDOR_FINAL.razonSocial,
    comprador_direccion: CONSUMIDOR_FINAL.direccion,
  };
}
