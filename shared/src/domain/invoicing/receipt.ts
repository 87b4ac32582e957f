import { COD_DOC, numeroDocumento } from '../sri/access-key';
import { formatFechaSri } from '../sri/dates';
import { FORMAS_PAGO } from '../sri/payment-codes';
import { formatMoneyPlain } from './money';
import { ivaOptionByCodigo } from './taxes';

/** Receipt-printer width in characters (spec 01 §9). */
export const RECEIPT_WIDTH = 48;
export const RECEIPT_TITLE = 'COMPROBANTE DE PAGO';
export const RECEIPT_THANKS = 'GRACIAS POR SU COMPRA';
const DISCOUNT_LABEL = '  Descuento:';

export interface ReceiptLine {
  codigo: string;
  nombre: string;
  cantidad: number;
  precioUnitario: number;
  precioTotalSinImpuesto: number;
  /** Printed under the item when above 0 (issue 13). */
  descuento?: number;
}

export interface ReceiptInput {
  razonSocial: string;
  claveAcceso: string;
  /** Issue instant; printed as DD/MM/YYYY in Ecuador. */
  fecha: Date;
  productos: readonly ReceiptLine[];
  totalSinImpuestos: number;
  subtotalIvaCero: number;
  iva: number;
  /** ICE and IRBPNR (issue #21): one line each when above 0. */
  ice?: number;
  irbpnr?: number;
  importeTotal: number;
  /** How it was paid (issue #11), one line each (the name cut to fit 12 digits); absent: nothing printed. */
  pagos?: readonly { formaPago: string; total: number }[];
  /** Base per rate used (totalConImpuestos): one subtotal line per rate besides 0 %. */
  impuestos?: readonly { codigo?: number; codigoPorcentaje: number; baseImponible: number }[];
}

const clip = (value: string, width: number) => value.replace(/\s+/g, ' ').trim().slice(0, width);
const left = (value: string, width: number) => clip(value, width).padEnd(width);
const right = (value: string, width: number) => clip(value, width).padStart(width);
const center = (value: string) => {
  const content = clip(value, RECEIPT_WIDTH);
  return ' '.repeat(Math.floor((RECEIPT_WIDTH - content.length) / 2)) + content;
};
const rule = '-'.repeat(RECEIPT_WIDTH);

/** Text wraps on word boundaries instead of being cut (issue 25: names, descriptions, payments). */
function wrap(value: string, width = RECEIPT_WIDTH): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width) current = candidate;
    else {
      if (current) lines.push(current);
      // A word longer than the column goes on in pieces.
      let rest = word;
      while (rest.length > width) {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** 'FACTURA No. 001-001-000000123' (issue 25): the number the customer quotes. */
function documentLine(claveAcceso: string): string {
  const codDoc = claveAcceso.slice(8, 10);
  const tipo = codDoc === COD_DOC.notaCredito ? 'NOTA DE CREDITO' : 'FACTURA';
  return `${tipo} No. ${numeroDocumento(claveAcceso)}`;
}

// Item columns: code 8, name 15, quantity 5, unit price 8, total 8, single spaces between (48).
const itemRow = (codigo: string, nombre: string, cantidad: string, precio: string, total: string) =>
  [left(codigo, 8), left(nombre, 15), right(cantidad, 5), right(precio, 8), right(total, 8)].join(' ');

const amountRow = (label: string, value: number) => {
  const amount = formatMoneyPlain(value);
  return label + right(amount, RECEIPT_WIDTH - label.length);
};

/** A label too long for one line with its amount wraps; the amount goes on its last line. */
function wrappedAmountRows(label: string, value: number): string[] {
  const room = RECEIPT_WIDTH - formatMoneyPlain(value).length - 1;
  const lines = wrap(label, RECEIPT_WIDTH);
  const last = lines.pop() ?? '';
  if (last.length <= room) return [...lines, amountRow(last, value)];
  return [...lines, last, amountRow('', value)];
}

/** One item: its row, the rest of a long name under the name column, and its discount. */
function itemRows(item: ReceiptLine): string[] {
  const [first = '', ...more] = wrap(item.nombre, 15);
  return [
    itemRow(
      item.codigo,
      first,
      String(item.cantidad),
      formatMoneyPlain(item.precioUnitario),
      formatMoneyPlain(item.precioTotalSinImpuesto),
    ),
    ...more.map((part) => `${' '.repeat(9)}${part}`),
    ...(item.descuento && item.descuento > 0 ? [amountRow(DISCOUNT_LABEL, -item.descuento)] : []),
  ];
}

/** The 48-column receipt text of spec 01 §9, lines joined with `\n`. */
export function buildReceiptText(input: ReceiptInput): string {
  const lines = [
    center(RECEIPT_TITLE),
    ...wrap(input.razonSocial).map(center),
    documentLine(input.claveAcceso),
    'Clave de acceso:',
    input.claveAcceso.slice(0, 25),
    input.claveAcceso.slice(25),
    `Fecha: ${formatFechaSri(input.fecha)}`,
    rule,
    itemRow('CODIGO', 'DESCRIPCION', 'CANT', 'P.UNIT', 'TOTAL'),
    ...input.productos.flatMap(itemRows),
    rule,
    amountRow('SUBTOTAL:', input.totalSinImpuestos),
    // The spec's 'IVA 0%' line is the 0 % base, once, named as the RIDE names it («SUBTOTAL 0%»); the other
    // rates' bases follow one per rate.
    ...(input.impuestos ?? [])
      .filter((impuesto) => (impuesto.codigo ?? 2) === 2 && impuesto.codigoPorcentaje !== 0)
      .map((impuesto) =>
        amountRow(
          `SUBTOTAL ${(ivaOptionByCodigo(impuesto.codigoPorcentaje)?.label ?? '').toUpperCase()}:`,
          impuesto.baseImponible,
        ),
      ),
    amountRow('SUBTOTAL 0%:', input.subtotalIvaCero),
    ...(input.ice ? [amountRow('ICE:', input.ice)] : []),
    amountRow('IVA:', input.iva),
    ...(input.irbpnr ? [amountRow('IRBPNR:', input.irbpnr)] : []),
    amountRow('TOTAL:', input.importeTotal),
    ...(input.pagos ?? []).flatMap((pago) =>
      wrappedAmountRows(`${FORMAS_PAGO[pago.formaPago] ?? pago.formaPago}:`, pago.total),
    ),
    rule,
    center(RECEIPT_THANKS),
  ];
  return lines.map((line) => line.trimEnd()).join('\n');
}
