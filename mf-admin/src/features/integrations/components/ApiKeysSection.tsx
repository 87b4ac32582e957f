import { useRemoteData } from '@facturador/shared/api';
import { fetchApiKeys, revokeApiKey } from '@facturador/shared/api/integrations';
import { type ClaveApi, PERMISO_CLAVE_API_ETIQUETAS } from '@facturador/shared/domain/integrations';
import { Spinner, smallButtonClass } from '@facturador/shared/ui';
import { Badge, EmptyState, ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { cellClass, Table } from '../../../common/Table';
import { useSecretOnceLifecycle } from '../hooks/useSecretOnceLifecycle';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { SecretDialog } from './SecretDialog';
import { SectionHeading } from './SectionHeading';

/** «Claves de API»: the keys in force, create one (its secret shown once), revoke one. */
export function ApiKeysSection() {
  const {
    data: claves,
    error,
    reload,
  } = useRemoteData('claves-api', fetchApiKeys, 'Error al cargar las claves de API');
  const lifecycle = useSecretOnceLifecycle<ClaveApi>(reload);
  const revoking = lifecycle.removing;

  return (
    <section aria-labelledby="claves-api-titulo" className="flex flex-col gap-3">
      <SectionHeading
        id="claves-api-titulo"
        title="Claves de API"
        action="Crear clave de API"
        onAction={lifecycle.startCreating}
      >
        Su tienda en línea, punto de venta o ERP emite y consulta comprobantes con la cabecera{' '}
        <code className="rounded bg-slate-100 px-1">X-Api-Key</code>, sin usar la contraseña de una persona.
      </SectionHeading>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!claves && !error ? <Spinner /> : null}
      {claves && claves.length === 0 ? <EmptyState>Aún no hay claves de API.</EmptyState> : null}
      {claves && claves.length > 0 ? (
        <Table caption="Claves de API" headers={['Nombre', 'Clave', 'Permisos', 'Creada', 'Último uso', 'Acciones']}>
          {claves.map((clave) => (
            <tr key={clave.id}>
              <td className={`${cellClass} font-medium text-slate-900`}>{clave.nombre}</td>
              <td className={`${cellClass} font-mono text-xs`}>{clave.prefijo}…</td>
              <td className={cellClass}>
                <span className="flex flex-wrap gap-1">
                  {clave.permisos.map((permiso) => (
                    <Badge key={permiso} tone="blue">
                      {permiso}
                    </Badge>
                  ))}
                </span>
              </td>
              <td className={cellClass}>
                {formatDateTime(clave.creadaEn)} ({clave.creadaPor})
              </td>
              <td className={cellClass}>{clave.ultimoUso ? formatDateTime(clave.ultimoUso) : 'Nunca'}</td>
              <td className={cellClass}>
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Revocar clave ${clave.nombre}`}
                  onClick={() => lifecycle.startRemoving(clave)}
                >
                  Revocar
                </button>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {lifecycle.creating ? (
        <CreateApiKeyDialog onClose={lifecycle.cancelCreating} onCreated={lifecycle.created} />
      ) : null}
      {lifecycle.secret ? (
        <SecretDialog
          title="Clave de API creada"
          label="Secreto de la clave de API"
          secret={lifecycle.secret}
          onClose={lifecycle.closeSecret}
        />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title="Revocar clave de API"
          confirmLabel="Revocar clave"
          action={() => revokeApiKey(revoking.id)}
          failure="Error al revocar la clave de API"
          onClose={lifecycle.cancelRemoving}
          onDone={lifecycle.removed}
        >
          La clave «{revoking.nombre}» ({revoking.permisos.map((p) => PERMISO_CLAVE_API_ETIQUETAS[p]).join('; ')})
          dejará de funcionar de inmediato. Los sistemas que la usan recibirán 401.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
