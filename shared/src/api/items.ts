import {
  type Item,
  type ItemStatus,
  type ItemUpdate,
  itemListResponseSchema,
  itemResponseSchema,
  itemUpdateResponseSchema,
} from '@facturador/shared/domain';
import { request } from './client';
import { compactQuery } from './query';

export interface ItemFilters {
  /** Product name or code, or serial number. */
  busqueda?: string;
  /** Warehouse id or name. */
  almacen?: string;
  /** TODOS (or empty) means any status. */
  status?: ItemStatus | 'TODOS' | '';
  producto_id?: string;
  limite?: number;
}

/** GET /api/items */
export async function fetchItems(filters: ItemFilters = {}): Promise<Item[]> {
  const { items } = await request(
    itemListResponseSchema,
    (http) => http.get('api/items', { searchParams: compactQuery({ ...filters }) }).json(),
    'Error al cargar los items',
  );
  return items;
}

/** GET /api/items/{id} */
export async function fetchItem(id: string): Promise<Item> {
  const { item } = await request(
    itemResponseSchema,
    (http) => http.get(`api/items/${encodeURIComponent(id)}`).json(),
    'Error al cargar el item',
  );
  return item;
}

/** PUT /api/items/{id}: {detalle, status, activo} -> itemActualizado. */
export async function updateItem(id: string, update: ItemUpdate): Promise<Item> {
  const { itemActualizado } = await request(
    itemUpdateResponseSchema,
    (http) => http.put(`api/items/${encodeURIComponent(id)}`, { json: update }).json(),
    'Error al actualizar el item',
  );
  return itemActualizado;
}
