import type { TipoMovimiento } from '@facturador/shared/domain';
import { Badge } from '../../../common/feedback';

const TONE = {
  ENTRADA: 'green',
  SALIDA: 'blue',
  TRASLADO: 'violet',
  DEVOLUCIÓN: 'amber',
  ELIMINACIÓN: 'red',
} as const satisfies Record<TipoMovimiento, string>;

export function MovementTypeBadge({ tipo }: { tipo: TipoMovimiento }) {
  return <Badge tone={TONE[tipo]}>{tipo}</Badge>;
}
