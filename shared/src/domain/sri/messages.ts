import { z } from 'zod/mini';

/** A message of SRI's web services (recepción and autorización). */
export const sriMensajeSchema = z.object({
  identificador: z.string(),
  mensaje: z.string(),
  informacionAdicional: z.optional(z.string()),
  /** ERROR, ADVERTENCIA or INFORMATIVO. */
  tipo: z.string(),
});
export type SriMensaje = z.infer<typeof sriMensajeSchema>;
