import { primaryButtonClass, Spinner, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActiveBadge, EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cellClass, Table } from '../../common/Table';
import { matchesSearch } from '../../common/text-search';
import { useWarehouses } from './hooks/useWarehouses';

export const SIN_ALMACENES_MESSAGE = 'No se encontraron almacenes';

/** Gestionar Almacenes (spec 02 §2): searched on the client by name or city. */
export function WarehousesPage() {
  const { data: almacenes, error, loading } = useWarehouses();
  const [busqueda, setBusqueda] = useState('');
  const navigate = useNavigate();
  const visibles = (almacenes ?? []).filter((almacen) => matchesSearch(busqueda, [almacen.nombre, almacen.ciudad]));

  return (
    <section>
      <PageHeader
        title="Gestionar Almacenes"
        subtitle="Bodegas y sucursales donde guarda su inventario."
        actions={
          <button type="button" className={primaryButtonClass} onClick={() => navigate('/nuevo-almacen')}>
            Agregar Almacén
          </button>
        }
      />
      <TextField
        className="mb-4 max-w-md"
        label="Buscar"
        hiddenLabel="por nombre o ciudad"
        type="search"
        placeholder="Buscar por nombre o ciudad"
        value={busqueda}
        onChange={(event) => setBusqueda(event.target.value)}
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !almacenes ? <Spinner /> : null}
      {almacenes && visibles.length === 0 ? <EmptyState>{SIN_ALMACENES_MESSAGE}</EmptyState> : null}
      {visibles.length > 0 ? (
        <Table
          caption="Almacenes"
          headers={['Nombre', 'Dirección', 'Ciudad', 'Responsable', 'Teléfono', 'Estado', 'Acciones']}
        >
          {visibles.map((almacen) => (
            <tr key={almacen._id} className="hover:bg-slate-50">
              <td className={`${cellClass} font-medium text-slate-900`}>{almacen.nombre}</td>
              <td className={cellClass}>{almacen.direccion}</td>
              <td className={cellClass}>{almacen.ciudad}</td>
              <td className={cellClass}>{almacen.responsable}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{almacen.telefono}</td>
              <td className={cellClass}>
                <ActiveBadge activo={almacen.activo} />
              </td>
              <td className={cellClass}>
                <Link
                  to={`/editar-almacen/${encodeURIComponent(almacen.nombre)}`}
                  className={smallButtonClass}
                  aria-label={`Editar ${almacen.nombre}`}
                >
                  Editar
                </Link>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
    </section>
  );
}
