import { type FacturaPayload, type FacturarRequest, facturarRequestSchema } from '@facturador/shared/domain';

/**
 * A document's stored `payload` column: the validated `POST /api/facturar` body as issued (for a
 * credit note, with the modified invoice's key and date filled in by the server). Read back through
 * the same schema; null for rows that hold something else (synthetic sample documents).
 */
export function storedPayload(value: unknown): FacturarRequest | null {
  const parsed = facturarRequestSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function storedFactura(value: unknown): FacturaPayload | null {
  return storedPayload(value)?.factura ?? null;
}
