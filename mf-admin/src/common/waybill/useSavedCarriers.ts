import { useRemoteData } from '@facturador/shared/api';
import { fetchCarriers } from '@facturador/shared/api/carriers';
import { TRANSPORTISTAS_ERROR_MESSAGE, type Transportista } from '@facturador/shared/domain/waybills';

export interface SavedCarriers {
  /** The company's saved carriers by razón social; empty while loading or if the load failed. */
  carriers: Transportista[];
  loading: boolean;
  /** The failure's Spanish message, or null. */
  error: string | null;
  /** Asks again (after saving or deleting one). */
  reload: () => void;
}

/** The saved carriers of `GET /api/transportistas`, for the guía's CarrierPicker. */
export function useSavedCarriers(): SavedCarriers {
  const { data, loading, error, reload } = useRemoteData('transportistas', fetchCarriers, TRANSPORTISTAS_ERROR_MESSAGE);
  return { carriers: data ?? [], loading, error, reload };
}
