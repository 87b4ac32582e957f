import { request } from '@facturador/shared/api';
import { ESTADOS_DOCUMENTO, type EstadoDocumento, type SriMensaje, sriMensajeSchema } from '@facturador/shared/domain';
import {
  type AnulacionResponse,
  anulacionResponseSchema,
  REENVIO_CORREO_ERROR_MESSAGE,
  type ReenviarCorreoResponse,
  type RespuestaAnulacionResponse,
  reenviarCorreoResponseSchema,
  respuestaAnulacionResponseSchema,
} from '@facturador/shared/domain/documents';
import { z } from 'zod/mini';

/**
 * The manual steps on a card of "Mis Comprobantes" (spec 02 §2, §4): 'Reenviar' posts to
 * /api/recepcion_manual (only from NO RECIBIDA), 'Actualizar estado' to /api/autorizacion_manual
 * (only from POR AUTORIZAR or RECIBIDA). Both answer the document's new estado and SRI's messages.
 */

export const REENVIO_ERROR_MESSAGE = 'No se pudo reenviar el comprobante';
export const ACTUALIZAR_ESTADO_ERROR_MESSAGE = 'No se pudo actualizar el estado del comprobante';

/** An answer without a known estado leaves the card to reload the list. */
const manualStepAnswerSchema = z.looseObject({
  estado: z.catch(z.optional(z.enum(ESTADOS_DOCUMENTO)), undefined),
  mensajes: z.catch(z.optional(z.array(sriMensajeSchema)), undefined),
});

export interface ManualStepResult {
  /** The document's new estado; null if the answer did not say. */
  estado: EstadoDocumento | null;
  /** SRI's messages of that answer (empty when none). */
  mensajes: SriMensaje[];
}

// SRI may take a while to answer: longer than the client's default timeout.
const MANUAL_STEP_TIMEOUT_MS = 90_000;

async function manualStep(path: string, claveAcceso: string, fallback: string): Promise<ManualStepResult> {
  const { estado, mensajes } = await request(
    manualStepAnswerSchema,
    (http) => http.post(path, { json: { claveAcceso }, timeout: MANUAL_STEP_TIMEOUT_MS }).json(),
    fallback,
  );
  return { estado: estado ?? null, mensajes: mensajes ?? [] };
}

/** POST /api/recepcion_manual {claveAcceso}: the new estado and SRI's messages. */
export function reenviarComprobante(claveAcceso: string): Promise<ManualStepResult> {
  return manualStep('api/recepcion_manual', claveAcceso, REENVIO_ERROR_MESSAGE);
}

/** POST /api/autorizacion_manual {claveAcceso}: the new estado and SRI's messages. */
export function actualizarEstadoComprobante(claveAcceso: string): Promise<ManualStepResult> {
  return manualStep('api/autorizacion_manual', claveAcceso, ACTUALIZAR_ESTADO_ERROR_MESSAGE);
}

/**
 * 'Reenviar correo' (issue #12): POST /api/facturas/{clave}/correo; without `destinatarios` the
 * buyer's address gets the RIDE and the XML again. Answers the new delivery, PENDIENTE.
 */
export function reenviarCorreo(claveAcceso: string, destinatarios?: string[]): Promise<ReenviarCorreoResponse> {
  return request(
    reenviarCorreoResponseSchema,
    (http) =>
      http
        .post(`api/facturas/${encodeURIComponent(claveAcceso)}/correo`, {
          json: destinatarios?.length ? { destinatarios } : {},
        })
        .json(),
    REENVIO_CORREO_ERROR_MESSAGE,
  );
}

/** 'Anular' (issue #24): POST /api/facturas/{clave}/anulacion {motivo}, once annulled in SRI en línea. */
export function anularComprobante(claveAcceso: string, motivo: string): Promise<AnulacionResponse> {
  return request(
    anulacionResponseSchema,
    (http) => http.post(`api/facturas/${encodeURIComponent(claveAcceso)}/anulacion`, { json: { motivo } }).json(),
    'No se pudo marcar el comprobante como anulado',
  );
}

export const RESPUESTA_ANULACION_ERROR_MESSAGE = 'No se pudo registrar la respuesta del receptor';

/** Issue 37: POST /api/facturas/{clave}/anulacion/respuesta {aceptada}, what the receiver answered in SRI en línea. */
export function responderAnulacion(claveAcceso: string, aceptada: boolean): Promise<RespuestaAnulacionResponse> {
  return request(
    respuestaAnulacionResponseSchema,
    (http) =>
      http.post(`api/facturas/${encodeURIComponent(claveAcceso)}/anulacion/respuesta`, { json: { aceptada } }).json(),
    RESPUESTA_ANULACION_ERROR_MESSAGE,
  );
}
