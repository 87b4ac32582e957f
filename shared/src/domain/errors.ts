import { z } from 'zod/mini';

/** Every API error carries a Spanish message the screens can show as is. */
export const apiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    errores: z.optional(z.array(z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The API could not be reached (spec 02 §7). */
export const ERROR_CONEXION_MESSAGE = 'Error de conexión';

/** 503: the database (or another part the API needs) is unreachable for a moment; a retry may succeed. */
export { SERVICIO_NO_DISPONIBLE_MESSAGE } from './service-unavailable.mjs';
