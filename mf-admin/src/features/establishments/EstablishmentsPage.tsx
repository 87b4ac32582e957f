import { useRemoteData } from '@facturador/shared/api';
import { fetchEstablishments } from '@facturador/shared/api/establishments';
import {
  type EstablecimientoInfo,
  type PuntoEmisionInfo,
  SECUENCIAL_AGOTADO_LABEL,
} from '@facturador/shared/domain/settings';
import { primaryButtonClass, Spinner, smallButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { ActiveBadge, EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { cellClass, Table } from '../../common/Table';
import { EmissionPointDialog, SECUENCIALES } from './components/EmissionPointDialog';
import { EstablishmentDialog } from './components/EstablishmentDialog';

type Editing =
  | { kind: 'establecimiento'; establecimiento?: EstablecimientoInfo }
  | { kind: 'punto'; establecimiento: EstablecimientoInfo; punto?: PuntoEmisionInfo };

function EstablishmentCard({
  establecimiento,
  onEdit,
}: {
  establecimiento: EstablecimientoInfo;
  onEdit: (editing: Editing) => void;
}) {
  const titleId = `establecimiento-${establecimiento._id}`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} p-5`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Establecimiento {establecimiento.codigo}
            {establecimiento.nombreComercial ? ` · ${establecimiento.nombreComercial}` : ''}
          </h2>
          <p className="text-sm text-slate-600">{establecimiento.direccion}</p>
        </div>
        <div className="flex items-center gap-2">
          <ActiveBadge activo={establecimiento.activo} />
          <button
            type="button"
            className={smallButtonClass}
            aria-label={`Editar establecimiento ${establecimiento.codigo}`}
            onClick={() => onEdit({ kind: 'establecimiento', establecimiento })}
          >
            Editar
          </button>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onEdit({ kind: 'punto', establecimiento })}
            aria-label={`Agregar punto de emisión al establecimiento ${establecimiento.codigo}`}
          >
            Agregar punto de emisión
          </button>
        </div>
      </header>
      <div className="mt-4">
        <Table
          caption={`Puntos de emisión del establecimiento ${establecimiento.codigo}`}
          headers={['Punto', 'Estado', ...SECUENCIALES.map((item) => item.label.replace('Siguiente ', 'Sig. '))]}
        >
          {establecimiento.puntos.map((punto) => (
            <tr key={punto._id}>
              {/* «Editar» beside the point's number: in view at 360 px, where the numbers scroll sideways. */}
              <td className={`${cellClass} whitespace-nowrap font-mono font-medium text-slate-900`}>
                {establecimiento.codigo}-{punto.codigo}
                <button
                  type="button"
                  className={`${smallButtonClass} ml-2 font-sans`}
                  aria-label={`Editar punto de emisión ${establecimiento.codigo}-${punto.codigo}`}
                  onClick={() => onEdit({ kind: 'punto', establecimiento, punto })}
                >
                  Editar
                </button>
              </td>
              <td className={cellClass}>
                <ActiveBadge activo={punto.activo} />
              </td>
              {SECUENCIALES.map((item) => (
                <td key={item.label} className={`${cellClass} font-mono`}>
                  {punto.siguiente[item.documento][item.ambiente] ?? SECUENCIAL_AGOTADO_LABEL}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      </div>
    </article>
  );
}

/** /admin/establecimientos: establishments and their emission points with the numbering they continue. */
export function EstablishmentsPage() {
  const { data, error, reload } = useRemoteData(
    'establecimientos',
    fetchEstablishments,
    'Error al cargar los establecimientos',
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    reload();
  };

  return (
    <section className="max-w-5xl">
      <PageHeader
        title="Establecimientos"
        subtitle="Desde qué establecimiento y punto de emisión sale cada comprobante, y qué número lleva el siguiente."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => setEditing({ kind: 'establecimiento' })}>
            Agregar establecimiento
          </button>
        }
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!data && !error ? <Spinner /> : null}
      {data && data.length === 0 ? <EmptyState>No tiene establecimientos registrados</EmptyState> : null}
      <div className="flex flex-col gap-6">
        {data?.map((establecimiento) => (
          <EstablishmentCard key={establecimiento._id} establecimiento={establecimiento} onEdit={setEditing} />
        ))}
      </div>
      {editing?.kind === 'establecimiento' ? (
        <EstablishmentDialog establecimiento={editing.establecimiento} onClose={close} onSaved={saved} />
      ) : null}
      {editing?.kind === 'punto' ? (
        <EmissionPointDialog
          establecimiento={editing.establecimiento}
          punto={editing.punto}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
    </section>
  );
}
