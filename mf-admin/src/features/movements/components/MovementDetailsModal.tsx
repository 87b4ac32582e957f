import { ApiRequestError, useRemoteData } from '@facturador/shared/api';
import { fetchMovement } from '@facturador/shared/api/movements';
import { ERROR_CONEXION_MESSAGE } from '@facturador/shared/domain';
import { MOVIMIENTO_CONSULTA_ERROR_MESSAGE } from '@facturador/shared/domain/movements';
import { Modal, primaryButtonClass, Spinner } from '@facturador/shared/ui';
import { ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { MovementLinesTable } from './MovementLinesTable';
import { MovementTypeBadge } from './MovementTypeBadge';

/** Spec 02 §7: the server's message, else 'Error de conexión' or 'Error al consultar movimiento'. */
async function loadMovement(id: string) {
  try {
    return await fetchMovement(id);
  } catch (failure) {
    if (failure instanceof ApiRequestError && (failure.fromServer || failure.message === ERROR_CONEXION_MESSAGE))
      throw failure;
    throw new Error(MOVIMIENTO_CONSULTA_ERROR_MESSAGE);
  }
}

/** Details of one movement, fetched by id: type, date, its items and the observations. */
export function MovementDetailsModal({ movementId, onClose }: { movementId: string | null; onClose: () => void }) {
  return (
    <Modal
      title="Detalles del movimiento"
      open={movementId !== null}
      onClose={onClose}
      actions={
        <button type="button" className={primaryButtonClass} onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {movementId ? <MovementDetails movementId={movementId} /> : null}
    </Modal>
  );
}

function MovementDetails({ movementId }: { movementId: string }) {
  const { data: movement, error } = useRemoteData(
    `movimiento-${movementId}`,
    () => loadMovement(movementId),
    MOVIMIENTO_CONSULTA_ERROR_MESSAGE,
  );
  if (error) return <ErrorBanner>{error}</ErrorBanner>;
  if (!movement) return <Spinner />;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-500">Tipo</dt>
        <dd>
          <MovementTypeBadge tipo={movement.tipo_movimiento} />
        </dd>
        <dt className="text-slate-500">Fecha</dt>
        <dd>{formatDateTime(movement.fecha)}</dd>
      </dl>
      <div className="max-h-72 overflow-y-auto">
        <MovementLinesTable items={movement.items} />
      </div>
      <div>
        <h3 className="font-medium text-slate-900">Observaciones</h3>
        <p className="mt-1 whitespace-pre-line text-slate-600">{movement.observacion || 'Sin observaciones'}</p>
      </div>
    </div>
  );
}
