import { z } from 'zod/mini';
import { TIPO_IDENTIFICACION_CODIGOS } from '../invoicing/identification-types';

/** The buyer's identification type code (04 RUC ... 08 exterior), as the invoicing domain lists them. */
export const tipoIdentificacionSchema = z.enum(TIPO_IDENTIFICACION_CODIGOS, {
  error: `El tipo de identificación debe ser uno de: ${TIPO_IDENTIFICACION_CODIGOS.join(', ')}`,
});

export const IDENTIFICACION_REQUERIDA_MESSAGE = 'Ingrese la identificación a consultar';
export const PERSONA_ENCONTRADA_MESSAGE = 'Cliente encontrado';
export const personaNoEncontradaMessage = (identificacion: string) =>
  `No se encontró un cliente registrado con la identificación ${identificacion}. Ingrese sus datos.`;

/** GET /api/persona query; the token may come here too (spec 01 §7). */
export const personaQuerySchema = z.object({
  identificacion: z
    .string({ error: IDENTIFICACION_REQUERIDA_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, IDENTIFICACION_REQUERIDA_MESSAGE),
      z.maxLength(20, { error: 'La identificación admite como máximo 20 caracteres' }),
    ),
  token: z.optional(z.string()),
});

export const personaDataSchema = z.object({
  tipoIdentificacion: tipoIdentificacionSchema,
  razonSocial: z.string(),
  direccion: z.string(),
  email: z.string(),
});
export type PersonaData = z.infer<typeof personaDataSchema>;

/** A registered buyer as GET /api/persona answers it: with their phone when one is on file (issue 44's WhatsApp). */
export const personaEncontradaSchema = z.extend(personaDataSchema, { telefono: z.optional(z.string()) });
export type PersonaEncontrada = z.infer<typeof personaEncontradaSchema>;

/** `{data, mensaje}`: data is null when the buyer is not registered, with a message to show. */
export const personaResponseSchema = z.object({ data: z.nullable(personaEncontradaSchema), mensaje: z.string() });
export type PersonaResponse = z.infer<typeof personaResponseSchema>;

/** A buyer as an emission registers it (registrarComprador). */
export const buyerSchema = z.extend(personaDataSchema, {
  identificacion: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});
export type Buyer = z.infer<typeof buyerSchema>;
