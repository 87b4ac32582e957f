import { z } from 'zod/mini';
import { TIPOS_IDENTIFICACION } from '../invoicing/identification-types';
import { CEDULA_RUC_INVALIDA_MESSAGE, checkIdentificacionComprador } from '../sri/cedula-ruc';
import { invalidEmailIn } from './email';

/**
 * «Datos del cliente por QR»: the clerk opens a one-use link valid for 10 minutes, the buyer types their own
 * data on their phone (public page /datos-cliente/{token}) and the invoice screen fills its buyer fields.
 */
export const CAPTURA_CLIENTE_TTL_MS = 10 * 60_000;
/** The public page's path; the API builds the link with the deployment's public address. */
export const capturaClientePath = (token: string) => `/datos-cliente/${token}`;

export const CAPTURA_NO_EXISTE_MESSAGE = 'Este enlace no existe: revise que esté completo o pida al cajero uno nuevo.';
export const CAPTURA_EXPIRADA_MESSAGE = 'El enlace expiró: pida al cajero uno nuevo.';
export const CAPTURA_USADA_MESSAGE = 'Este enlace ya se usó: si necesita corregir sus datos, pida al cajero uno nuevo.';
export const CAPTURA_DEMASIADOS_INTENTOS_MESSAGE =
  'Demasiados intentos desde este teléfono. Espere un minuto e inténtelo nuevamente.';
export const CAPTURA_TIPO_INVALIDO_MESSAGE =
  'Elija su tipo de identificación: RUC, cédula, pasaporte o identificación del exterior.';
export const CAPTURA_EMAIL_REQUERIDO_MESSAGE = 'Ingrese su correo electrónico.';
export const CAPTURA_EMAIL_INVALIDO_MESSAGE = 'El correo electrónico no es válido: revise que esté bien escrito.';
export const CAPTURA_TELEFONO_INVALIDO_MESSAGE =
  'El teléfono admite solo dígitos, espacios, guiones y el signo +, con 7 a 15 dígitos.';
/** The catastro does not know the person (or did not answer): the page then asks for both fields. */
export const CAPTURA_DATOS_REQUERIDOS_MESSAGE =
  'No encontramos sus datos en el SRI: escriba su razón social (o nombres y apellidos) y su dirección.';
export const CAPTURA_ENVIADA_MESSAGE = 'Listo: sus datos llegaron a la caja. Ya puede cerrar esta página.';
export const CAPTURA_RECIBIDA_MESSAGE = 'Datos recibidos del cliente';

/** The types a buyer may choose: consumidor final (07) has nothing to capture. */
export const TIPOS_IDENTIFICACION_CAPTURA = TIPOS_IDENTIFICACION.filter((tipo) => tipo.codigo !== '07');

const textoOpcional = (max: number, campo: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `${campo} admite como máximo ${max} caracteres.` })));

/** True when the text is a phone number a person would type: digits, spaces, dashes, one leading +. */
export function isTelefonoValido(value: string): boolean {
  if (!/^\+?[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** POST /api/captura-cliente/{token}: what the buyer sends from their phone. */
export const capturaDatosSchema = z
  .object({
    tipoIdentificacion: z.string({ error: CAPTURA_TIPO_INVALIDO_MESSAGE }).check(
      z.refine((tipo) => TIPOS_IDENTIFICACION_CAPTURA.some((t) => t.codigo === tipo), {
        error: CAPTURA_TIPO_INVALIDO_MESSAGE,
      }),
    ),
    identificacion: z
      .string({ error: CEDULA_RUC_INVALIDA_MESSAGE })
      .check(z.trim(), z.maxLength(20, { error: CEDULA_RUC_INVALIDA_MESSAGE })),
    email: z.string({ error: CAPTURA_EMAIL_REQUERIDO_MESSAGE }).check(
      z.trim(),
      z.minLength(1, CAPTURA_EMAIL_REQUERIDO_MESSAGE),
      z.maxLength(300, { error: CAPTURA_EMAIL_INVALIDO_MESSAGE }),
      z.refine((email) => !email.includes(',') && invalidEmailIn(email) === null, {
        error: CAPTURA_EMAIL_INVALIDO_MESSAGE,
      }),
    ),
    telefono: z.optional(
      z.string({ error: CAPTURA_TELEFONO_INVALIDO_MESSAGE }).check(
        z.trim(),
        z.refine((telefono) => telefono === '' || isTelefonoValido(telefono), CAPTURA_TELEFONO_INVALIDO_MESSAGE),
      ),
    ),
    razonSocial: textoOpcional(300, 'La razón social'),
    direccion: textoOpcional(300, 'La dirección'),
    registrar: z.optional(z.boolean({ error: 'registrar debe ser verdadero o falso.' })),
  })
  .check(
    z.refine((datos) => checkIdentificacionComprador(datos.tipoIdentificacion, datos.identificacion).valid, {
      error: CEDULA_RUC_INVALIDA_MESSAGE,
      path: ['identificacion'],
    }),
  );
export type CapturaDatos = z.infer<typeof capturaDatosSchema>;

export const capturaTokenParamsSchema = z.object({
  token: z.string().check(z.maxLength(100, { error: CAPTURA_NO_EXISTE_MESSAGE })),
});

/** POST /api/captura-cliente: the link to show as a QR code. */
export const capturaCreadaSchema = z.object({ token: z.string(), url: z.string(), expiraEn: z.string() });
export type CapturaCreada = z.infer<typeof capturaCreadaSchema>;

/** GET /api/captura-cliente/{token}: all the public page shows of the company is its trade name. */
export const capturaContextoSchema = z.object({ nombreComercial: z.string(), expiraEn: z.string() });
export type CapturaContexto = z.infer<typeof capturaContextoSchema>;

/** The buyer as the invoice screen fills it: the catastro's name and address where the buyer typed none. */
export const capturaCompradorSchema = z.object({
  tipoIdentificacion: z.string(),
  identificacion: z.string(),
  razonSocial: z.string(),
  direccion: z.string(),
  email: z.string(),
  telefono: z.string(),
  registrar: z.boolean(),
});
export type CapturaComprador = z.infer<typeof capturaCompradorSchema>;

export const CAPTURA_ESTADOS = ['pendiente', 'recibido', 'expirado'] as const;
export type CapturaEstado = (typeof CAPTURA_ESTADOS)[number];

/** GET /api/captura-cliente/{token}/resultado (the clerk polls it about every second). */
export const capturaResultadoSchema = z.object({
  estado: z.enum(CAPTURA_ESTADOS),
  datos: z.optional(capturaCompradorSchema),
});
export type CapturaResultado = z.infer<typeof capturaResultadoSchema>;
