import { z } from 'zod/mini';
import { planCodigoSchema, usoPlanSchema } from '../company/plans';

/** POST /api/login body (spec 01 §7). */
export const loginRequestSchema = z.object({
  usuario: z.string().check(z.trim(), z.minLength(1, 'Ingrese el nombre de usuario')),
  clave: z.string().check(z.minLength(1, 'Ingrese la contraseña')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const permisosSchema = z.object({
  usarInventario: z._default(z.boolean(), true),
  cambiarAlmacen: z._default(z.boolean(), false),
  /** Company settings and users (issue #10). */
  administrar: z._default(z.boolean(), false),
});
export type Permisos = z.infer<typeof permisosSchema>;

export const ambienteSchema = z.union([z.literal(1), z.literal(2)]);
export type Ambiente = z.infer<typeof ambienteSchema>;

export const AMBIENTE_INVALIDO_MESSAGE = 'El ambiente debe ser 1 (PRUEBAS) o 2 (PRODUCCIÓN)';
/**
 * `?ambiente=1|2` of the money screens (resumen, reporte, cuentas por cobrar): absent = the ambiente the
 * company emits in (PRUEBAS until it switches to PRODUCCIÓN), which the server resolves.
 */
export const ambienteQuerySchema = z.pipe(
  z.optional(z.enum(['1', '2'], { error: AMBIENTE_INVALIDO_MESSAGE })),
  z.transform((value: '1' | '2' | undefined) => (value ? (Number(value) as Ambiente) : undefined)),
);

/** User info (spec 01 §3): who is signed in and for which business. */
/** The company at a glance (GET /api/user, GET /api/dashboard): plan and this month's usage, ambiente, certificate expiry. */
export const empresaResumenSchema = z.object({
  plan: planCodigoSchema,
  /** The company's ambiente: PRODUCCIÓN (2) is refused while it is 1. */
  ambiente: ambienteSchema,
  /** ISO 8601, or null without a certificate (emission is refused then). */
  certificadoValidoHasta: z.nullable(z.string()),
  uso: usoPlanSchema,
});
export type EmpresaResumen = z.infer<typeof empresaResumenSchema>;

export const userInfoSchema = z.object({
  usuario: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  ruc: z.string(),
  /** Id of the user's default warehouse, if any. */
  almacen: z.nullable(z.string()),
  /** The default environment of user info is none (spec 01 §3). */
  ambiente: z.nullable(ambienteSchema),
  permisos: permisosSchema,
  nombre: z._default(z.string(), ''),
  /** The company charges ICE (producers and importers): the product form offers ICE (issue #21). */
  cobraIce: z._default(z.boolean(), false),
  /** What the screens need about the company: plan and usage, ambiente, certificate expiry. */
  empresa: z.optional(empresaResumenSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /api/user answer (spec 02 §7: `{usuario {permisos}}`). */
export const userResponseSchema = z.object({ usuario: userInfoSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
