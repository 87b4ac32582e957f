import { fetchMovements } from '@facturador/shared/api/movements';
import type { Movement, TipoMovimientoRegistrado } from '@facturador/shared/domain/movements';
import { useDebouncedValue } from '../../../common/useDebouncedValue';
import { type PagedList, usePagedList } from '../../../common/usePagedList';

export interface MovementFilterValues {
  tipo_movimiento: TipoMovimientoRegistrado | '';
  fecha_inicio: string;
  fecha_fin: string;
  filtro: string;
}

const PAGE_SIZE = 25;

/** GET /api/movimientos by pages: the text filter waits 500 ms; empty filters are not sent (spec 02 §5). */
export function useMovementList(filters: MovementFilterValues): PagedList<Movement> {
  const filtro = useDebouncedValue(filters.filtro.trim());
  const query = { ...filters, filtro, limite: PAGE_SIZE };
  return usePagedList(
    JSON.stringify(query),
    async (cursor) => {
      const page = await fetchMovements({ ...query, cursor });
      return { rows: page.movimientos, next: page.siguienteCursor };
    },
    'Error al cargar los movimientos',
  );
}
