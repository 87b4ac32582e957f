import { z } from 'zod/mini';
import { ESTADOS_DOCUMENTO, type EstadoDocumento } from '../documents/states';
import { formatMoneyPlain } from '../invoicing/money';
import { claveAccesoSchema } from '../sri/access-key';
import { type SriMensaje, sriMensajeSchema } from '../sri/messages';

/**
 * The emission endpoints (spec 01 §4 and §7): `POST /api/facturar`, `POST /api/recepcion_manual`,
 * `POST /api/autorizacion_manual`, and the messages the server answers with.
 */

/** A retried `POST /api/facturar` with the same value gets the first answer instead of a second document. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Body of the manual steps ('Reenviar', 'Actualizar estado'). */
export const claveAccesoRequestSchema = z.object({ claveAcceso: claveAccesoSchema });
export type ClaveAccesoRequest = z.infer<typeof claveAccesoRequestSchema>;

/**
 * What reception (validarComprobante) answered: RECIBIDA (a DEVUELTA only for 43 or 70 counts as
 * received), DEVUELTA, or SIN RESPUESTA when SRI could not be reached (the document stays PENDIENTE).
 */
export const ESTADOS_RECEPCION = ['RECIBIDA', 'DEVUELTA', 'SIN RESPUESTA'] as const;
export type EstadoRecepcion = (typeof ESTADOS_RECEPCION)[number];

/** Answer of `POST /api/facturar`: the screen shows 'Documento enviado con exito' iff SRI.estado is RECIBIDA. */
export const facturarResponseSchema = z.object({
  claveAcceso: z.string(),
  /** The document's state after reception (spec 02 §4). */
  estado: z.enum(ESTADOS_DOCUMENTO),
  SRI: z.object({
    estado: z.enum(ESTADOS_RECEPCION),
    mensajes: z.array(sriMensajeSchema),
  }),
  /** Present when the document was not received: why, in Spanish. */
  error: z.optional(z.object({ message: z.string() })),
});
export type FacturarResponse = z.infer<typeof facturarResponseSchema>;

/** Answer of the manual steps: the document's new state and SRI's last messages. */
export const estadoDocumentoResponseSchema = z.object({
  claveAcceso: z.string(),
  estado: z.enum(ESTADOS_DOCUMENTO),
  mensajes: z.array(sriMensajeSchema),
});
export type EstadoDocumentoResponse = z.infer<typeof estadoDocumentoResponseSchema>;

// Messages of the emission flow (the spec leaves them unnamed; the screens show them as they come).
export const SRI_NO_DISPONIBLE_MESSAGE =
  'El SRI no respondió. El documento quedó PENDIENTE y se reenviará automáticamente.';
/** SRI had not answered within SRI_RESPUESTA_MAXIMA_MS: the send goes on, and so do the resends. */
export const SRI_EN_CAMINO_MESSAGE =
  'El SRI aún no responde. El documento sigue en camino y se enviará automáticamente.';
/** Beside spec 01 §4's 'No se recibio el documento…' when SRI did not answer: the document exists (PENDIENTE). */
export const documentoPendienteMessage = (numero: string) =>
  `Documento ${numero}: se enviará automáticamente; no lo emita de nuevo.`;
export const SRI_CONSULTA_FALLIDA_MESSAGE =
  'No se pudo consultar el SRI en este momento. Inténtelo nuevamente más tarde.';
/** A real merchant signs with its own .p12: a new company has none until it loads it. */
export const SIN_FIRMA_ELECTRONICA_MESSAGE =
  'Cargue su certificado de firma electrónica (.p12) en la configuración de la empresa antes de emitir: cada empresa firma con su propio certificado.';
export const SIN_PUNTO_EMISION_MESSAGE = 'El usuario no tiene un punto de emisión asignado.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'La clave de idempotencia ya se usó para emitir otro documento con datos diferentes.';
/** The same for the other writes (cobros, compras, retenciones recibidas, anulación): no document is emitted. */
export const IDEMPOTENCY_KEY_OTRA_SOLICITUD_MESSAGE =
  'La clave de idempotencia ya se usó para otra solicitud con datos diferentes.';
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres.';
export const FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE =
  'La factura a modificar no existe o no fue emitida desde este sistema.';
export const AMBIENTE_NOTA_CREDITO_MESSAGE =
  'La nota de crédito debe emitirse en el mismo ambiente que la factura original.';
export const COMPROBANTE_NO_AUTORIZADO_MESSAGE = 'El comprobante aún no ha sido autorizado por el SRI.';

export const comprobanteNoEncontradoMessage = (claveAcceso: string) =>
  `No existe un comprobante con la clave de acceso ${claveAcceso}.`;

/** 'Reenviar' is allowed only from NO RECIBIDA (spec 02 §4). */
export const reenvioNoPermitidoMessage = (estado: EstadoDocumento) =>
  `Solo se puede reenviar un documento en estado NO RECIBIDA; este documento está ${estado}.`;

/** 'Actualizar estado' is allowed only from POR AUTORIZAR or RECIBIDA (spec 02 §4). */
export const actualizacionNoPermitidaMessage = (estado: EstadoDocumento) =>
  `Solo se puede actualizar el estado de un documento POR AUTORIZAR o RECIBIDA; este documento está ${estado}.`;

/** The card's manual steps (spec 02 §2) by their button text. */
export type AccionSri = 'Reenviar' | 'Actualizar estado';

/** What the card says after 'Reenviar' or 'Actualizar estado' answered (issue #11). */
export function resultadoAccionSriMessage(accion: AccionSri, antes: EstadoDocumento, despues: EstadoDocumento): string {
  return antes === despues ? `${accion}: el documento sigue ${despues}.` : `${accion}: el documento quedó ${despues}.`;
}

/** Heading of SRI's messages on a card (NO RECIBIDA, NO AUTORIZADA, POR AUTORIZAR, PENDIENTE). */
export const MENSAJES_SRI_LABEL = 'Mensajes del SRI';

/** A credit note only modifies an AUTORIZADA invoice (spec 02 §4). */
export const facturaNoAutorizadaMessage = (estado: EstadoDocumento) =>
  `Solo se puede emitir una nota de crédito sobre una factura AUTORIZADA; la factura está ${estado}.`;

export const productoNoFacturadoMessage = (codigo: string) =>
  `El producto con código ${codigo} no consta en la factura original.`;

export const serieNoFacturadaMessage = (serie: string) =>
  `El número de serie ${serie} no consta en la factura original.`;

export const totalesNoCoincidenDetalle = (campo: string, esperado: number, recibido: number) =>
  `${campo}: se esperaba ${formatMoneyPlain(esperado)} y se recibió ${formatMoneyPlain(recibido)}`;

/** One SRI message as a sentence: `43 CLAVE ACCESO REGISTRADA: La clave de acceso ya se encuentra registrada.` */
export function sriMensajeText(mensaje: SriMensaje): string {
  const head = [mensaje.identificador, mensaje.mensaje].filter(Boolean).join(' ');
  return mensaje.informacionAdicional ? `${head}: ${mensaje.informacionAdicional}` : head;
}

/** Why SRI returned a document, for `error.message` of `POST /api/facturar`. */
export function documentoDevueltoMessage(mensajes: readonly SriMensaje[]): string {
  const detail = mensajes.map(sriMensajeText).join(' | ');
  return detail ? `El SRI devolvió el documento: ${detail}` : 'El SRI devolvió el documento.';
}
