import { formatMoney, type Product } from '@facturador/shared/domain';
import { Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import type { RefObject } from 'react';
import { itemsOfProduct } from '../picker-filters';
import { onOptionKeyDown, optionClass } from './picker-options';
import type { ProductPickerProps } from './picker-props';

type ItemsViewProps = ProductPickerProps & {
  product: Product;
  onBack: () => void;
  backRef: RefObject<HTMLButtonElement | null>;
};

/** Second view: the product's items in the selected warehouse, with a back button. */
export function ItemsView({ product, onBack, backRef, ...props }: ItemsViewProps) {
  const items = itemsOfProduct(props.items, product);
  let empty: string | null = null;
  if (!props.almacenSelected) empty = 'Debe seleccionar un almacén para ver los items disponibles';
  else if (!props.itemsLoading && items.length === 0)
    empty = `No hay items disponibles para ${product.nombre} en el almacén seleccionado`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <button ref={backRef} type="button" className={secondaryButtonClass} onClick={onBack}>
          <span aria-hidden="true">←</span> Volver
        </button>
        <h3 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{product.nombre}</h3>
      </div>
      <div className="h-[50vh] overflow-y-auto rounded-lg border border-slate-200 p-1">
        {empty ? (
          <p className="p-6 text-center text-slate-500">{empty}</p>
        ) : props.itemsLoading ? (
          <Spinner label="Cargando items..." />
        ) : (
          <ul className="flex flex-col gap-0.5" aria-label={`Items de ${product.nombre}`}>
            {items.map((item) => {
              const added = item.numero_serie ? props.addedSeries.has(item.numero_serie.toUpperCase()) : false;
              return (
                <li key={item._id}>
                  <button
                    type="button"
                    data-option=""
                    className={optionClass}
                    onClick={() => props.onSelect(product, item)}
                    onKeyDown={onOptionKeyDown}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-mono font-medium text-slate-900">
                        {item.numero_serie ?? `Stock disponible: ${item.stock}`}
                      </span>
                      <span className="block text-xs text-slate-500">
                        {item.almacen_nombre} ({item.almacen_ciudad}) · {item.status}
                        {item.detalle ? ` · ${item.detalle}` : ''}
                      </span>
                    </span>
                    {added ? (
                      <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
                        En la lista
                      </span>
                    ) : null}
                    <span className="w-24 text-right font-semibold tabular-nums">{formatMoney(product.precio)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
