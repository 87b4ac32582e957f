import { request } from '@facturador/shared/api';
import {
  type EnviarWhatsappResponse,
  enviarWhatsappResponseSchema,
  WHATSAPP_ERROR_MESSAGE,
} from '@facturador/shared/domain/whatsapp';

/**
 * «Enviar por WhatsApp» (issue 44): POST /api/facturas/{clave}/whatsapp {telefono}. Answers the wa.me
 * URL to open, the number normalised (5939…) and the send recorded on the document.
 */
export function enviarPorWhatsapp(claveAcceso: string, telefono: string): Promise<EnviarWhatsappResponse> {
  return request(
    enviarWhatsappResponseSchema,
    (http) => http.post(`api/facturas/${encodeURIComponent(claveAcceso)}/whatsapp`, { json: { telefono } }).json(),
    WHATSAPP_ERROR_MESSAGE,
  );
}
