import { roundQuantity } from '@facturador/shared/domain';
import type { SendMailOptions } from 'nodemailer';

/** One item row of the digest: a product under its stock mínimo in one warehouse. */
export interface LowStockLine {
  codigo: string;
  nombre: string;
  almacen: string;
  stock: number;
  stockMinimo: number;
}

export interface StockDigestInput {
  empresa: string;
  /** dd/mm/aaaa, the day in Ecuador. */
  fecha: string;
  lineas: LowStockLine[];
  to: string;
  from: { name: string; address: string };
  /** Base URL of the suite (PUBLIC_URL): the dashboard is `<publicUrl>/admin`. */
  publicUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const HEADERS = ['Producto', 'Código', 'Almacén', 'Stock', 'Stock mínimo'] as const;

const cells = (line: LowStockLine) => [
  line.nombre,
  line.codigo,
  line.almacen,
  String(roundQuantity(line.stock)),
  String(roundQuantity(line.stockMinimo)),
];

export const stockDigestSubject = (empresa: string, fecha: string, productos: number) =>
  `Stock bajo al ${fecha}: ${productos} ${productos === 1 ? 'producto' : 'productos'} bajo su mínimo · ${empresa}`;

/** The daily e-mail to the company: every item under its product's stock mínimo, per warehouse. */
export function stockDigestMessage(input: StockDigestInput): SendMailOptions {
  const enlace = `${input.publicUrl}/admin`;
  const intro = `Estos productos de ${input.empresa} están por debajo de su stock mínimo al ${input.fecha}:`;
  const pie =
    'Recibe este correo porque el resumen diario de stock bajo está activado en Administración → Empresa → ' +
    '«Correo de facturas». Desactívelo allí si no desea recibirlo.';
  const text = [
    intro,
    '',
    ...input.lineas.map((line) => {
      const [nombre, codigo, almacen, stock, minimo] = cells(line);
      return `- ${nombre} (${codigo}), ${almacen}: stock ${stock}, mínimo ${minimo}`;
    }),
    '',
    `Vea el resumen del negocio en ${enlace}`,
    '',
    pie,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" border="1" style="border-collapse:collapse">',
    `<caption>Stock bajo</caption>`,
    `<tr>${HEADERS.map((header) => `<th align="left">${escapeHtml(header)}</th>`).join('')}</tr>`,
    ...input.lineas.map(
      (line) =>
        `<tr>${cells(line)
          .map((cell) => `<td>${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    ),
    '</table>',
    `<p>Vea el resumen del negocio en <a href="${escapeHtml(enlace)}">${escapeHtml(enlace)}</a>.</p>`,
    `<p>${escapeHtml(pie)}</p>`,
  ].join('\n');
  return {
    from: input.from,
    to: input.to,
    subject: stockDigestSubject(input.empresa, input.fecha, input.lineas.length),
    text,
    html,
  };
}
