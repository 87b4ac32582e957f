import {
  primaryButtonClass,
  ShellLink,
  Spinner,
  secondaryButtonClass,
  smallButtonClass,
  TextField,
} from '@facturador/shared/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActiveBadge, EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { cellClass, Table } from '../../common/Table';
import { matchesSearch } from '../../common/text-search';
import { useProducts } from './hooks/useProducts';

export const SIN_PRODUCTOS_MESSAGE = 'No se encontraron productos';

/** Gestionar Productos (spec 02 §2): the catalogue, searched on the client by name or code. */
export function ProductsPage() {
  const { data: productos, error, loading } = useProducts();
  const [busqueda, setBusqueda] = useState('');
  const navigate = useNavigate();
  const visibles = (productos ?? []).filter((producto) => matchesSearch(busqueda, [producto.nombre, producto.codigo]));

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
            <button type="button" className={primaryButtonClass} onClick={() => navigate('/nuevo-producto')}>
              Agregar Producto
            </button>
          </>
        }
      />
      <TextField
        className="mb-4 max-w-md"
        label="Buscar"
        hiddenLabel="por nombre o código"
        type="search"
        placeholder="Buscar por nombre o código"
        value={busqueda}
        onChange={(event) => setBusqueda(event.target.value)}
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !productos ? <Spinner /> : null}
      {productos && visibles.length === 0 ? <EmptyState>{SIN_PRODUCTOS_MESSAGE}</EmptyState> : null}
      {visibles.length > 0 ? (
        <Table caption="Productos" headers={['Código', 'Nombre', 'Estado', 'Acciones']}>
          {visibles.map((producto) => (
            <tr key={producto._id} className="hover:bg-slate-50">
              <td className={`${cellClass} font-mono text-xs`}>{producto.codigo}</td>
              <td className={cellClass}>
                <span className="font-medium text-slate-900">{producto.nombre}</span>
                {producto.categoria ? <span className="block text-xs text-slate-500">{producto.categoria}</span> : null}
              </td>
              <td className={cellClass}>
                <ActiveBadge activo={producto.activo} />
              </td>
              <td className={cellClass}>
                <Link
                  to={`/editar-producto/${encodeURIComponent(producto.codigo)}`}
                  className={smallButtonClass}
                  aria-label={`Editar ${producto.nombre}`}
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
