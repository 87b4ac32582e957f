import { z } from 'zod/mini';
import { regimenSchema } from './emisor';
import { emailSchema, nuevaClaveSchema, optionalText, requiredText, rucSchema, usuarioNombreSchema } from './fields';

/** POST /api/registro body: a new company and its first user (every permission). */
export const registroRequestSchema = z.object({
  ruc: rucSchema,
  razonSocial: requiredText('La razón social', 300),
  nombreComercial: optionalText('El nombre comercial', 300),
  dirMatriz: requiredText('La dirección matriz', 300),
  /** The matriz's city: the first warehouse takes it (issue 25). Absent: the address's last part after a comma. */
  ciudad: optionalText('La ciudad', 100),
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
/** 409 naming what is taken (issue 25), never whose. */
export const REGISTRO_RUC_DUPLICADO_MESSAGE =
  'Ya existe una cuenta con ese RUC. Inicie sesión con su usuario o pida uno al administrador de la empresa.';
export const REGISTRO_USUARIO_DUPLICADO_MESSAGE = 'Ese nombre de usuario ya está en uso. Elija otro.';
/** A company RUC whose check digit fails modulo 11: accepted (S.A.S. RUCs may), but said (issue 25). */
export const RUC_DIGITO_DUDOSO_MESSAGE =
  'El dígito verificador de este RUC no cumple el módulo 11. Algunas S.A.S. tienen RUC así; verifique que esté bien escrito.';

/** The warehouse's city from the sign-up: the one given, or the address's last part after a comma. */
export function ciudadMatriz(input: { ciudad?: string; dirMatriz: string }): string {
  if (input.ciudad?.trim()) return input.ciudad.trim();
  const parts = input.dirMatriz.split(',');
  return parts.length > 1 ? (parts.at(-1)?.trim() ?? '') : '';
}
export const REGISTRO_RATE_LIMITED_MESSAGE =
  'Demasiados intentos de registro. Espere un minuto e inténtelo nuevamente.';
