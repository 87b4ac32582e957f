import { fetchWarehouses } from '@facturador/shared/api';
import type { Warehouse } from '@facturador/shared/domain';
import { useEffect, useState } from 'react';

/** The emisor's warehouses, only for users with usarInventario (the selector is hidden otherwise). */
export function useWarehouses(enabled: boolean): Warehouse[] {
  const [warehouses, setWarehouses] = useState<Warehouse[]>([]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    fetchWarehouses()
      .then((list) => {
        if (!cancelled) setWarehouses(list);
      })
      .catch((error: unknown) => console.error('No se pudieron cargar los almacenes', error));
    return () => {
      cancelled = true;
    };
  }, [enabled]);

  return warehouses;
}
