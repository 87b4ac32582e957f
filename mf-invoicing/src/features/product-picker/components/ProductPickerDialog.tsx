import type { Product } from '@facturador/shared/domain';
import { inputClass, Modal } from '@facturador/shared/ui';
import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { filterProducts, PICKER_TABS, type PickerTab } from '../picker-filters';
import { ItemsView } from './ItemsView';
import { PickerTabs } from './PickerTabs';
import { ProductOptionList } from './ProductOptionList';
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
      <PickerTabs tabs={tabs} tab={tab} idPrefix={ids.tabs} panelId={ids.panel} onChange={setTab} />
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
        <ProductOptionList
          products={visible}
          loading={props.productsLoading}
          onlyCodes={props.onlyCodes}
          onChoose={choose}
        />
      </div>
    </div>
  );
}
