import { fetchProducts } from '@facturador/shared/api';
import type { Product } from '@facturador/shared/domain';
import { useEffect, useState } from 'react';

/**
 * Registered products the user may sell: active ones, and without usarInventario no inventoried
 * product (spec 01 §2 "Product picker"). A failed load is logged and leaves the list empty.
 */
export function useProducts(usarInventario: boolean): { products: Product[]; loading: boolean } {
  const [all, setAll] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    fetchProducts()
      .then((productos) => {
        if (!cancelled) setAll(productos);
      })
      .catch((error: unknown) => console.error('No se pudieron cargar los productos', error))
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const products = all.filter((product) => product.activo && (usarInventario || !product.inventariado));
  return { products, loading };
}
