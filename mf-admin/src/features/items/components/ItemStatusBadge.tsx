import type { ItemStatus } from '@facturador/shared/domain';
import { Badge } from '../../../common/feedback';

const TONE = {
  DISPONIBLE: 'green',
  RESERVADO: 'amber',
  VENDIDO: 'blue',
  DEVUELTO: 'violet',
  ELIMINADO: 'red',
} as const satisfies Record<ItemStatus, string>;

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return <Badge tone={TONE[status]}>{status}</Badge>;
}
