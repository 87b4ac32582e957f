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
  /** Null = per unit sold; else the product's content fields that give units of `unidad` per unit sold. */
  contenido: z.nullable(
    z.object({
      campos: z.array(z.object({ campo: z.string(), etiqueta: z.string(), unidad: z.string() })),
      divisor: z.number(),
      simbolo: z.string(),
    }),
  ),
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
