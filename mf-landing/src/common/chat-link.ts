import { runtimeConfig } from '@facturador/shared/config';

/**
 * Link that opens a chat with the provider's messaging number (`contacto.whatsapp` of `/config.json`)
 * with the message already written, so the visitor only has to press send.
 */
export function chatLink(message: string, whatsapp = runtimeConfig().contacto.whatsapp): string {
  // wa.me only accepts the number in international format, digits only.
  return `https://wa.me/${whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
