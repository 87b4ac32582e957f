import { useRemoteData } from '@facturador/shared/api';
import { deleteWebhook, fetchWebhooks } from '@facturador/shared/api/integrations';
import { EVENTO_WEBHOOK_ETIQUETAS, type Webhook } from '@facturador/shared/domain/integrations';
import { Spinner, smallButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { EmptyState, ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';
import { useSecretOnceLifecycle } from '../hooks/useSecretOnceLifecycle';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { SectionHeading } from './SectionHeading';

/** «Webhooks»: where the company's events go, their delivery logs, register and delete. */
export function WebhooksSection() {
  const { data: webhooks, error, reload } = useRemoteData('webhooks', fetchWebhooks, 'Error al cargar los webhooks');
  const lifecycle = useSecretOnceLifecycle<Webhook>(reload);
  const deleting = lifecycle.removing;
  const [log, setLog] = useState<Webhook | null>(null);

  return (
    <section aria-labelledby="webhooks-titulo" className="flex flex-col gap-3">
      <SectionHeading
        id="webhooks-titulo"
        title="Webhooks"
        action="Registrar webhook"
        onAction={lifecycle.startCreating}
      >
        Facturador avisa a su sistema cuando un comprobante se autoriza, se rechaza, requiere atención o su correo no
        llega, con un JSON firmado (HMAC-SHA256). Si su sistema no responde, se reintenta durante 24 horas.
      </SectionHeading>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!webhooks && !error ? <Spinner /> : null}
      {webhooks && webhooks.length === 0 ? <EmptyState>Aún no hay webhooks.</EmptyState> : null}
      {webhooks && webhooks.length > 0 ? (
        <Table caption="Webhooks" headers={['URL', 'Eventos', 'Registrado', 'Acciones']}>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <td className={`${cellClass} break-all font-medium text-slate-900`}>{webhook.url}</td>
              <td className={cellClass}>
                <ul className="list-inside list-disc text-sm">
                  {webhook.eventos.map((evento) => (
                    <li key={evento}>{EVENTO_WEBHOOK_ETIQUETAS[evento]}</li>
                  ))}
                </ul>
              </td>
              <td className={cellClass}>{formatDateTime(webhook.creadoEn)}</td>
              <td className={cellClass}>
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Ver entregas de ${webhook.url}`}
                    onClick={() => setLog(webhook)}
                  >
                    Ver entregas
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`Eliminar webhook ${webhook.url}`}
                    onClick={() => lifecycle.startRemoving(webhook)}
                  >
                    Eliminar
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {lifecycle.creating ? (
        <CreateWebhookDialog onClose={lifecycle.cancelCreating} onCreated={lifecycle.created} />
      ) : null}
      {lifecycle.secret ? (
        <SecretDialog
          title="Webhook registrado"
          label="Secreto de firma del webhook"
          secret={lifecycle.secret}
          onClose={lifecycle.closeSecret}
        />
      ) : null}
      {log ? <DeliveriesDialog webhook={log} onClose={() => setLog(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Eliminar webhook"
          confirmLabel="Eliminar webhook"
          action={() => deleteWebhook(deleting.id)}
          failure="Error al eliminar el webhook"
          onClose={lifecycle.cancelRemoving}
          onDone={lifecycle.removed}
        >
          {deleting.url} no recibirá más eventos y sus reintentos pendientes se cancelan.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
