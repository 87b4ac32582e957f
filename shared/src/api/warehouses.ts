import {
  ALMACENES_NO_ARRAY_MESSAGE,
  type Warehouse,
  type WarehouseInputBody,
  warehouseListResponseSchema,
  warehouseResponseSchema,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { ApiRequestError, request } from './client';

/** GET /api/almacenes: must be an array (spec 01 §8). */
export async function fetchWarehouses(): Promise<Warehouse[]> {
  const body = await request(z.unknown(), (http) => http.get('api/almacenes').json(), 'Error al cargar los almacenes');
  if (!Array.isArray(body)) throw new ApiRequestError(ALMACENES_NO_ARRAY_MESSAGE, 200);
  return warehouseListResponseSchema.parse(body);
}

/** POST /api/almacenes */
export async function createWarehouse(input: WarehouseInputBody): Promise<Warehouse> {
  const { almacen } = await request(
    warehouseResponseSchema,
    (http) => http.post('api/almacenes', { json: input }).json(),
    'Error al registrar el almacén',
  );
  return almacen;
}

/** PUT /api/almacenes/{id} */
export async function updateWarehouse(id: string, input: WarehouseInputBody): Promise<Warehouse> {
  const { almacen } = await request(
    warehouseResponseSchema,
    (http) => http.put(`api/almacenes/${encodeURIComponent(id)}`, { json: input }).json(),
    'Error al actualizar el almacén',
  );
  return almacen;
}
