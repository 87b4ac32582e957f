import { TIPOS_MOVIMIENTO_REGISTRADOS } from '@facturador/shared/domain/movements';
import { SelectField, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../common/format';
import { ListTable } from '../../common/ListTable';
import { LoadMore } from '../../common/LoadMore';
import { NewMovementLink } from '../../common/NewMovementLink';
import { PageHeader } from '../../common/PageHeader';
import { SearchField } from '../../common/SearchField';
import { cardClass } from '../../common/styles';
import { cellClass } from '../../common/Table';
import { useShellHref } from '../../common/useShellHref';
import { useValues } from '../../common/useValues';
import { GuiasEmitidas } from '../../common/waybill/GuiasEmitidas';
import { MovementDetailsModal } from './components/MovementDetailsModal';
import { MovementTypeBadge } from './components/MovementTypeBadge';
import { type MovementFilterValues, useMovementList } from './hooks/useMovementList';
import { TrasladoGuiaAction } from './waybill/TrasladoGuiaAction';

export const SIN_MOVIMIENTOS_MESSAGE = 'No se encontraron movimientos';
export const MOVIMIENTO_MANUAL_NOTE = 'Movimiento manual - sin documento';
const NOT_APPLICABLE = 'N/A';

const TYPE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...TIPOS_MOVIMIENTO_REGISTRADOS.map((tipo) => ({ value: tipo, label: tipo })),
];

/** Gestionar Movimientos (spec 02 §2): filters, the list, details and the reference document. */
export function MovementsPage() {
  const { values: filters, bind } = useValues<MovementFilterValues>({
    tipo_movimiento: '',
    fecha_inicio: '',
    fecha_fin: '',
    filtro: '',
  });
  const { rows: movimientos, hasMore, loading, error, loadMore, reload } = useMovementList(filters);
  const [details, setDetails] = useState<string | null>(null);
  const shellHref = useShellHref();
  const closeDetails = useCallback(() => setDetails(null), []);

  return (
    <section>
      <PageHeader
        title="Gestionar Movimientos"
        subtitle="Entradas, salidas, traslados, devoluciones y eliminaciones de inventario."
        actions={<NewMovementLink />}
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField label="Tipo de movimiento" options={TYPE_OPTIONS} {...bind('tipo_movimiento')} />
        <TextField label="Fecha de inicio" type="date" {...bind('fecha_inicio')} />
        <TextField label="Fecha de fin" type="date" {...bind('fecha_fin')} />
        <SearchField scope="por almacén..." {...bind('filtro')} />
      </div>
      <ListTable
        rows={movimientos}
        loading={loading}
        error={error}
        emptyText={SIN_MOVIMIENTOS_MESSAGE}
        caption="Movimientos"
        headers={['Movimiento', 'Origen', 'Destino', 'Fecha', 'Acciones']}
        cells={(movimiento) => (
          <>
            <td className={cellClass}>
              <MovementTypeBadge tipo={movimiento.tipo_movimiento} />
              {movimiento.observacion ? (
                <span className="mt-1 block max-w-56 truncate text-xs text-slate-500" title={movimiento.observacion}>
                  {movimiento.observacion}
                </span>
              ) : null}
              {movimiento.usuario ? (
                <span className="block text-xs text-slate-500">Usuario: {movimiento.usuario}</span>
              ) : null}
            </td>
            <td className={cellClass}>{movimiento.origen?.nombre ?? NOT_APPLICABLE}</td>
            <td className={cellClass}>{movimiento.destino?.nombre ?? NOT_APPLICABLE}</td>
            <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{formatDateTime(movimiento.fecha)}</td>
            <td className={cellClass}>
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" className={smallButtonClass} onClick={() => setDetails(movimiento._id)}>
                  Ver detalles
                </button>
                <Link to={`/ver-items-movimiento/${movimiento._id}`} className={smallButtonClass}>
                  Ver items
                </Link>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={!movimiento.documentoReferencia}
                  onClick={() =>
                    window.open(shellHref(`/descargar-factura/${movimiento.documentoReferencia}`), '_blank', 'noopener')
                  }
                >
                  Descargar documento
                </button>
                {movimiento.tipo_movimiento === 'TRASLADO' ? (
                  <TrasladoGuiaAction movement={movimiento} onIssued={reload} />
                ) : null}
              </div>
              <GuiasEmitidas guias={movimiento.guiasRemision} />
              {movimiento.documentoReferencia ? null : (
                <span className="mt-1 block text-xs text-slate-500">{MOVIMIENTO_MANUAL_NOTE}</span>
              )}
            </td>
          </>
        )}
      />
      {hasMore ? <LoadMore loading={loading} onClick={loadMore} /> : null}
      <MovementDetailsModal movementId={details} onClose={closeDetails} />
    </section>
  );
}
