import { errorMessage, useRemoteData } from '@facturador/shared/api';
import { fetchWebhookDeliveries, resendWebhookDelivery } from '@facturador/shared/api/integrations';
import {
  type EstadoEntregaWebhook,
  EVENTO_WEBHOOK_ETIQUETAS,
  type Webhook,
} from '@facturador/shared/domain/integrations';
import { Modal, Spinner, secondaryButtonClass, smallButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { Badge, EmptyState, ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';

const TONES: Record<EstadoEntregaWebhook, 'green' | 'amber' | 'red'> = {
  ENTREGADA: 'green',
  PENDIENTE: 'amber',
  FALLIDA: 'red',
};

/** The delivery log of a webhook: each event, its state, tries, last answer and next try; «Reenviar». */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const {
    data: entregas,
    error,
    reload,
  } = useRemoteData(
    `entregas-${webhook.id}`,
    () => fetchWebhookDeliveries(webhook.id),
    'Error al cargar las entregas del webhook',
  );
  const [notice, setNotice] = useState<string | null>(null);

  async function resend(entregaId: string) {
    try {
      setNotice(await resendWebhookDelivery(webhook.id, entregaId));
      reload();
    } catch (failure) {
      setNotice(errorMessage(failure, 'Error al reenviar la entrega'));
    }
  }

  return (
    <Modal
      open
      size="full"
      title="Entregas del webhook"
      onClose={onClose}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={reload}>
            Actualizar
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cerrar
          </button>
        </>
      }
    >
      <p className="mb-3 break-all text-sm text-slate-600">{webhook.url}</p>
      {notice ? (
        <p role="status" className="mb-3 text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!entregas && !error ? <Spinner /> : null}
      {entregas && entregas.length === 0 ? <EmptyState>Aún no hay entregas.</EmptyState> : null}
      {entregas && entregas.length > 0 ? (
        <Table
          caption="Entregas"
          headers={['Evento', 'Comprobante', 'Estado', 'Intentos', 'Última respuesta', 'Próximo intento', 'Acciones']}
        >
          {entregas.map((entrega) => {
            const cuerpo = entrega.cuerpo as { numero?: string; claveAcceso?: string };
            return (
              <tr key={entrega.id}>
                <td className={cellClass}>
                  {EVENTO_WEBHOOK_ETIQUETAS[entrega.evento]}
                  <span className="block text-xs text-slate-500">{formatDateTime(entrega.creadaEn)}</span>
                </td>
                <td className={cellClass}>{cuerpo.numero ?? cuerpo.claveAcceso ?? '—'}</td>
                <td className={cellClass}>
                  <Badge tone={TONES[entrega.estado]}>{entrega.estado}</Badge>
                </td>
                <td className={cellClass}>{entrega.intentos}</td>
                <td className={cellClass}>
                  {entrega.ultimoCodigo !== null ? `HTTP ${entrega.ultimoCodigo}` : (entrega.ultimoError ?? '—')}
                </td>
                <td className={cellClass}>{entrega.proximoIntento ? formatDateTime(entrega.proximoIntento) : '—'}</td>
                <td className={cellClass}>
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Reenviar entrega ${cuerpo.numero ?? entrega.id}`}
                    onClick={() => resend(entrega.id)}
                  >
                    Reenviar
                  </button>
                </td>
              </tr>
            );
          })}
        </Table>
      ) : null}
    </Modal>
  );
}
