import type { SriMensaje } from '@facturador/shared/domain';
import { XMLParser } from 'fast-xml-parser';
import { escapeText } from '../xml/text';
import { NS_AUTORIZACION, NS_RECEPCION, NS_SOAP_ENVELOPE } from './endpoints';

/** Hand-written SOAP 1.1 envelopes in SRI's namespaces (document/literal, unqualified children). */
export function validarComprobanteEnvelope(xml: string): string {
  return (
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP_ENVELOPE}" xmlns:ec="${NS_RECEPCION}">` +
    '<soapenv:Header/><soapenv:Body><ec:validarComprobante>' +
    `<xml>${Buffer.from(xml, 'utf8').toString('base64')}</xml>` +
    '</ec:validarComprobante></soapenv:Body></soapenv:Envelope>'
  );
}

export function autorizacionComprobanteEnvelope(claveAcceso: string): string {
  return (
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP_ENVELOPE}" xmlns:ec="${NS_AUTORIZACION}">` +
    '<soapenv:Header/><soapenv:Body><ec:autorizacionComprobante>' +
    `<claveAccesoComprobante>${escapeText(claveAcceso)}</claveAccesoComprobante>` +
    '</ec:autorizacionComprobante></soapenv:Body></soapenv:Envelope>'
  );
}

export type EstadoRecepcion = 'RECIBIDA' | 'DEVUELTA';
export type EstadoAutorizacion = 'AUTORIZADO' | 'NO AUTORIZADO' | 'EN PROCESO';

export interface RecepcionComprobante {
  claveAcceso?: string;
  mensajes: SriMensaje[];
}

/** validarComprobante's answer. */
export interface RecepcionResult {
  estado: EstadoRecepcion;
  /** The first comprobante's key, when SRI echoes it. */
  claveAcceso?: string;
  /** Every message of every comprobante. */
  mensajes: SriMensaje[];
  comprobantes: RecepcionComprobante[];
}

export interface Autorizacion {
  /** AUTORIZADO, NO AUTORIZADO, EN PROCESO (or whatever else SRI writes, kept as is). */
  estado: EstadoAutorizacion | (string & {});
  /** In the offline scheme, the access key. */
  numeroAutorizacion?: string;
  /** xs:dateTime as SRI wrote it, e.g. `2022-12-03T20:33:25-05:00`. */
  fechaAutorizacion?: string;
  /** PRUEBAS or PRODUCCIÓN. */
  ambiente?: string;
  /** The authorized comprobante XML text, intact (CDATA content or unescaped text). */
  comprobante?: string;
  mensajes: SriMensaje[];
}

/** autorizacionComprobante's answer. */
export interface AutorizacionResult {
  /**
   * The state to act on: that of the AUTORIZADO entry if there is one, else EN PROCESO if any, else
   * the first entry's; 'NO ENCONTRADO' when SRI returned no entry for the key.
   */
  estado: EstadoAutorizacion | 'NO ENCONTRADO' | (string & {});
  /** The entry `estado` comes from. */
  autorizacion?: Autorizacion;
  autorizaciones: Autorizacion[];
  claveAccesoConsultada?: string;
  numeroComprobantes: number;
}

const ARRAY_PATHS = new Set([
  'Envelope.Body.validarComprobanteResponse.RespuestaRecepcionComprobante.comprobantes.comprobante',
  'Envelope.Body.validarComprobanteResponse.RespuestaRecepcionComprobante.comprobantes.comprobante.mensajes.mensaje',
  'Envelope.Body.autorizacionComprobanteResponse.RespuestaAutorizacionComprobante.autorizaciones.autorizacion',
  'Envelope.Body.autorizacionComprobanteResponse.RespuestaAutorizacionComprobante.autorizaciones.autorizacion.mensajes.mensaje',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, jPath) => ARRAY_PATHS.has(String(jPath)),
  // The authorized comprobante is read raw so its text stays exactly as SRI sent it.
  stopNodes: ['*.autorizacion.comprobante'],
});

