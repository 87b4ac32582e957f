import { z } from 'zod/mini';

/**
 * A nota de débito's own part of the printed data (codDoc 05, SRI-NOTES §10.1): its valued motivos,
 * printed as the «Razón de la modificación» / «Valor» table instead of invoice lines. The modified
 * invoice travels in facturaModificada and fechaDocumentoModificado, as a credit note's does.
 */
export const notaDebitoRideSchema = z.object({
  motivos: z.array(z.object({ razon: z.string(), valor: z.number() })),
});
export type NotaDebitoRide = z.infer<typeof notaDebitoRideSchema>;

export const TITULO_NOTA_DEBITO_RIDE = 'NOTA DE DÉBITO';
