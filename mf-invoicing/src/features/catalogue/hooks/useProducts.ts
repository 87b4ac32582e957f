import { fetchProducts, type RemoteData, takeEarly, useRemoteData } from '@facturador/shared/api';
import type { Product } from '@facturador/shared/domain';
import { PRODUCTOS_LOAD_ERROR } from '../catalogue-messages';
import { PRODUCTOS } from '../early-requests';

type ProductCatalogue = Pick<RemoteData<Product[]>, 'error' | 'loading' | 'reload'> & { products: Product[] };

/**
 * Registered products the user may sell: active ones, and without usarInventario no inventoried
 * product (spec 01 §2 "Product picker"). A failed load leaves the list empty and reports an error.
 */
export function useProducts(usarInventario: boolean): ProductCatalogue {
  const { data, error, loading, reload } = useRemoteData(
    'productos',
    () => takeEarly(PRODUCTOS, fetchProducts),
    PRODUCTOS_LOAD_ERROR,
  );
  const products = (data ?? []).filter((product) => product.activo && (usarInventario || !product.inventariado));
  return { products, error, loading, reload };
}
