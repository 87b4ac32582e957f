import type { Item, Product } from '@facturador/shared/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, product } from '../../../test-support/catalogue';
import { ProductPickerDialog } from './ProductPickerDialog';

afterEach(cleanup);

const ARROZ = product({ _id: 'p1', codigo: 'ARZ', nombre: 'Arroz', precio: 1.25 });
const TELEFONO = product({ _id: 'p2', codigo: 'TEL', nombre: 'Teléfono', serializado: true, inventariado: true });
const SERIES = [
  item(TELEFONO, { _id: 'i1', numero_serie: 'SN-001', stock: 1 }),
  item(TELEFONO, { _id: 'i2', numero_serie: 'SN-002', stock: 1 }),
];

function open(onSelect: (product: Product, item: Item | null) => void) {
  render(
    <ProductPickerDialog
      open
      onClose={() => undefined}
      products={[ARROZ, TELEFONO]}
      productsLoading={false}
      items={SERIES}
      itemsLoading={false}
      usarInventario
      almacenSelected
      addedSeries={new Set(['SN-002'])}
      onSelect={onSelect}
    />,
  );
  return screen.getByRole('dialog', { name: 'Buscar producto' });
}

describe('Buscar producto (real React)', () => {
  it('the search box has the focus; Enter on a single match chooses it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const dialog = open(onSelect);
    const search = within(dialog).getByRole('searchbox', { name: 'Buscar' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'arroz{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ARROZ, null);
  });

  it('the inventory tabs filter the list', async () => {
    const user = userEvent.setup();
    const dialog = open(vi.fn());
    await user.click(within(dialog).getByRole('tab', { name: 'No Inventariados' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /Arroz/ })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Teléfono/ })).toBeNull();
  });

  it('an inventoried product opens its items; «Volver» takes the focus, and an item is chosen with its product', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const dialog = open(onSelect);
    await user.click(within(dialog).getByRole('button', { name: /Teléfono/ }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Volver/ }));
    const items = within(dialog).getByRole('list', { name: 'Items de Teléfono' });
    await user.click(within(items).getByRole('button', { name: /SN-001/ }));
    expect(onSelect).toHaveBeenCalledWith(TELEFONO, SERIES[0]);
  });
});
