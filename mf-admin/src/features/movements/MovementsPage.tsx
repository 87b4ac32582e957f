import { TIPOS_MOVIMIENTO_REGISTRADOS } from '@facturador/shared/domain';
import { primaryButtonClass, SelectField, Spinner, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { formatDateTime } from '../../common/format';
import { LoadMore } from '../../common/LoadMore';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { cellClass, Table } from '../../common/Table';
import { useShellHref } from '../../common/useShellHref';
import { MovementDetailsModal } from './components/MovementDetailsModal';
import { MovementTypeBadge } from './components/MovementTypeBadge';
import { type MovementFilterValues, useMovementList } from './hooks/useMovementList';

export const SIN_MOVIMIENTOS_MESSAGE = 'No se encontraron movimientos';
export const MOVIMIENTO_MANUAL_NOTE = 'Movimiento manual - sin documento';
const NOT_APPLICABLE = 'N/A';

const TYPE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...TIPOS_MOVIMIENTO_REGISTRADOS.map((tipo) => ({ value: tipo, label: tipo })),
];

/** Gestionar Movimientos (spec 02 §2): filters, the list, details and the reference document. */
export function MovementsPage() {
  const [filters, setFilters] = useState<MovementFilterValues>({
    tipo_movimiento: '',
    fecha_inicio: '',
    fecha_fin: '',
    filtro: '',
  });
  const { rows: movimientos, hasMore, loading, error, loadMore } = useMovementList(filters);
  const [details, setDetails] = useState<string | null>(null);
  const shellHref = useShellHref();
  const closeDetails = useCallback(() => setDetails(null), []);
  const set = <K extends keyof MovementFilterValues>(key: K, value: MovementFilterValues[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section>
      <PageHeader
        title="Gestionar Movimientos"
        subtitle="Entradas, salidas, traslados, devoluciones y eliminaciones de inventario."
        actions={
          <Link to="/movimientos-inventario" className={primaryButtonClass}>
            Realizar movimiento
          </Link>
        }
      />
      <div className={`${cardClass} mb-4 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField
          label="Tipo de movimiento"
          options={TYPE_OPTIONS}
          value={filters.tipo_movimiento}
          onChange={(event) => set('tipo_movimiento', event.target.value as MovementFilterValues['tipo_movimiento'])}
        />
        <TextField
          label="Fecha de inicio"
          type="date"
          value={filters.fecha_inicio}
          onChange={(event) => set('fecha_inicio', event.target.value)}
        />
        <TextField
          label="Fecha de fin"
          type="date"
          value={filters.fecha_fin}
          onChange={(event) => set('fecha_fin', event.target.value)}
        />
        <TextField
          label="Buscar"
          hiddenLabel="por almacén..."
          type="search"
          placeholder="Buscar por almacén..."
          value={filters.filtro}
          onChange={(event) => set('filtro', event.target.value)}
        />
      </div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !movimientos ? <Spinner /> : null}
      {movimientos && movimientos.length === 0 ? <EmptyState>{SIN_MOVIMIENTOS_MESSAGE}</EmptyState> : null}
      {movimientos && movimientos.length > 0 ? (
        <Table caption="Movimientos" headers={['Movimiento', 'Origen', 'Destino', 'Fecha', 'Acciones']}>
          {movimientos.map((movimiento) => (
            <tr key={movimiento._id} className="hover:bg-slate-50">
              <td className={cellClass}>
                <MovementTypeBadge tipo={movimiento.tipo_movimiento} />
                {movimiento.observacion ? (
                  <span className="mt-1 block max-w-56 truncate text-xs text-slate-500" title={movimiento.observacion}>
                    {movimiento.observacion}
                  </span>
                ) : null}
                {movimiento.usuario ? (
                  <span className="block text-xs text-slate-400">Usuario: {movimiento.usuario}</span>
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
                      window.open(
                        shellHref(`/descargar-factura/${movimiento.documentoReferencia}`),
                        '_blank',
                        'noopener',
                      )
                    }
                  >
                    Descargar documento
                  </button>
                </div>
                {movimiento.documentoReferencia ? null : (
                  <span className="mt-1 block text-xs text-slate-500">{MOVIMIENTO_MANUAL_NOTE}</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {hasMore ? <LoadMore loading={loading} onClick={loadMore} /> : null}
      <MovementDetailsModal movementId={details} onClose={closeDetails} />
    </section>
  );
}
