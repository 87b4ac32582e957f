import { formatMoney, type Product } from '@facturador/shared/domain';
import { inputClass, Modal, Spinner } from '@facturador/shared/ui';
import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { filterProducts, PICKER_TABS, type PickerTab } from '../picker-filters';
import { ItemsView } from './ItemsView';
import { onOptionKeyDown, optionClass } from './picker-options';
import type { ProductPickerProps } from './picker-props';

export type { ProductPickerProps } from './picker-props';

/**
 * Product picker (spec 01 §2): tabs Todos / Inventariados / No Inventariados, a search over name,
 * code and description, and for an inventoried product a second view with its items.
 */
export function ProductPickerDialog(props: ProductPickerProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <Modal title="Buscar producto" open={props.open} onClose={props.onClose} size="xl" initialFocusRef={searchRef}>
      {/* Mounted per opening: every search starts on 'Todos' with an empty box. */}
      {props.open ? <PickerContent {...props} searchRef={searchRef} /> : null}
    </Modal>
  );
}

function PickerContent({
  searchRef,
  ...props
}: ProductPickerProps & { searchRef: RefObject<HTMLInputElement | null> }) {
  const [tab, setTab] = useState<PickerTab>('todos');
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const ids = { search: useId(), panel: useId(), tabs: useId() };

  // Without usarInventario the inventory tabs do not show (spec 01 §6): 'Todos' stays alone.
  const tabs = props.usarInventario ? PICKER_TABS : PICKER_TABS.slice(0, 1);
  const visible = filterProducts(props.products, tab, search, props.onlyCodes);

  const choose = (chosen: Product) => {
    if (props.usarInventario && chosen.inventariado) {
      // Committed at once, so the items view's 'Volver' is there to take the focus.
      flushSync(() => setProduct(chosen));
      backRef.current?.focus();
      return;
    }
    props.onSelect(chosen, null);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && visible.length === 1) {
      event.preventDefault();
      choose(visible[0]!);
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      event.currentTarget
        .closest('[data-dialog-wide]')
        ?.querySelector<HTMLButtonElement>('button[data-option]')
        ?.focus();
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const nextTab = tabs[(index + step) % tabs.length]!;
    setTab(nextTab.id);
    document.getElementById(`${ids.tabs}-${nextTab.id}`)?.focus();
  };

  if (product) {
    return (
      <div data-dialog-wide="">
        <ItemsView
          {...props}
          product={product}
          backRef={backRef}
          onBack={() => {
            flushSync(() => setProduct(null));
            searchRef.current?.focus();
          }}
        />
      </div>
    );
  }

  return (
    <div data-dialog-wide="" className="flex flex-col gap-3">
      <div role="tablist" aria-label="Tipo de producto" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((candidate) => (
          <button
            key={candidate.id}
            id={`${ids.tabs}-${candidate.id}`}
            type="button"
            role="tab"
            aria-selected={tab === candidate.id}
            aria-controls={ids.panel}
            tabIndex={tab === candidate.id ? 0 : -1}
            onClick={() => setTab(candidate.id)}
            onKeyDown={onTabKeyDown}
            className={`flex-1 rounded-md px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
              tab === candidate.id ? 'bg-white text-blue-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-slate-700">
          Buscar
        </label>
        <input
          id={ids.search}
          ref={searchRef}
          type="search"
          className={inputClass}
          placeholder="Nombre, código o descripción"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      <div
        id={ids.panel}
        role="tabpanel"
        aria-labelledby={`${ids.tabs}-${tab}`}
        className="h-[50vh] overflow-y-auto rounded-lg border border-slate-200 p-1"
      >
        {props.productsLoading ? (
          <Spinner label="Cargando productos..." />
        ) : visible.length === 0 ? (
          <p className="p-6 text-center text-slate-500">
            {props.onlyCodes ? 'No se encontraron productos de la factura original' : 'No se encontraron productos'}
          </p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {visible.map((candidate) => (
              <li key={candidate._id}>
                <button
                  type="button"
                  data-option=""
                  className={optionClass}
                  onClick={() => choose(candidate)}
                  onKeyDown={onOptionKeyDown}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{candidate.nombre}</span>
                    <span className="block truncate text-xs text-slate-500">
                      <span className="font-mono">{candidate.codigo}</span>
                      {candidate.descripcion ? ` · ${candidate.descripcion}` : ''}
                    </span>
                  </span>
                  {candidate.inventariado ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                      {candidate.serializado ? 'Serializado' : 'Inventariado'}
                    </span>
                  ) : null}
                  <span className="w-24 text-right font-semibold tabular-nums text-slate-900">
                    {formatMoney(candidate.precio)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
