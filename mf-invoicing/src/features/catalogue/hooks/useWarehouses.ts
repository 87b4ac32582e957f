import { fetchWarehouses, type RemoteData, takeEarly, useRemoteData } from '@facturador/shared/api';
import type { Warehouse } from '@facturador/shared/domain';
import { ALMACENES_LOAD_ERROR } from '../catalogue-messages';
import { ALMACENES } from '../early-requests';

/** One empty list, so screens memoizing on it do not recompute while nothing is loaded. */
const NONE: Warehouse[] = [];

type WarehouseList = Pick<RemoteData<Warehouse[]>, 'error' | 'reload'> & { warehouses: Warehouse[] };

/** The emisor's warehouses, only for users with usarInventario (the selector is hidden otherwise). */
export function useWarehouses(enabled: boolean): WarehouseList {
  const { data, error, reload } = useRemoteData(
    enabled ? 'almacenes' : null,
    () => takeEarly(ALMACENES, fetchWarehouses),
    ALMACENES_LOAD_ERROR,
  );
  return { warehouses: data ?? NONE, error, reload };
}
