import { useRemoteData } from '@facturador/shared/api';
import { fetchEstablishments } from '@facturador/shared/api/establishments';

export const TODOS_ESTABLECIMIENTOS = 'Todos los establecimientos';

/** The establishment filter's options: the whole company first, then each establishment by code. */
export function useEstablishmentOptions(): { value: string; label: string }[] {
  const { data } = useRemoteData('establecimientos', fetchEstablishments, 'Error al cargar los establecimientos');
  const establishments = [...(data ?? [])].sort((a, b) => a.codigo.localeCompare(b.codigo));
  return [
    { value: '', label: TODOS_ESTABLECIMIENTOS },
    ...establishments.map((item) => ({
      value: item.codigo,
      label: item.nombreComercial ? `${item.codigo} · ${item.nombreComercial}` : item.codigo,
    })),
  ];
}
