import { formatMoney, sumMoney } from '@facturador/shared/domain';
import { type CuentaFactura, ESTADO_DE_CUENTA_TITLE, type Statement } from '@facturador/shared/domain/receivables';
import type { SendMailOptions } from 'nodemailer';

/** Who sends: the company's name (or its configured sender) over the deployment's or its own SMTP. */
export interface Sender {
  empresa: string;
  from: { name: string; address: string };
  replyTo: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const pie = (sender: Sender) =>
  sender.replyTo
    ? `Para cualquier consulta responda a este correo o escriba a ${sender.replyTo}.`
    : 'Este correo se envió automáticamente.';

function envelope(sender: Sender, to: string[], subject: string, paragraphs: string[], table: string[][]) {
  const text = [...paragraphs, '', ...table.map((row) => row.join(' | ')), '', pie(sender), '', sender.empresa].join(
    '\n',
  );
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<table cellpadding="4" border="1" style="border-collapse:collapse">',
    ...table.map(
      (row, index) =>
        `<tr>${row.map((value) => (index === 0 ? `<th align="left">${escapeHtml(value)}</th>` : `<td>${linkify(value)}</td>`)).join('')}</tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(pie(sender))}</p>`,
    `<p>${escapeHtml(sender.empresa)}</p>`,
  ].join('\n');
  return {
    from: sender.from,
    to,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    subject,
    text,
    html,
  } satisfies SendMailOptions;
}

const linkify = (value: string) =>
  /^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);

/** The public page where the customer sees and downloads the invoice's RIDE. */
export const rideLink = (publicUrl: string, claveAcceso: string) => `${publicUrl}/descargar-factura/${claveAcceso}`;

export const recordatorioSubject = (empresa: string) => `Recordatorio de pago de ${empresa}: facturas vencidas`;

/** The reminder: each overdue invoice with its due date, days overdue, balance and the public RIDE link. */
export function reminderMessage(
  sender: Sender,
  to: string[],
  razonSocial: string,
  facturas: CuentaFactura[],
  publicUrl: string,
): SendMailOptions {
  const total = sumMoney(facturas.map((factura) => factura.saldo));
  return envelope(
    sender,
    to,
    recordatorioSubject(sender.empresa),
    [
      `Estimado(a) ${razonSocial}:`,
      `${sender.empresa} le recuerda que tiene ${facturas.length === 1 ? 'una factura vencida' : `${facturas.length} facturas vencidas`} por un total de ${formatMoney(total)}.`,
      'Si ya realizó el pago, por favor ignore este mensaje.',
    ],
    [
      ['Factura', 'Emisión', 'Vencimiento', 'Días vencida', 'Saldo', 'Ver factura (RIDE)'],
      ...facturas.map((factura) => [
        factura.numero,
        factura.fechaEmision,
        factura.vencimiento ?? '',
        String(factura.diasVencido),
        formatMoney(factura.saldo),
        rideLink(publicUrl, factura.claveAcceso),
      ]),
    ],
  );
}

/** The statement by e-mail: its summary in the body, the PDF attached. */
export function statementMessage(
  sender: Sender,
  to: string[],
  statement: Statement,
  pdf: { filename: string; content: Buffer },
): SendMailOptions {
  const periodo = statement.desde ? `del ${statement.desde} al ${statement.hasta}` : `al ${statement.hasta}`;
  return {
    ...envelope(
      sender,
      to,
      `${ESTADO_DE_CUENTA_TITLE} de ${sender.empresa} ${periodo}`,
      [
        `Estimado(a) ${statement.cliente.razonSocial}:`,
        `${sender.empresa} le envía su estado de cuenta ${periodo}. Adjuntamos el detalle en PDF.`,
      ],
      [
        ['Saldo inicial', 'Saldo final', 'Vencido'],
        [formatMoney(statement.saldoInicial), formatMoney(statement.saldoFinal), formatMoney(statement.vencido)],
      ],
    ),
    attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
  };
}
