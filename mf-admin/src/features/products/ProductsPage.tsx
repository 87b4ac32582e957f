import { primaryButtonClass, ShellLink, secondaryButtonClass } from '@facturador/shared/ui';
import { useNavigate } from 'react-router-dom';
import { ClientSearchTable } from '../../common/ClientSearchTable';
import { EditLink } from '../../common/EditLink';
import { ActiveBadge } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cellClass } from '../../common/Table';
import { useProducts } from './hooks/useProducts';

export const SIN_PRODUCTOS_MESSAGE = 'No se encontraron productos';

/** Gestionar Productos (spec 02 §2): the catalogue, searched on the client by name or code. */
export function ProductsPage() {
  const { data: productos, error, loading } = useProducts();
  const navigate = useNavigate();

  return (
    <section>
      <PageHeader
        title="Gestionar Productos"
        subtitle="Registre los productos y servicios que factura."
        actions={
          <>
            <ShellLink to="/nueva-factura" className={secondaryButtonClass}>
              Emitir una factura
            </ShellLink>
            <button type="button" className={secondaryButtonClass} onClick={() => navigate('/importar-productos')}>
              Importar productos
            </button>
            <button type="button" className={primaryButtonClass} onClick={() => navigate('/nuevo-producto')}>
              Agregar Producto
            </button>
          </>
        }
      />
      <ClientSearchTable
        scope="por nombre o código"
        searchIn={(producto) => [producto.nombre, producto.codigo]}
        rows={productos}
        loading={loading}
        error={error}
        emptyText={SIN_PRODUCTOS_MESSAGE}
        caption="Productos"
        headers={['Código', 'Nombre', 'Estado', 'Acciones']}
        cells={(producto) => (
          <>
            <td className={`${cellClass} font-mono text-xs`}>{producto.codigo}</td>
            <td className={cellClass}>
              <span className="font-medium text-slate-900">{producto.nombre}</span>
              {producto.categoria ? <span className="block text-xs text-slate-500">{producto.categoria}</span> : null}
            </td>
            <td className={cellClass}>
              <ActiveBadge activo={producto.activo} />
            </td>
            <td className={cellClass}>
              <EditLink to={`/editar-producto/${encodeURIComponent(producto.codigo)}`} name={producto.nombre} />
            </td>
          </>
        )}
      />
    </section>
  );
}
