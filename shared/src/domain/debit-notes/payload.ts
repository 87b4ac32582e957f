import { z } from 'zod/mini';
import { TIPO_IDENTIFICACION_CODIGOS } from '../invoicing/identification-types';
import { pagoPayloadSchema } from '../invoicing/payload';
import { CLAVE_ACCESO_PATTERN, NUMERO_DOCUMENTO_PATTERN, numeroDocumento } from '../sri/access-key';
import type { EmitirNotaDebitoRequest } from './request';
import { notaDebitoTotales } from './totals';

/**
 * What a nota de débito keeps in `documentos.payload`, as issued: the modified invoice (key, number
 * `001-001-000000123`, date `dd/mm/aaaa`), its buyer, the motivos, the one IVA impuesto (also the row of
 * `documento_impuestos`) and the totals. The XML, the RIDE and the reports read it back through
 * notaDebitoPayloadOf.
 */
const amount = z.number().check(z.gte(0));

export const notaDebitoPayloadSchema = z.object({
  notaDebito: z.object({
    facturaModificada: z.string().check(z.regex(CLAVE_ACCESO_PATTERN)),
    numDocModificado: z.string().check(z.regex(NUMERO_DOCUMENTO_PATTERN)),
    fechaEmisionDocSustento: z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/)),
    comprador: z.object({
      tipoIdentificacion: z.enum(TIPO_IDENTIFICACION_CODIGOS),
      identificacion: z.string(),
      razonSocial: z.string(),
      direccion: z._default(z.string(), ''),
      email: z._default(z.string(), ''),
    }),
    motivos: z.array(z.object({ razon: z.string(), valor: amount })).check(z.minLength(1)),
    impuesto: z.object({
      codigo: z.literal('2'),
      codigoPorcentaje: z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{1,4}$/))]), z.transform(Number)),
      tarifa: z.number(),
      baseImponible: amount,
      valor: amount,
    }),
    totalSinImpuestos: amount,
    valorTotal: amount,
    /** As the request gave them; absent = charged to the customer's account (receivables read it so). */
    pagos: z.optional(z.array(pagoPayloadSchema)),
  }),
});
export type NotaDebitoPayload = z.infer<typeof notaDebitoPayloadSchema>;
export type NotaDebitoEmitida = NotaDebitoPayload['notaDebito'];

/** The stored nota de débito, or null when the payload holds another document. */
export function notaDebitoPayloadOf(value: unknown): NotaDebitoEmitida | null {
  const parsed = notaDebitoPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data.notaDebito : null;
}

/** The modified invoice as the nota de débito takes it: its key, its date and its buyer. */
export interface FacturaDeNotaDebito {
  claveAcceso: string;
  /** `dd/mm/aaaa` */
  fechaEmision: string;
  comprador: NotaDebitoEmitida['comprador'];
}

/**
 * The stored payload of a request on its invoice: codDocModificado 01 (always a factura), the number
 * and date of the invoice, its buyer, the server's totals; absent pagos = one payment 01 for valorTotal.
 */
export function notaDebitoPayload(request: EmitirNotaDebitoRequest, factura: FacturaDeNotaDebito): NotaDebitoPayload {
  const totales = notaDebitoTotales(request.motivos, request.impuesto);
  return {
    notaDebito: {
      facturaModificada: factura.claveAcceso,
      numDocModificado: numeroDocumento(factura.claveAcceso),
      fechaEmisionDocSustento: factura.fechaEmision,
      comprador: factura.comprador,
      motivos: request.motivos.map(({ razon, valor }) => ({ razon, valor })),
      impuesto: totales.impuesto,
      totalSinImpuestos: totales.totalSinImpuestos,
      valorTotal: totales.valorTotal,
      ...(request.pagos ? { pagos: request.pagos } : {}),
    },
  };
}
