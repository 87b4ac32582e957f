import { fetchWarehouses, type RemoteData, useRemoteData } from '@facturador/shared/api';
import type { Warehouse } from '@facturador/shared/domain';

export function useWarehouses(): RemoteData<Warehouse[]> {
  return useRemoteData('almacenes', fetchWarehouses, 'Error al cargar los almacenes');
}
