import {
  ESTADOS_DOCUMENTO,
  type EstadoDocumento,
  REENVIO_CORREO_ERROR_MESSAGE,
  type ReenviarCorreoResponse,
  reenviarCorreoResponseSchema,
} from '@facturador/shared/domain';
import { z } from 'zod';
import { request } from './client';

/**
 * The manual steps on a card of "Mis Comprobantes" (spec 02 §2, §4): 'Reenviar' posts to
 * /api/recepcion_manual (only from NO RECIBIDA), 'Actualizar estado' to /api/autorizacion_manual
 * (only from POR AUTORIZAR or RECIBIDA). Both answer the document's new estado.
 */

export const REENVIO_ERROR_MESSAGE = 'No se pudo reenviar el comprobante';
export const ACTUALIZAR_ESTADO_ERROR_MESSAGE = 'No se pudo actualizar el estado del comprobante';

/** Only the new estado is read; an answer without a known one leaves the card to reload the list. */
const manualStepAnswerSchema = z.looseObject({
  estado: z.enum(ESTADOS_DOCUMENTO).optional().catch(undefined),
});

// SRI may take a while to answer: longer than the client's default timeout.
const MANUAL_STEP_TIMEOUT_MS = 90_000;

async function manualStep(path: string, claveAcceso: string, fallback: string): Promise<EstadoDocumento | null> {
  const { estado } = await request(
    manualStepAnswerSchema,
    (http) => http.post(path, { json: { claveAcceso }, timeout: MANUAL_STEP_TIMEOUT_MS }).json(),
    fallback,
  );
  return estado ?? null;
}

/** POST /api/recepcion_manual {claveAcceso}: the new estado (null if the answer did not say). */
export function reenviarComprobante(claveAcceso: string): Promise<EstadoDocumento | null> {
  return manualStep('api/recepcion_manual', claveAcceso, REENVIO_ERROR_MESSAGE);
}

/** POST /api/autorizacion_manual {claveAcceso}: the new estado (null if the answer did not say). */
export function actualizarEstadoComprobante(claveAcceso: string): Promise<EstadoDocumento | null> {
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
