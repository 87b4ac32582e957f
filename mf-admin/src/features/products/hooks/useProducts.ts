import { fetchProducts } from '@facturador/shared/api';
import type { Product } from '@facturador/shared/domain';
import { type RemoteData, useRemoteData } from '../../../common/useRemoteData';

export function useProducts(): RemoteData<Product[]> {
  return useRemoteData('productos', fetchProducts, 'Error al cargar los productos');
}
