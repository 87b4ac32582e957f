import { useRemoteData } from '@facturador/shared/api';
import { fetchMovement } from '@facturador/shared/api/movements';
import { MOVIMIENTO_ITEMS_ERROR_MESSAGE } from '@facturador/shared/domain/movements';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../common/format';
import { RecordPage } from '../../common/RecordPage';
import { cardClass } from '../../common/styles';
import { MovementLinesTable } from './components/MovementLinesTable';
import { MovementTypeBadge } from './components/MovementTypeBadge';

/** ver-items-movimiento/{id}: the items of one movement. */
export function MovementItemsPage() {
  const { id = '' } = useParams();
  const { data: movement, error } = useRemoteData(
    `movimiento-${id}`,
    // Whatever went wrong, this page says it with the spec's own text.
    () => fetchMovement(id).catch(() => Promise.reject(new Error(MOVIMIENTO_ITEMS_ERROR_MESSAGE))),
    MOVIMIENTO_ITEMS_ERROR_MESSAGE,
  );

  return (
    <RecordPage
      title="Items del movimiento"
      back={{ to: '/movimientos', label: 'Volver a Movimientos' }}
      error={error}
      loaded={Boolean(movement)}
    >
      {movement ? (
        <div className="space-y-4">
          <dl className={`${cardClass} grid gap-x-6 gap-y-2 p-4 text-sm wrap-anywhere sm:grid-cols-4`}>
            <div>
              <dt className="text-slate-500">Movimiento</dt>
              <dd className="mt-1">
                <MovementTypeBadge tipo={movement.tipo_movimiento} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Fecha</dt>
              <dd className="mt-1">{formatDateTime(movement.fecha)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Origen</dt>
              <dd className="mt-1">{movement.origen?.nombre ?? 'N/A'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Destino</dt>
              <dd className="mt-1">{movement.destino?.nombre ?? 'N/A'}</dd>
            </div>
            {movement.observacion ? (
              <div className="sm:col-span-4">
                <dt className="text-slate-500">Observaciones</dt>
                <dd className="mt-1">{movement.observacion}</dd>
              </div>
            ) : null}
          </dl>
          <MovementLinesTable items={movement.items} />
        </div>
      ) : null}
    </RecordPage>
  );
}
