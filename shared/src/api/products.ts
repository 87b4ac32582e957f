import {
  type Product,
  type ProductInputBody,
  productListResponseSchema,
  productResponseSchema,
} from '@facturador/shared/domain';
import { request } from './client';

/** GET /api/productos */
export async function fetchProducts(): Promise<Product[]> {
  const { productos } = await request(
    productListResponseSchema,
    (http) => http.get('api/productos').json(),
    'Error al cargar los productos',
  );
  return productos;
}

/** POST /api/productos */
export async function createProduct(input: ProductInputBody): Promise<Product> {
  const { producto } = await request(
    productResponseSchema,
    (http) => http.post('api/productos', { json: input }).json(),
    'Error al registrar el producto',
  );
  return producto;
}

/** PUT /api/productos/{id}: the product without _id. */
export async function updateProduct(id: string, input: ProductInputBody): Promise<Product> {
  const { producto } = await request(
    productResponseSchema,
    (http) => http.put(`api/productos/${encodeURIComponent(id)}`, { json: input }).json(),
    'Error al actualizar el producto',
  );
  return producto;
}
