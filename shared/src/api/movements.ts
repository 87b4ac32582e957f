import { compactQuery, request } from '@facturador/shared/api';
import {
  MOVIMIENTO_CONSULTA_ERROR_MESSAGE,
  MOVIMIENTO_ERROR_MESSAGE,
  type Movement,
  type MovementInputBody,
  movementListResponseSchema,
  movementResponseSchema,
  type TipoMovimientoRegistrado,
} from '@facturador/shared/domain/movements';

export interface MovementFilters {
  filtro?: string;
  tipo_movimiento?: TipoMovimientoRegistrado | '';
  /** YYYY-MM-DD */
  fecha_inicio?: string;
  fecha_fin?: string;
  limite?: number;
  cursor?: string;
}

/**
 * POST /api/movimientos. On failure the ApiRequestError carries the server's `errores` list
 * (shown in 'Errores encontrados') or the message 'Error al crear movimiento'.
 */
export async function createMovement(input: MovementInputBody): Promise<Movement> {
  const { movimiento } = await request(
    movementResponseSchema,
    (http) => http.post('api/movimientos', { json: input }).json(),
    MOVIMIENTO_ERROR_MESSAGE,
  );
  return movimiento;
}

/** GET /api/movimientos: a page, newest first; pass siguienteCursor as cursor for the next one. */
export async function fetchMovements(
  filters: MovementFilters = {},
): Promise<{ movimientos: Movement[]; siguienteCursor: string | null }> {
  const { movimientos, siguienteCursor } = await request(
    movementListResponseSchema,
    (http) => http.get('api/movimientos', { searchParams: compactQuery({ ...filters }) }).json(),
    'Error al cargar los movimientos',
  );
  return { movimientos, siguienteCursor };
}

/** GET /api/movimientos/{id} with its items. */
export async function fetchMovement(id: string): Promise<Movement> {
  const { movimiento } = await request(
    movementResponseSchema,
    (http) => http.get(`api/movimientos/${encodeURIComponent(id)}`).json(),
    MOVIMIENTO_CONSULTA_ERROR_MESSAGE,
  );
  return movimiento;
}
