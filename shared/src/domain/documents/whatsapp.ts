import { formatMoney, TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * «Enviar por WhatsApp» (issue 44 §2): the buyer's Ecuadorian mobile number as wa.me wants it (E.164
 * without '+': 5939XXXXXXXX), the message that names the company, the document, its total and the
 * public RIDE link, and the wa.me URL. The send is recorded on the document (who, when, to which number).
 */

export const ENVIAR_WHATSAPP_LABEL = 'Enviar por WhatsApp';
export const ENVIAR_WHATSAPP_TITLE = 'Enviar comprobante por WhatsApp';
export const TELEFONO_WHATSAPP_LABEL = 'Celular del cliente';
export const TELEFONO_WHATSAPP_HINT = 'Celular de Ecuador, por ejemplo 099 123 4567.';
export const ABRIR_WHATSAPP_LABEL = 'Abrir WhatsApp';
export const ENVIOS_WHATSAPP_LABEL = 'Enviado por WhatsApp';
export const TELEFONO_WHATSAPP_INVALIDO_MESSAGE =
  'Ingrese un celular de Ecuador: 10 dígitos que empiezan con 09 (por ejemplo, 0991234567).';
export const TELEFONO_FIJO_WHATSAPP_MESSAGE =
  'Ese número es un teléfono fijo: WhatsApp necesita un celular de Ecuador (09XXXXXXXX).';
export const WHATSAPP_SOLO_AUTORIZADOS_MESSAGE = 'Solo se envían por WhatsApp comprobantes AUTORIZADOS.';
export const WHATSAPP_ERROR_MESSAGE = 'No se pudo preparar el envío por WhatsApp';

/** Ecuador's country code; a mobile number is 09 and eight digits, written 5939… internationally. */
const CODIGO_PAIS = '593';
const CELULAR_NACIONAL = /^09\d{8}$/;
/** A landline: area code 02-07 and seven digits. */
const FIJO_NACIONAL = /^0[2-7]\d{7}$/;

export type CelularNormalizado = { ok: true; numero: string } | { ok: false; mensaje: string };

/** The digits of a number as typed, in national form (0…): +593, 00593 and 593 prefixes become 0. */
function nacional(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-()/]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '').replace(/^00/, '');
  const international = compact.startsWith('+') || compact.startsWith('00') || digits.length > 10;
  if (international) {
    if (!digits.startsWith(CODIGO_PAIS)) return null;
    const rest = digits.slice(CODIGO_PAIS.length);
    return rest.startsWith('0') ? rest : `0${rest}`;
  }
  // 991234567: a mobile number without its leading 0.
  if (/^9\d{8}$/.test(digits)) return `0${digits}`;
  return digits;
}

/**
 * `0991234567`, `099 123 4567`, `+593 99 123 4567` or `593991234567` → `593991234567`; a landline or
 * anything else is refused with the reason in Spanish.
 */
export function normalizarCelular(text: string): CelularNormalizado {
  const numero = nacional(text);
  if (numero && CELULAR_NACIONAL.test(numero)) return { ok: true, numero: `${CODIGO_PAIS}${numero.slice(1)}` };
  if (numero && FIJO_NACIONAL.test(numero)) return { ok: false, mensaje: TELEFONO_FIJO_WHATSAPP_MESSAGE };
  return { ok: false, mensaje: TELEFONO_WHATSAPP_INVALIDO_MESSAGE };
}

/** The buyer's registered phone as the dialog's default: `099 123 4567`, or '' when it is not a mobile. */
export function celularSugerido(telefono: string | null | undefined): string {
  const normalizado = normalizarCelular(telefono ?? '');
  if (!normalizado.ok) return '';
  const nacionalDigits = `0${normalizado.numero.slice(CODIGO_PAIS.length)}`;
  return `${nacionalDigits.slice(0, 3)} ${nacionalDigits.slice(3, 6)} ${nacionalDigits.slice(6)}`;
}

export interface MensajeWhatsappInput {
  /** Nombre comercial, or the razón social when the company has none. */
  empresa: string;
  /** codDoc: '01' factura, '04' nota de crédito… */
  tipo: string;
  /** `001-001-000000123`. */
  numero: string;
  importeTotal: number;
  /** `${origin}/descargar-factura/{clave}`. */
  enlace: string;
}

/** The name a message gives the company: its trade name, else its legal name. */
export function nombreEmpresa(nombreComercial: string | null | undefined, razonSocial: string): string {
  return nombreComercial?.trim() || razonSocial.trim();
}

/** The public RIDE page of a document (spec 02 §8). */
export function enlaceDescargaFactura(origin: string, claveAcceso: string): string {
  return `${origin.replace(/\/+$/, '')}/descargar-factura/${claveAcceso}`;
}

/** The text the buyer receives. */
export function mensajeWhatsapp(input: MensajeWhatsappInput): string {
  const tipo = (TIPOS_DOCUMENTO[input.tipo as keyof typeof TIPOS_DOCUMENTO] ?? 'Comprobante').toLowerCase();
  return (
    `${input.empresa} le envía su ${tipo} ${input.numero} por un total de ${formatMoney(input.importeTotal)}. ` +
    `Ver o descargar el comprobante: ${input.enlace}`
  );
}

/** `https://wa.me/<number>?text=<text>`: WhatsApp opens a chat with the number and the text written. */
export function urlWhatsapp(numero: string, texto: string): string {
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;
}

/** POST /api/facturas/{clave}/whatsapp: the number as typed; the server normalises it (400 when not a mobile). */
export const enviarWhatsappBodySchema = z.object({
  telefono: z.string({ error: TELEFONO_WHATSAPP_INVALIDO_MESSAGE }),
});
export type EnviarWhatsappBody = z.infer<typeof enviarWhatsappBodySchema>;

/** One «Enviar por WhatsApp» of a document: the user who sent it, when (ISO 8601) and to which number. */
export const envioWhatsappSchema = z.object({
  usuario: z.string(),
  fecha: z.string(),
  telefono: z.string(),
});
export type EnvioWhatsapp = z.infer<typeof envioWhatsappSchema>;

export const enviarWhatsappResponseSchema = z.object({
  url: z.string(),
  telefono: z.string(),
  envio: envioWhatsappSchema,
});
export type EnviarWhatsappResponse = z.infer<typeof enviarWhatsappResponseSchema>;
