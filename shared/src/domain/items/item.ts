import { z } from 'zod/mini';
import { booleanInput, hasAtMostDecimals, optionalFilterSchema } from '../common/fields';
import { IMPUESTOS_PRODUCTO, QUANTITY_DECIMALS_FRACCIONABLE } from '../products/product';

/** Inventory item statuses (spec 02 §4). */
export const ITEM_STATUSES = ['DISPONIBLE', 'RESERVADO', 'VENDIDO', 'DEVUELTO', 'ELIMINADO'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Filter value meaning "any status" (spec 01 §7). */
export const TODOS = 'TODOS';

export const ITEM_ID_REQUERIDO_MESSAGE = 'No se proporcionó un ID de item';
export const ITEM_ELIMINADO_NO_EDITABLE_MESSAGE = 'No se puede editar un item eliminado';
export const itemNoEncontradoMessage = (id: string) => `Item con ID ${id} no encontrado`;

/** An inventory item as the API returns it (spec 02 §3 and spec 01 §3). */
export const itemSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  producto_id: z.string(),
  producto_codigo: z.string(),
  almacen_id: z.string(),
  almacen_nombre: z.string(),
  /** City of the warehouse: the invoice screen shows it in brackets. */
  almacen_ciudad: z.string(),
  numero_serie: z.nullable(z.string()),
  stock: z.number(),
  status: z.enum(ITEM_STATUSES),
  detalle: z.string(),
  activo: z.boolean(),
  precio: z.number(),
  impuesto: z.enum(IMPUESTOS_PRODUCTO),
  serializado: z.boolean(),
});
export type Item = z.infer<typeof itemSchema>;

const statusFilterSchema = z.pipe(
  z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value: string | undefined) =>
        value && value.toUpperCase() !== TODOS ? value.toUpperCase() : undefined,
      ),
    )
    .check(
      z.refine((value) => value === undefined || (ITEM_STATUSES as readonly string[]).includes(value), {
        error: `El estado debe ser ${TODOS} o uno de: ${ITEM_STATUSES.join(', ')}`,
      }),
    ),
  z.transform((value: string | undefined) => value as ItemStatus | undefined),
);

const LIMITE_ITEMS_MESSAGE = 'El límite debe ser un número entero entre 1 y 5000';

/** GET /api/items query: busqueda (product name or serial), almacen (id or name), status (TODOS = any). */
export const itemListQuerySchema = z.object({
  busqueda: optionalFilterSchema,
  almacen: optionalFilterSchema,
  status: statusFilterSchema,
  producto_id: optionalFilterSchema,
  limite: z._default(
    z.coerce
      .number({ error: LIMITE_ITEMS_MESSAGE })
      .check(
        z.int({ error: LIMITE_ITEMS_MESSAGE }),
        z.gte(1, { error: LIMITE_ITEMS_MESSAGE }),
        z.lte(5000, { error: LIMITE_ITEMS_MESSAGE }),
      ),
    1000,
  ),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

export const itemListResponseSchema = z.object({ items: z.array(itemSchema), error: z.null() });
export const itemResponseSchema = z.object({ item: itemSchema });

export const STOCK_ITEM_INVALIDO_MESSAGE = 'El stock debe ser un número mayor o igual a 0 con hasta 3 decimales';
export const STOCK_CON_SERIE_MESSAGE = 'El stock de un item con número de serie cambia solo con su estado';
export const MOTIVO_MAXIMO_MESSAGE = 'El motivo admite como máximo 300 caracteres';

/**
 * PUT /api/items/{id} body: {detalle, status, activo, stock, motivo}; absent fields keep their value.
 * stock (items without serial) and any status change that moves stock are recorded as a movement
 * whose observation is motivo.
 */
export const itemUpdateSchema = z.object({
  detalle: z.optional(
    z.string().check(z.trim(), z.maxLength(300, { error: 'El detalle admite como máximo 300 caracteres' })),
  ),
  status: z.optional(z.enum(ITEM_STATUSES, { error: `El estado debe ser uno de: ${ITEM_STATUSES.join(', ')}` })),
  activo: z.optional(booleanInput),
  stock: z.optional(
    z.number({ error: STOCK_ITEM_INVALIDO_MESSAGE }).check(
      z.gte(0, { error: STOCK_ITEM_INVALIDO_MESSAGE }),
      z.lte(1e9, { error: STOCK_ITEM_INVALIDO_MESSAGE }),
      z.refine((stock) => hasAtMostDecimals(stock, QUANTITY_DECIMALS_FRACCIONABLE), {
        error: STOCK_ITEM_INVALIDO_MESSAGE,
      }),
    ),
  ),
  motivo: z.optional(z.string().check(z.trim(), z.maxLength(300, { error: MOTIVO_MAXIMO_MESSAGE }))),
});
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

export const itemUpdateResponseSchema = z.object({ itemActualizado: itemSchema, error: z.null() });

/**
 * Spec 02 §4: the status changes only on items with a serial number; any other item is saved as
 * DISPONIBLE. An ELIMINADO item is not editable (null = refuse).
 */
export function resolveItemStatus(
  current: { status: ItemStatus; numero_serie: string | null },
  requested: ItemStatus | undefined,
): ItemStatus | null {
  if (current.status === 'ELIMINADO') return null;
  if (!current.numero_serie) return 'DISPONIBLE';
  return requested ?? current.status;
}

/** The stock an item keeps after an edit: a serial counts 1 only while DISPONIBLE; others keep or take the new count. */
export function resolvedItemStock(
  current: { numero_serie: string | null; stock: number },
  status: ItemStatus,
  requestedStock: number | undefined,
): number {
  if (current.numero_serie) return status === 'DISPONIBLE' ? 1 : 0;
  return requestedStock ?? current.stock;
}

/** Observation of the movement an item edit writes when the clerk gives no reason. */
export const itemEditMovementObservation = (motivo: string | undefined, tipo: 'ELIMINACIÓN' | 'AJUSTE') =>
  motivo?.trim() ||
  (tipo === 'ELIMINACIÓN' ? 'Item eliminado desde su edición' : 'Ajuste de stock desde la edición del item');
