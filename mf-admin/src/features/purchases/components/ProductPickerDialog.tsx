import { fetchProducts, useRemoteData } from '@facturador/shared/api';
import type { Product } from '@facturador/shared/domain';
import { Modal, Spinner, secondaryButtonClass, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { Badge, ErrorBanner } from '../../../common/feedback';
import { matchesSearch } from '../../../common/text-search';

/** A product a liquidación line can name: active and without serial numbers (the liquidación carries none). */
const purchasable = (producto: Product) => producto.activo && !producto.serializado;

/**
 * «Elegir producto»: the catalogue (GET /api/productos, searched as the movement picker does, by name
 * or code) for one line of the liquidación; choosing one closes it.
 */
export function ProductPickerDialog({
  linea,
  onPick,
  onClose,
}: {
  /** The line's number, in the title. */
  linea: number;
  onPick: (producto: Product) => void;
  onClose: () => void;
}) {
  const productos = useRemoteData('productos', fetchProducts, 'Error al cargar los productos');
  const [busqueda, setBusqueda] = useState('');
  const visibles = (productos.data ?? [])
    .filter(purchasable)
    .filter((producto) => matchesSearch(busqueda, [producto.nombre, producto.codigo]));
  return (
    <Modal
      open
      title={`Elegir producto de la línea ${linea}`}
      onClose={onClose}
      actions={
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Cancelar
        </button>
      }
    >
      <TextField
        label="Buscar"
        hiddenLabel="producto"
        type="search"
        placeholder="Nombre o código"
        value={busqueda}
        onChange={(event) => setBusqueda(event.target.value)}
      />
      {productos.error ? (
        <div className="mt-3">
          <ErrorBanner>{productos.error}</ErrorBanner>
        </div>
      ) : null}
      {productos.loading && !productos.data ? <Spinner /> : null}
      <ul aria-label="Productos" className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto">
        {visibles.map((producto) => (
          <li key={producto._id} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-slate-900">{producto.nombre}</p>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                <span className="font-mono">{producto.codigo}</span>
                {producto.inventariado ? <Badge tone="teal">Inventariado</Badge> : null}
              </p>
            </div>
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`Elegir ${producto.nombre}`}
              onClick={() => onPick(producto)}
            >
              Elegir
            </button>
          </li>
        ))}
      </ul>
      {productos.data && visibles.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">No se encontraron productos</p>
      ) : null}
    </Modal>
  );
}
