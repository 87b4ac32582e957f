import { fetchWarehouses } from '@facturador/shared/api';
import type { Warehouse } from '@facturador/shared/domain';
import { type RemoteData, useRemoteData } from '../../../common/useRemoteData';

export function useWarehouses(): RemoteData<Warehouse[]> {
  return useRemoteData('almacenes', fetchWarehouses, 'Error al cargar los almacenes');
}
