import { ITEM_ELIMINADO_NO_EDITABLE_MESSAGE, itemNoEncontradoMessage } from '@facturador/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { almacen, item } from '../../test-support/catalogue';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { ITEM_ACTUALIZADO_MESSAGE } from './components/ItemSavedDialog';
import { EditItemPage } from './EditItemPage';
import { ItemsPage } from './ItemsPage';

const telefono = item({
  _id: 'i2',
  nombre: 'Teléfono A15',
  producto_codigo: 'TEL-A15',
  numero_serie: 'SN-0001',
  stock: 0,
  status: 'ELIMINADO',
  serializado: true,
});

signedInAs(administrador);

describe('Gestión de Inventario (real React)', () => {
  it('lists the items the API answers and asks again when a filter changes', async () => {
    const sent = answerApi({
      'GET /api/almacenes': [almacen()],
      'GET /api/items': ({ query }) => ({
        items: query.status === 'ELIMINADO' ? [telefono] : [item(), telefono],
        error: null,
      }),
    });
    const user = renderScreen(<ItemsPage />);
    const table = await screen.findByRole('table', { name: 'Items de inventario' });
    const [, arroz, eliminado] = within(table).getAllByRole('row');
    expect(within(arroz!).getByText('N/A')).toBeTruthy();
    expect(within(arroz!).getByText('DISPONIBLE')).toBeTruthy();
    expect(within(eliminado!).getByText('SN-0001')).toBeTruthy();
    expect((within(eliminado!).getByRole('button', { name: 'Editar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(eliminado!).getByText(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE)).toBeTruthy();

    await screen.findByRole('option', { name: 'Bodega Principal' });
    await user.selectOptions(screen.getByLabelText('Almacén'), 'a1');
    await user.selectOptions(screen.getByLabelText('Estado'), 'ELIMINADO');
    await waitFor(() => expect(within(table).queryByText('Arroz Flor 1 kg')).toBeNull());
    const items = sent.filter((request) => request.path === '/api/items').map((request) => request.query);
    expect(items.at(0)).toEqual({});
    expect(items.at(-1)).toEqual({ almacen: 'a1', status: 'ELIMINADO' });
  });

  it('changes an item’s stock from its dialog once the reason is given', async () => {
    const sent = answerApi({
      'GET /api/almacenes': [],
      'GET /api/items': { items: [item()], error: null },
      'PUT /api/items/i1': inTurn(apiError(409, 'El stock no puede quedar negativo'), {
        itemActualizado: item({ stock: 10 }),
        error: null,
      }),
    });
    const user = renderScreen(<ItemsPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Item' });
    const stock = within(dialog).getByLabelText(/^Stock/) as HTMLInputElement;
    await user.clear(stock);
    await user.type(stock, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirmar cambio de stock' });
    expect(confirm.textContent).toContain('Stock: 12 → 10. Se registrará un movimiento de AJUSTE.');
    expect((within(confirm).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(confirm).getByLabelText('Motivo'), 'Conteo físico');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('El stock no puede quedar negativo')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const again = screen.getByRole('dialog', { name: 'Confirmar cambio de stock' });
    await user.type(within(again).getByLabelText('Motivo'), 'Conteo físico');
    await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('dialog', { name: '¡Éxito!' })).textContent).toContain(ITEM_ACTUALIZADO_MESSAGE);
    const body = { detalle: '', status: 'DISPONIBLE', activo: true, stock: 10, motivo: 'Conteo físico' };
    expect(changes(sent)).toEqual([
      { method: 'PUT', path: '/api/items/i1', body },
      { method: 'PUT', path: '/api/items/i1', body },
    ]);
  });
});

describe('Modificar Item (real React)', () => {
  it('loads the item of the address and says when there is none', async () => {
    answerApi({
      'GET /api/items/i1': { item: item({ detalle: 'Saco roto' }) },
      'GET /api/items/nada': apiError(404, 'No encontrado'),
    });
    renderScreen(<EditItemPage />, { path: '/editar-item/:id', at: '/editar-item/i1' });
    expect(((await screen.findByLabelText('Detalle')) as HTMLTextAreaElement).value).toBe('Saco roto');
    expect(screen.getByText('Bodega Principal')).toBeTruthy();
  });

  it('an unknown id reads as «Item con ID … no encontrado»', async () => {
    answerApi({ 'GET /api/items/nada': apiError(404, 'No encontrado') });
    renderScreen(<EditItemPage />, { path: '/editar-item/:id', at: '/editar-item/nada' });
    expect((await screen.findByRole('alert')).textContent).toBe(itemNoEncontradoMessage('nada'));
  });
});
