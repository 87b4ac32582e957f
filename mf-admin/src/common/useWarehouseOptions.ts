import { fetchWarehouses, useRemoteData } from '@facturador/shared/api';
import type { Warehouse } from '@facturador/shared/domain';

/** Warehouses for filters and pickers; an empty list while loading or if the call fails. */
export function useWarehouseOptions(): Warehouse[] {
  const { data } = useRemoteData('almacenes', fetchWarehouses, 'Error al cargar los almacenes');
  return data ?? [];
}
