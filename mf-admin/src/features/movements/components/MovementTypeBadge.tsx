import type { TipoMovimientoRegistrado } from '@facturador/shared/domain/movements';
import { Badge } from '../../../common/feedback';

const TONE = {
  ENTRADA: 'green',
  SALIDA: 'blue',
  TRASLADO: 'violet',
  DEVOLUCIÓN: 'amber',
  ELIMINACIÓN: 'red',
  AJUSTE: 'slate',
} as const satisfies Record<TipoMovimientoRegistrado, string>;

export function MovementTypeBadge({ tipo }: { tipo: TipoMovimientoRegistrado }) {
  return <Badge tone={TONE[tipo]}>{tipo}</Badge>;
}
