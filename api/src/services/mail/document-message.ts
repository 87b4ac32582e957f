import { formatMoney } from '@facturador/shared/domain';
import { type FacturaRide, rideFileName } from '@facturador/shared/domain/ride';
import { buildRidePdf, RIDE_MIME_TYPE, rideTitle } from '@facturador/shared/ride';
import type { SendMailOptions } from 'nodemailer';

/** What one message about a document says, and to whom (issue #12). */
export interface DocumentMessageInput {
  ride: FacturaRide;
  /** The authorized XML, as GET /api/factura_xml/{clave} gives it. */
  xmlAutorizado: string;
  destinatarios: string[];
  /** `Facturador <facturas@example.com>` or an address; the company's name is shown as sender. */
  from: { name: string; address: string };
  replyTo: string | null;
  /** Base URL of the public page (PUBLIC_URL). */
  publicUrl: string;
}

export const numeroDocumento = (ride: FacturaRide) =>
  `${ride.numeroEstablecimiento}-${ride.puntoEmision}-${ride.secuencial}`;

/** `001-001-000000123.pdf`, like every download of the RIDE. */
export const ridePdfFileName = (ride: FacturaRide) => rideFileName(numeroDocumento(ride));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The message: Spanish subject, a plain-text and an HTML part, the RIDE PDF and the authorized XML. */
export async function documentMessage(input: DocumentMessageInput): Promise<SendMailOptions> {
  const { ride } = input;
  const numero = numeroDocumento(ride);
  const titulo = rideTitle({ esNotaCredito: ride.codDoc === '04', numero, codDoc: ride.codDoc });
  const empresa = ride.comerciante.nombreComercial || ride.comerciante.razonSocial;
  const total = formatMoney(ride.facturacion.importeTotal);
  const enlace = `${input.publicUrl}/descargar-factura/${ride.claveAcceso}`;
  const autorizacion = ride.numeroAutorizacion ?? ride.claveAcceso;
  // A guía de remisión carries no amounts (SRI-NOTES §10.2): its message names no total.
  const filas: [string, string][] = [
    ['Comprobante', titulo],
    ['Fecha de emisión', ride.fecha],
    ...(ride.codDoc === '06' ? [] : [['Total', total] as [string, string]]),
    ['Número de autorización', autorizacion],
  ];
  const saludo = `Estimado(a) ${ride.comprador.razonSocial}:`;
  const envio = `${empresa} le envía su comprobante electrónico autorizado por el SRI.`;
  const adjuntos = `Adjuntamos el RIDE (PDF) y el XML autorizado. También puede verlo y descargarlo en: ${enlace}`;
  const pie = input.replyTo
    ? `Para cualquier consulta responda a este correo o escriba a ${input.replyTo}.`
    : 'Este correo se envió automáticamente.';
  const text = [
    saludo,
    '',
    envio,
    '',
    ...filas.map(([label, value]) => `${label}: ${value}`),
    '',
    adjuntos,
    '',
    pie,
    '',
    empresa,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(saludo)}</p>`,
    `<p>${escapeHtml(envio)}</p>`,
    '<table cellpadding="4">',
    ...filas.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>Adjuntamos el RIDE (PDF) y el XML autorizado. También puede verlo y descargarlo en <a href="${escapeHtml(enlace)}">${escapeHtml(enlace)}</a>.</p>`,
    `<p>${escapeHtml(pie)}</p>`,
    `<p>${escapeHtml(empresa)}</p>`,
  ].join('\n');

  const pdf = await buildRidePdf(ride);
  return {
    from: input.from,
    to: input.destinatarios,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: `${titulo} de ${empresa}`,
    text,
    html,
    attachments: [
      { filename: ridePdfFileName(ride), content: Buffer.from(pdf), contentType: RIDE_MIME_TYPE },
      {
        filename: `${ride.claveAcceso}.xml`,
        content: input.xmlAutorizado,
        contentType: 'application/xml; charset=utf-8',
      },
    ],
  };
}
