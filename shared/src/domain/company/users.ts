import { emailSchema, nuevaClaveSchema, requiredText, usuarioNombreSchema } from '@facturador/shared/domain';
import { z } from 'zod/mini';

export const permisosUsuarioSchema = z.object({
  usarInventario: z.boolean(),
  cambiarAlmacen: z.boolean(),
  administrar: z.boolean(),
});
export type PermisosUsuario = z.infer<typeof permisosUsuarioSchema>;

/** A user of the company as `GET /api/usuarios` lists it (never the password). */
export const usuarioSchema = z.object({
  _id: z.string(),
  usuario: z.string(),
  nombre: z.string(),
  email: z.string(),
  permisos: permisosUsuarioSchema,
  /** Default warehouse id, or null. */
  almacen: z.nullable(z.string()),
  /** Default emission point id, or null (= the company's first active point). */
  punto: z.nullable(z.string()),
  activo: z.boolean(),
});
export type Usuario = z.infer<typeof usuarioSchema>;
export const usuariosResponseSchema = z.object({ usuarios: z.array(usuarioSchema) });
export const usuarioResponseSchema = z.object({ usuario: usuarioSchema });

const optionalId = z.nullable(z.uuid({ error: 'El ID no es válido' }));

/** POST /api/usuarios: the password is set by the administrator. */
export const usuarioCreateSchema = z.object({
  usuario: usuarioNombreSchema,
  nombre: requiredText('El nombre', 200),
  email: z._default(z.union([z.literal(''), emailSchema]), ''),
  permisos: z._default(z.partial(permisosUsuarioSchema), {}),
  almacen: z._default(optionalId, null),
  punto: z._default(optionalId, null),
  activo: z._default(z.boolean(), true),
  clave: nuevaClaveSchema,
});
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;
export type UsuarioCreateBody = z.input<typeof usuarioCreateSchema>;

/** PUT /api/usuarios/{id}: only what is sent changes; `clave` resets the password. */
export const usuarioUpdateSchema = z.object({
  nombre: z.optional(requiredText('El nombre', 200)),
  email: z.optional(z.union([z.literal(''), emailSchema])),
  permisos: z.optional(z.partial(permisosUsuarioSchema)),
  almacen: z.optional(optionalId),
  punto: z.optional(optionalId),
  activo: z.optional(z.boolean()),
  clave: z.optional(nuevaClaveSchema),
});
export type UsuarioUpdate = z.infer<typeof usuarioUpdateSchema>;

/** PUT /api/user/clave: one's own password. */
export const cambioClaveSchema = z.object({
  actual: z.string({ error: 'Ingrese su contraseña actual' }).check(z.minLength(1, 'Ingrese su contraseña actual')),
  nueva: nuevaClaveSchema,
});
export type CambioClave = z.infer<typeof cambioClaveSchema>;
export const CLAVE_ACTUAL_INCORRECTA_MESSAGE = 'La contraseña actual no es correcta.';
export const CLAVE_CAMBIADA_MESSAGE = 'Contraseña actualizada.';
export const cambioClaveResponseSchema = z.object({ message: z.string() });

export const USUARIO_NO_ENCONTRADO_MESSAGE = 'El usuario no existe.';
export const USUARIO_DUPLICADO_MESSAGE = 'Ese nombre de usuario ya está en uso. Elija otro.';
export const ULTIMO_ADMINISTRADOR_MESSAGE =
  'La empresa debe conservar al menos un administrador activo: asigne el permiso a otro usuario antes.';
export const ALMACEN_USUARIO_NO_VALIDO_MESSAGE = 'El almacén por defecto no existe en su empresa.';
export const PUNTO_USUARIO_NO_VALIDO_MESSAGE = 'El punto de emisión por defecto no existe en su empresa.';
