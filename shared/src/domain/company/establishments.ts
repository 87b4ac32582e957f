import { boundedText, optionalText, requiredText, siguienteNumero } from '@facturador/shared/domain';
import { z } from 'zod/mini';

export const CODIGO_INVALIDO_MESSAGE = 'El código debe tener 3 dígitos, de 001 a 999';
const codigoSchema = z.string({ error: CODIGO_INVALIDO_MESSAGE }).check(
  z.trim(),
  z.regex(/^\d{3}$/, { error: CODIGO_INVALIDO_MESSAGE }),
  z.refine((value) => value !== '000', { error: CODIGO_INVALIDO_MESSAGE }),
);

/**
 * The next secuencial of one document type, per ambiente: PRUEBAS and PRODUCCIÓN number separately
 * (SRI keeps both services), so every value says which one it is.
 */
export const siguientePorAmbienteSchema = z.object({ pruebas: siguienteNumero, produccion: siguienteNumero });
export type SiguientePorAmbiente = z.infer<typeof siguientePorAmbienteSchema>;

/** The last secuencial SRI's 9 digits allow. */
export const SECUENCIAL_MAXIMO = 999_999_999;

/** Shown instead of the next number once the point issued 999999999. */
export const SECUENCIAL_AGOTADO_LABEL = 'Agotado';

/** A point that issued 999999999 of a type and ambiente has no next number (`null` in its list). */
export const secuencialAgotadoMessage = (documento: string, ambiente: string, punto: string) =>
  `El punto de emisión ${punto} ya emitió el último secuencial de ${documento} en ${ambiente} (999999999). Emita desde otro punto de emisión.`;

/**
 * `siguiente: {factura, notaCredito, notaDebito, retencion, guiaRemision}` (DOCUMENTOS_EMITIDOS), each `{pruebas, produccion}`: the number the next document of
 * that type and ambiente will carry. In PUT /api/puntos/{id} every part is optional.
 */
const siguienteListadoSchema = z.object({
  pruebas: z.nullable(siguienteNumero),
  produccion: z.nullable(siguienteNumero),
});
export const siguienteSchema = z.object({
  factura: siguienteListadoSchema,
  notaCredito: siguienteListadoSchema,
  notaDebito: siguienteListadoSchema,
  /** Comprobantes de retención (07). */
  retencion: siguienteListadoSchema,
  guiaRemision: siguienteListadoSchema,
  /** Liquidaciones de compra (03, issue #41). */
  liquidacionCompra: siguienteListadoSchema,
});
/** As listed: `null` once the point issued 999999999 of that type and ambiente. */
export type Siguiente = z.infer<typeof siguienteSchema>;
export const siguienteUpdateSchema = z.object({
  factura: z.optional(z.partial(siguientePorAmbienteSchema)),
  notaCredito: z.optional(z.partial(siguientePorAmbienteSchema)),
  notaDebito: z.optional(z.partial(siguientePorAmbienteSchema)),
  retencion: z.optional(z.partial(siguientePorAmbienteSchema)),
  guiaRemision: z.optional(z.partial(siguientePorAmbienteSchema)),
  liquidacionCompra: z.optional(z.partial(siguientePorAmbienteSchema)),
});

export const puntoEmisionSchema = z.object({
  _id: z.string(),
  codigo: z.string(),
  activo: z.boolean(),
  siguiente: siguienteSchema,
});
export type PuntoEmisionInfo = z.infer<typeof puntoEmisionSchema>;

export const establecimientoSchema = z.object({
  _id: z.string(),
  codigo: z.string(),
  /** Written in the XML as dirEstablecimiento. */
  direccion: z.string(),
  nombreComercial: z.string(),
  activo: z.boolean(),
  puntos: z.array(puntoEmisionSchema),
});
export type EstablecimientoInfo = z.infer<typeof establecimientoSchema>;

export const establecimientosResponseSchema = z.object({ establecimientos: z.array(establecimientoSchema) });
export const establecimientoResponseSchema = z.object({ establecimiento: establecimientoSchema });
export const puntoResponseSchema = z.object({ punto: puntoEmisionSchema });

/** POST /api/establecimientos */
export const establecimientoCreateSchema = z.object({
  codigo: codigoSchema,
  direccion: requiredText('La dirección del establecimiento', 300),
  nombreComercial: optionalText('El nombre comercial', 300),
  activo: z._default(z.boolean(), true),
});
export type EstablecimientoCreate = z.infer<typeof establecimientoCreateSchema>;
export type EstablecimientoCreateBody = z.input<typeof establecimientoCreateSchema>;

/** PUT /api/establecimientos/{id}: only what is sent changes. */
export const establecimientoUpdateSchema = z.object({
  codigo: z.optional(codigoSchema),
  direccion: z.optional(requiredText('La dirección del establecimiento', 300)),
  nombreComercial: z.optional(boundedText('El nombre comercial', 300)),
  activo: z.optional(z.boolean()),
});
export type EstablecimientoUpdate = z.infer<typeof establecimientoUpdateSchema>;

/** POST /api/establecimientos/{id}/puntos */
export const puntoCreateSchema = z.object({
  codigo: codigoSchema,
  activo: z._default(z.boolean(), true),
  siguiente: z.optional(siguienteUpdateSchema),
});
export type PuntoCreate = z.infer<typeof puntoCreateSchema>;
export type PuntoCreateBody = z.input<typeof puntoCreateSchema>;

/** PUT /api/puntos/{id}: only what is sent changes. */
export const puntoUpdateSchema = z.object({
  codigo: z.optional(codigoSchema),
  activo: z.optional(z.boolean()),
  siguiente: z.optional(siguienteUpdateSchema),
});
export type PuntoUpdate = z.infer<typeof puntoUpdateSchema>;

export const ESTABLECIMIENTO_NO_ENCONTRADO_MESSAGE = 'El establecimiento no existe.';
export const PUNTO_NO_ENCONTRADO_MESSAGE = 'El punto de emisión no existe.';
export const establecimientoDuplicadoMessage = (codigo: string) =>
  `Ya existe un establecimiento con el código ${codigo}.`;
export const puntoDuplicadoMessage = (codigo: string) =>
  `Ya existe un punto de emisión con el código ${codigo} en este establecimiento.`;
export const secuencialYaEmitidoMessage = (documento: string, ambiente: string, ultimo: number) =>
  `El siguiente secuencial de ${documento} en ${ambiente} no puede ser menor o igual a ${ultimo}: ese número ya se emitió.`;
