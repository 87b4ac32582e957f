import { z } from 'zod/mini';
import { AMBIENTE_INVALIDO_MESSAGE } from '../auth/user';
import { MAX_IMPORTE_TOTAL } from '../invoicing/limits';
import { hasAtMostTwoDecimals } from '../invoicing/money';
import { pagoPayloadSchema } from '../invoicing/payload';
import { FORM_IVA_LABELS } from '../invoicing/taxes';
import { CLAVE_ACCESO_PATTERN } from '../sri/access-key';

/**
 * `POST /api/notas-debito` (issue 40 §2): a charge after an invoice (late-payment interest, a bounced
 * cheque's bank charges, freight…) as valued motivos on one IVA rate. The buyer, the modified
 * document's number and date come from the invoice; the totals are the server's (notaDebitoTotales).
 */
export const NOTA_DEBITO_FACTURA_MESSAGE =
  'Indique la factura a modificar con su clave de acceso de 49 dígitos (facturaModificada).';
export const NOTA_DEBITO_SIN_MOTIVOS_MESSAGE = 'Indique al menos un motivo de la nota de débito (razón y valor).';
export const NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE = 'Cada motivo de la nota de débito debe tener una razón.';
export const NOTA_DEBITO_RAZON_LARGA_MESSAGE = 'La razón de un motivo puede tener como máximo 300 caracteres.';
export const NOTA_DEBITO_RAZON_SALTOS_MESSAGE = 'La razón de un motivo no puede tener saltos de línea.';
export const NOTA_DEBITO_VALOR_MESSAGE = 'El valor de cada motivo debe ser mayor a 0, con dos decimales como máximo.';
export const NOTA_DEBITO_IMPUESTO_MESSAGE = `El impuesto de la nota de débito debe ser ${FORM_IVA_LABELS.map((label) => `'${label}'`).join(' o ')}.`;

/**
 * The XSD leaves `motivos` unbounded; a document must stay under the SRI's 320 KB (error 26) and its
 * RIDE readable: 50 motivos of 300 characters is far below both.
 */
export const MAX_MOTIVOS_NOTA_DEBITO = 50;
export const notaDebitoDemasiadosMotivosMessage = (maximo = MAX_MOTIVOS_NOTA_DEBITO) =>
  `Una nota de débito puede tener como máximo ${maximo} motivos.`;

export const motivoNotaDebitoSchema = z.object({
  razon: z.string({ error: NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE }),
    z.maxLength(300, { error: NOTA_DEBITO_RAZON_LARGA_MESSAGE }),
    z.refine((value) => !/[\r\n]/.test(value), { error: NOTA_DEBITO_RAZON_SALTOS_MESSAGE }),
  ),
  /** Valor sin impuestos (SRI-NOTES §10.1). */
  valor: z
    .number({ error: NOTA_DEBITO_VALOR_MESSAGE })
    .check(
      z.gt(0, { error: NOTA_DEBITO_VALOR_MESSAGE }),
      z.lte(MAX_IMPORTE_TOTAL, { error: NOTA_DEBITO_VALOR_MESSAGE }),
      z.refine(hasAtMostTwoDecimals, { error: NOTA_DEBITO_VALOR_MESSAGE }),
    ),
});
export type MotivoNotaDebito = z.infer<typeof motivoNotaDebitoSchema>;

export const emitirNotaDebitoSchema = z.object({
  /** The clave de acceso of one of the company's AUTORIZADA invoices. */
  facturaModificada: z
    .string({ error: NOTA_DEBITO_FACTURA_MESSAGE })
    .check(z.trim(), z.regex(CLAVE_ACCESO_PATTERN, { error: NOTA_DEBITO_FACTURA_MESSAGE })),
  motivos: z
    .array(motivoNotaDebitoSchema, { error: NOTA_DEBITO_SIN_MOTIVOS_MESSAGE })
    .check(
      z.minLength(1, { error: NOTA_DEBITO_SIN_MOTIVOS_MESSAGE }),
      z.maxLength(MAX_MOTIVOS_NOTA_DEBITO, { error: notaDebitoDemasiadosMotivosMessage() }),
    ),
  impuesto: z.enum(FORM_IVA_LABELS, { error: NOTA_DEBITO_IMPUESTO_MESSAGE }),
  ambiente: z.union([z.literal(1), z.literal(2)], { error: AMBIENTE_INVALIDO_MESSAGE }),
  /** Absent: all of it on the customer's account (cuentas por cobrar); when given, they add up to valorTotal. */
  pagos: z.optional(z.array(pagoPayloadSchema).check(z.minLength(1), z.maxLength(20))),
});
export type EmitirNotaDebitoRequest = z.infer<typeof emitirNotaDebitoSchema>;
export type EmitirNotaDebitoInput = z.input<typeof emitirNotaDebitoSchema>;
