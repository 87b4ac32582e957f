import { primaryButtonClass } from '@facturador/shared/ui';
import { useNavigate } from 'react-router-dom';
import { ClientSearchTable } from '../../common/ClientSearchTable';
import { EditLink } from '../../common/EditLink';
import { ActiveBadge } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cellClass } from '../../common/Table';
import { useWarehouses } from './hooks/useWarehouses';

export const SIN_ALMACENES_MESSAGE = 'No se encontraron almacenes';

/** Gestionar Almacenes (spec 02 §2): searched on the client by name or city. */
export function WarehousesPage() {
  const { data: almacenes, error, loading } = useWarehouses();
  const navigate = useNavigate();

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
      <ClientSearchTable
        scope="por nombre o ciudad"
        searchIn={(almacen) => [almacen.nombre, almacen.ciudad]}
        rows={almacenes}
        loading={loading}
        error={error}
        emptyText={SIN_ALMACENES_MESSAGE}
        caption="Almacenes"
        headers={['Nombre', 'Dirección', 'Ciudad', 'Responsable', 'Teléfono', 'Estado', 'Acciones']}
        cells={(almacen) => (
          <>
            <td className={`${cellClass} font-medium text-slate-900`}>{almacen.nombre}</td>
            <td className={cellClass}>{almacen.direccion}</td>
            <td className={cellClass}>{almacen.ciudad}</td>
            <td className={cellClass}>{almacen.responsable}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{almacen.telefono}</td>
            <td className={cellClass}>
              <ActiveBadge activo={almacen.activo} />
            </td>
            <td className={cellClass}>
              <EditLink to={`/editar-almacen/${encodeURIComponent(almacen.nombre)}`} name={almacen.nombre} />
            </td>
          </>
        )}
      />
    </section>
  );
}
