import { formatFechaSri } from '../sri/dates';
import { FORMAS_PAGO } from '../sri/payment-codes';
import { formatMoneyPlain } from './money';
import { ivaOptionByCodigo } from './taxes';

/** Receipt-printer width in characters (spec 01 §9). */
export const RECEIPT_WIDTH = 48;
export const RECEIPT_TITLE = 'COMPROBANTE DE PAGO';
export const RECEIPT_THANKS = 'GRACIAS POR SU COMPRA';
const DISCOUNT_LABEL = '  Descuento:';
const SUBTOTAL_CERO_LABEL = 'Subtotal 0%:';

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

/** Long legal names wrap on word boundaries instead of being cut. */
function wrap(value: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= RECEIPT_WIDTH) current = candidate;
    else {
      if (current) lines.push(current);
      current = word.slice(0, RECEIPT_WIDTH);
    }
  }
  if (current) lines.push(current);
  return lines;
}

// Item columns: code 8, name 15, quantity 5, unit price 8, total 8, single spaces between (48).
const itemRow = (codigo: string, nombre: string, cantidad: string, precio: string, total: string) =>
  [left(codigo, 8), left(nombre, 15), right(cantidad, 5), right(precio, 8), right(total, 8)].join(' ');

const amountRow = (label: string, value: number) => {
  const amount = formatMoneyPlain(value);
  return label + right(amount, RECEIPT_WIDTH - label.length);
};

/** The 48-column receipt text of spec 01 §9, lines joined with `\n`. */
export function buildReceiptText(input: ReceiptInput): string {
  const lines = [
    center(RECEIPT_TITLE),
    ...wrap(input.razonSocial).map(center),
    'Clave de acceso:',
    input.claveAcceso.slice(0, 25),
    input.claveAcceso.slice(25),
    `Fecha: ${formatFechaSri(input.fecha)}`,
    rule,
    itemRow('CODIGO', 'DESCRIPCION', 'CANT', 'P.UNIT', 'TOTAL'),
    ...input.productos.flatMap((item) => [
      itemRow(
        item.codigo,
        item.nombre,
        String(item.cantidad),
        formatMoneyPlain(item.precioUnitario),
        formatMoneyPlain(item.precioTotalSinImpuesto),
      ),
      ...(item.descuento && item.descuento > 0 ? [amountRow(DISCOUNT_LABEL, -item.descuento)] : []),
    ]),
    rule,
    amountRow('SUBTOTAL:', input.totalSinImpuestos),
    // The 0 % base once by name ('Subtotal 0%', issue 13) and once as the spec's 'IVA 0%' line; the other
    // rates' bases follow one per rate (issue 11), so no 'SUBTOTAL IVA 0%' third copy.
    amountRow(SUBTOTAL_CERO_LABEL, input.subtotalIvaCero),
    ...(input.impuestos ?? [])
      .filter((impuesto) => (impuesto.codigo ?? 2) === 2 && impuesto.codigoPorcentaje !== 0)
      .map((impuesto) =>
        amountRow(
          `SUBTOTAL ${(ivaOptionByCodigo(impuesto.codigoPorcentaje)?.label ?? '').toUpperCase()}:`,
          impuesto.baseImponible,
        ),
      ),
    amountRow('IVA 0%:', input.subtotalIvaCero),
    ...(input.ice ? [amountRow('ICE:', input.ice)] : []),
    amountRow('IVA:', input.iva),
    ...(input.irbpnr ? [amountRow('IRBPNR:', input.irbpnr)] : []),
    amountRow('TOTAL:', input.importeTotal),
    ...(input.pagos ?? []).map((pago) =>
      amountRow(`${clip(FORMAS_PAGO[pago.formaPago] ?? pago.formaPago, 34)}:`, pago.total),
    ),
    rule,
    center(RECEIPT_THANKS),
  ];
  return lines.map((line) => line.trimEnd()).join('\n');
}
