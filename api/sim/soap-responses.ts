import type { SriMensaje } from '@facturador/shared/domain';
import { NS_AUTORIZACION, NS_RECEPCION, NS_SOAP_ENVELOPE } from '../src/sri/soap/endpoints';
import { escapeText } from '../src/sri/xml/text';

/** SOAP answers shaped like SRI's (JAX-WS: ns2-prefixed operation wrapper, unqualified content). */
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${NS_SOAP_ENVELOPE}"><soap:Body>${body}</soap:Body></soap:Envelope>`;

const leaf = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<${name}>${escapeText(value)}</${name}>`;

function mensajesXml(mensajes: readonly SriMensaje[]): string {
  if (mensajes.length === 0) return '<mensajes/>';
  return `<mensajes>${mensajes
    .map(
      (mensaje) =>
        `<mensaje>${leaf('identificador', mensaje.identificador)}${leaf('mensaje', mensaje.mensaje)}${leaf(
          'informacionAdicional',
          mensaje.informacionAdicional,
        )}${leaf('tipo', mensaje.tipo)}</mensaje>`,
    )
    .join('')}</mensajes>`;
}

export function recepcionResponse(
  estado: 'RECIBIDA' | 'DEVUELTA',
  claveAcceso?: string,
  mensajes: SriMensaje[] = [],
): string {
  const comprobantes =
    estado === 'RECIBIDA' && mensajes.length === 0
      ? '<comprobantes/>'
      : `<comprobantes><comprobante>${leaf('claveAcceso', claveAcceso)}${mensajesXml(mensajes)}</comprobante></comprobantes>`;
  return envelope(
    `<ns2:validarComprobanteResponse xmlns:ns2="${NS_RECEPCION}"><RespuestaRecepcionComprobante>` +
      `<estado>${estado}</estado>${comprobantes}</RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`,
  );
}

export interface AutorizacionEntry {
  estado: string;
  numeroAutorizacion?: string;
  fechaAutorizacion?: string;
  ambiente?: string;
  comprobante?: string;
  mensajes: SriMensaje[];
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export function autorizacionResponse(claveAcceso: string, entries: readonly AutorizacionEntry[]): string {
  const autorizaciones =
    entries.length === 0
      ? '<autorizaciones/>'
      : `<autorizaciones>${entries
          .map(
            (entry) =>
              `<autorizacion>${leaf('estado', entry.estado)}${leaf('numeroAutorizacion', entry.numeroAutorizacion)}${leaf(
                'fechaAutorizacion',
                entry.fechaAutorizacion,
              )}${leaf('ambiente', entry.ambiente)}${
                entry.comprobante === undefined ? '' : `<comprobante>${cdata(entry.comprobante)}</comprobante>`
              }${mensajesXml(entry.mensajes)}</autorizacion>`,
          )
          .join('')}</autorizaciones>`;
  return envelope(
    `<ns2:autorizacionComprobanteResponse xmlns:ns2="${NS_AUTORIZACION}"><RespuestaAutorizacionComprobante>` +
      `${leaf('claveAccesoConsultada', claveAcceso)}<numeroComprobantes>${entries.length}</numeroComprobantes>` +
      `${autorizaciones}</RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`,
  );
}

export function soapFault(faultstring: string, faultcode = 'soap:Server'): string {
  return envelope(
    `<soap:Fault><faultcode>${faultcode}</faultcode><faultstring>${escapeText(faultstring)}</faultstring></soap:Fault>`,
  );
}
