import { requiredText } from '@facturador/shared/domain';
import { z } from 'zod/mini';

/**
 * API keys (issue #28): how an online shop, a POS or an ERP emits and queries without a person's
 * password. A key acts for its company within its permissions; the secret is shown once.
 */
export const PERMISOS_CLAVE_API = ['emitir', 'consultar'] as const;
export type PermisoClaveApi = (typeof PERMISOS_CLAVE_API)[number];

export const PERMISO_CLAVE_API_ETIQUETAS: Record<PermisoClaveApi, string> = {
  emitir: 'Emitir facturas y notas de crédito',
  consultar: 'Consultar comprobantes, XML y RIDE',
};

/** The request header that carries the key. */
export const API_KEY_HEADER = 'x-api-key';

export const PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE = 'Elija al menos un permiso para la clave de API.';
export const PERMISO_CLAVE_API_DESCONOCIDO_MESSAGE = 'Los permisos válidos son «emitir» y «consultar».';

export const crearClaveApiSchema = z.object({
  nombre: requiredText('El nombre', 80),
  permisos: z
    .array(z.enum(PERMISOS_CLAVE_API, { error: PERMISO_CLAVE_API_DESCONOCIDO_MESSAGE }), {
      error: PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE,
    })
    .check(z.minLength(1, PERMISOS_CLAVE_API_REQUERIDOS_MESSAGE), z.maxLength(PERMISOS_CLAVE_API.length)),
});
export type CrearClaveApi = z.infer<typeof crearClaveApiSchema>;

/** A key as `GET /api/claves-api` lists it: never the secret, only its first characters. */
export const claveApiSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  prefijo: z.string(),
  permisos: z.array(z.enum(PERMISOS_CLAVE_API)),
  creadaEn: z.string(),
  creadaPor: z.string(),
  ultimoUso: z.nullable(z.string()),
});
export type ClaveApi = z.infer<typeof claveApiSchema>;
export const clavesApiResponseSchema = z.object({ claves: z.array(claveApiSchema) });
/** `POST /api/claves-api`: the only answer that carries the secret. */
export const claveApiCreadaSchema = z.object({ clave: claveApiSchema, secreto: z.string() });
export type ClaveApiCreada = z.infer<typeof claveApiCreadaSchema>;

export const CLAVE_API_NO_ENCONTRADA_MESSAGE = 'La clave de API no existe o ya fue revocada.';
export const CLAVE_API_REVOCADA_MESSAGE = 'Clave de API revocada.';
export const CLAVE_API_INVALIDA_MESSAGE = 'La clave de API no es válida o fue revocada.';
export const CLAVE_API_RUTA_NO_PERMITIDA_MESSAGE =
  'Esta operación no acepta claves de API: inicie sesión como usuario de la empresa.';
export const clavePermisoFaltanteMessage = (permiso: PermisoClaveApi) =>
  `La clave de API no tiene el permiso «${permiso}».`;
export const CLAVE_API_LIMITE_MESSAGE =
  'Demasiadas solicitudes con esta clave de API. Espere un momento y vuelva a intentarlo.';

/** The answer of a revocation, a deletion or a resend. */
export const integracionMensajeSchema = z.object({ message: z.string() });
