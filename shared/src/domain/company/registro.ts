import { z } from 'zod/mini';
import { regimenSchema } from './emisor';
import { emailSchema, nuevaClaveSchema, optionalText, requiredText, rucSchema, usuarioNombreSchema } from './fields';

/** POST /api/registro body: a new company and its first user (every permission). */
export const registroRequestSchema = z.object({
  ruc: rucSchema,
  razonSocial: requiredText('La razón social', 300),
  nombreComercial: optionalText('El nombre comercial', 300),
  dirMatriz: requiredText('La dirección matriz', 300),
  email: emailSchema,
  usuario: usuarioNombreSchema,
  clave: nuevaClaveSchema,
  /** Issue 27: as the SRI's registry says (the screen fills both from the RUC); editable later in Empresa. */
  regimen: z.optional(regimenSchema),
  obligadoContabilidad: z.optional(z.boolean({ error: 'Indique si está obligado a llevar contabilidad' })),
});
export type RegistroRequest = z.infer<typeof registroRequestSchema>;
export type RegistroRequestBody = z.input<typeof registroRequestSchema>;

/** 201: signed in at once. */
export const registroResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type RegistroResponse = z.infer<typeof registroResponseSchema>;

/** 409 without saying which other company holds the RUC or the user name. */
export const REGISTRO_DUPLICADO_MESSAGE =
  'Ya existe una cuenta con ese RUC o ese nombre de usuario. Inicie sesión o elija otro usuario.';
export const REGISTRO_RATE_LIMITED_MESSAGE =
  'Demasiados intentos de registro. Espere un minuto e inténtelo nuevamente.';
