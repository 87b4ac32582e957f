import { z } from 'zod/mini';
import { dateFilterSchema } from '../common/fields';

/** `GET /api/impuestos/catalogo?fecha=aaaa-mm-dd` (today in Ecuador when absent). */
export const catalogoQuerySchema = z.object({ fecha: dateFilterSchema('fecha') });

const impuestoCatalogoSchema = z.object({
  codigo: z.number(),
  codigoPorcentaje: z.number(),
  descripcion: z.string(),
  adValorem: z.nullable(z.number()),
  especifico: z.nullable(z.number()),
  unidad: z.nullable(z.string()),
  desde: z.nullable(z.string()),
  hasta: z.nullable(z.string()),
  fuente: z.string(),
});

export const catalogoResponseSchema = z.object({
  fecha: z.string(),
  iva: z.array(impuestoCatalogoSchema),
  ice: z.array(impuestoCatalogoSchema),
  irbpnr: z.array(impuestoCatalogoSchema),
});
export type CatalogoResponse = z.infer<typeof catalogoResponseSchema>;
