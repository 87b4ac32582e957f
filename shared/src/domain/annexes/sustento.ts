import { z } from 'zod/mini';
import { FORMAS_PAGO } from '../sri/payment-codes';
import { compraSchema } from '../withholdings/purchases';

/**
 * What the ATS needs of each purchase (issue #42 §1): its sustento tributario (Tabla 5), whether it
 * gives crédito tributario, and the forma de pago above USD 1,000 when its document does not carry one.
 */
export const SUSTENTO_CODIGO_MESSAGE = 'El código de sustento debe tener dos dígitos (Tabla 5 del ATS)';
export const SUSTENTO_CREDITO_MESSAGE = 'creditoTributario debe ser verdadero o falso';
export const SUSTENTO_FORMA_PAGO_MESSAGE = 'La forma de pago debe ser un código de la tabla de formas de pago del SRI';
export const SUSTENTO_VACIO_MESSAGE = 'Indique codSustento, creditoTributario o formaPago';
export const sustentoInexistenteMessage = (codigo: string) =>
  `El código de sustento ${codigo} no existe en la Tabla 5 del ATS; elija uno de la lista.`;
export const sustentoNoVigenteMessage = (codigo: string, fecha: string) =>
  `El código de sustento ${codigo} no está vigente para una compra con fecha ${fecha}; elija uno vigente de la Tabla 5.`;

/** `PATCH /api/compras/{id}`: null clears a field; creditoTributario omitted = what the code declares. */
export const sustentoCompraSchema = z
  .object({
    codSustento: z.optional(
      z.nullable(z.string({ error: SUSTENTO_CODIGO_MESSAGE }).check(z.regex(/^\d{2}$/, SUSTENTO_CODIGO_MESSAGE))),
    ),
    creditoTributario: z.optional(z.nullable(z.boolean({ error: SUSTENTO_CREDITO_MESSAGE }))),
    formaPago: z.optional(
      z.nullable(
        z
          .string({ error: SUSTENTO_FORMA_PAGO_MESSAGE })
          .check(z.refine((code) => code in FORMAS_PAGO, SUSTENTO_FORMA_PAGO_MESSAGE)),
      ),
    ),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), { error: SUSTENTO_VACIO_MESSAGE }),
  );
export type SustentoCompra = z.infer<typeof sustentoCompraSchema>;

/** A purchase as GET /api/compras answers it, with its ATS fields. */
export const compraConSustentoSchema = z.extend(compraSchema, {
  codSustento: z.nullable(z.string()),
  creditoTributario: z.nullable(z.boolean()),
  formaPago: z.nullable(z.string()),
  /** With no codSustento: the one of the supplier's last purchase that has one (a default, never stored). */
  codSustentoSugerido: z.nullable(z.string()),
});
export type CompraConSustento = z.infer<typeof compraConSustentoSchema>;
export const comprasConSustentoResponseSchema = z.object({ compras: z.array(compraConSustentoSchema) });