export class SoapParseError extends Error {
  override name = 'SoapParseError';
}

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function body(xml: string): Node {
  let parsed: Node;
  try {
    parsed = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new SoapParseError(`XML mal formado: ${(error as Error).message}`);
  }
  const soapBody = asNode(asNode(parsed.Envelope).Body);
  if ('Fault' in soapBody) {
    const fault = asNode(soapBody.Fault);
    throw new SoapParseError(`SOAP Fault: ${asText(fault.faultstring) ?? 'sin detalle'}`);
  }
  return soapBody;
}

function mensajes(container: unknown): SriMensaje[] {
  const list = asNode(asNode(container).mensajes).mensaje;
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const mensaje = asNode(item);
    const informacionAdicional = asText(mensaje.informacionAdicional);
    return {
      identificador: asText(mensaje.identificador) ?? '',
      mensaje: asText(mensaje.mensaje) ?? '',
      ...(informacionAdicional ? { informacionAdicional } : {}),
      tipo: asText(mensaje.tipo) ?? '',
    };
  });
}

export function parseRecepcionResponse(xml: string): RecepcionResult {
  const respuesta = asNode(asNode(body(xml).validarComprobanteResponse).RespuestaRecepcionComprobante);
  const estado = asText(respuesta.estado);
  if (estado !== 'RECIBIDA' && estado !== 'DEVUELTA') {
    throw new SoapParseError(`estado de recepción inesperado: ${estado ?? '(vacío)'}`);
  }
  const list = asNode(respuesta.comprobantes).comprobante;
  const comprobantes = (Array.isArray(list) ? list : []).map((item) => ({
    claveAcceso: asText(asNode(item).claveAcceso),
    mensajes: mensajes(item),
  }));
  return {
    estado,
    claveAcceso: comprobantes[0]?.claveAcceso,
    mensajes: comprobantes.flatMap((comprobante) => comprobante.mensajes),
    comprobantes,
  };
}

const CDATA_OR_TEXT = /<!\[CDATA\[([\s\S]*?)\]\]>|([^<]+|<)/g;
const ENTITY = /&(#x[0-9A-Fa-f]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity]!;
    return String.fromCodePoint(
      entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10),
    );
  });
}

/** The comprobante text: CDATA sections verbatim, escaped text decoded. */
export function comprobanteText(raw: string): string {
  let text = '';
  for (const match of raw.matchAll(CDATA_OR_TEXT)) {
    text += match[1] !== undefined ? match[1] : decodeEntities(match[2]!);
  }
  return text.trim();
}

export function parseAutorizacionResponse(xml: string): AutorizacionResult {
  const wrapper = asNode(body(xml).autorizacionComprobanteResponse);
  if (!('RespuestaAutorizacionComprobante' in wrapper)) {
    throw new SoapParseError('falta RespuestaAutorizacionComprobante');
  }
  const respuesta = asNode(wrapper.RespuestaAutorizacionComprobante);
  const list = asNode(respuesta.autorizaciones).autorizacion;
  const autorizaciones: Autorizacion[] = (Array.isArray(list) ? list : []).map((item) => {
    const node = asNode(item);
    const raw = asText(node.comprobante);
    return {
      estado: asText(node.estado) ?? '',
      numeroAutorizacion: asText(node.numeroAutorizacion) || undefined,
      fechaAutorizacion: asText(node.fechaAutorizacion) || undefined,
      ambiente: asText(node.ambiente) || undefined,
      comprobante: raw ? comprobanteText(raw) || undefined : undefined,
      mensajes: mensajes(node),
    };
  });
  const autorizacion =
    autorizaciones.find((entry) => entry.estado === 'AUTORIZADO') ??
    autorizaciones.find((entry) => entry.estado === 'EN PROCESO') ??
    autorizaciones[0];
  const numero = Number(asText(respuesta.numeroComprobantes) ?? autorizaciones.length);
  return {
    estado: autorizacion?.estado ?? 'NO ENCONTRADO',
    autorizacion,
    autorizaciones,
    claveAccesoConsultada: asText(respuesta.claveAccesoConsultada),
    numeroComprobantes: Number.isFinite(numero) ? numero : autorizaciones.length,
  };
}
