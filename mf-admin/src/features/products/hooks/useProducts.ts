import { fetchProducts, type RemoteData, useRemoteData } from '@facturador/shared/api';
import type { Product } from '@facturador/shared/domain';

export function useProducts(): RemoteData<Product[]> {
  return useRemoteData('productos', fetchProducts, 'Error al cargar los productos');
}
