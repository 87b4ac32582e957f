import { productoDuplicadoMessage } from '@facturador/shared/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { producto } from '../../test-support/catalogue';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { EditProductPage, PRODUCTO_ACTUALIZADO_MESSAGE } from './EditProductPage';
import { NewProductPage, PRODUCTO_REGISTRADO_MESSAGE } from './NewProductPage';
import { ProductsPage } from './ProductsPage';

const azucar = producto({ _id: 'p2', codigo: 'AZU-002', nombre: 'Azúcar 2 kg', categoria: '', activo: false });

signedInAs(administrador);

describe('Gestionar Productos (real React)', () => {
  it('lists the catalogue the API answers and searches it by name or code', async () => {
    answerApi({ 'GET /api/productos': { productos: [producto(), azucar], error: null } });
    const user = renderScreen(<ProductsPage />);
    expect(screen.getByRole('heading', { name: 'Gestionar Productos' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Productos' });
    const [, arroz, azucarRow] = within(table).getAllByRole('row');
    expect(arroz!.textContent).toContain('ARR-001');
    expect(within(arroz!).getByText('Granos')).toBeTruthy();
    expect(within(azucarRow!).getByText('Inactivo')).toBeTruthy();
    expect(within(arroz!).getByRole('link', { name: 'Editar Arroz Flor 1 kg' }).getAttribute('href')).toBe(
      '/editar-producto/ARR-001',
    );

    await user.type(screen.getByLabelText('Buscar por nombre o código'), 'azu-0');
    expect(within(table).queryByText('Arroz Flor 1 kg')).toBeNull();
    expect(within(table).getByText('Azúcar 2 kg')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar por nombre o código'), 'x');
    expect(screen.getByText('No se encontraron productos')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Agregar Producto' }));
    expect(screen.getByText('Ruta /nuevo-producto')).toBeTruthy();
  });
});

describe('Agregar Producto (real React)', () => {
  it('sends the product, shows the API’s refusal and then the success dialog', async () => {
    const sent = answerApi({
      'POST /api/productos': inTurn(apiError(409, productoDuplicadoMessage('ARR-001')), {
        producto: producto(),
        error: null,
      }),
    });
    const user = renderScreen(<NewProductPage />);
    await user.type(screen.getByLabelText('Código'), 'ARR-001');
    await user.type(screen.getByLabelText('Nombre'), 'Arroz Flor 1 kg');
    await user.type(screen.getByLabelText('Precio'), '1.25');
    await user.selectOptions(screen.getByLabelText('Impuesto'), 'IVA 0%');
    await user.click(screen.getByRole('button', { name: 'Registrar producto' }));
    expect(await screen.findByText(productoDuplicadoMessage('ARR-001'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Registrar producto' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog.textContent).toContain(PRODUCTO_REGISTRADO_MESSAGE);
    const [, second] = changes(sent);
    expect(second).toMatchObject({
      method: 'POST',
      path: '/api/productos',
      body: { codigo: 'ARR-001', nombre: 'Arroz Flor 1 kg', precio: 1.25, impuesto: 'IVA 0%', activo: true },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Registrar otro producto' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Código') as HTMLInputElement).value).toBe('');
  });
});

describe('Modificar Producto (real React)', () => {
  it('finds the product by the code in the address and saves the new price under its id', async () => {
    const sent = answerApi({
      'GET /api/productos': { productos: [producto(), azucar], error: null },
      'PUT /api/productos/p1': { producto: producto({ precio: 1.4 }), error: null },
    });
    const user = renderScreen(<EditProductPage />, {
      path: '/editar-producto/:codigo',
      at: '/editar-producto/ARR-001',
    });
    expect(await screen.findByText('ARR-001 · Arroz Flor 1 kg')).toBeTruthy();
    const precio = screen.getByLabelText('Precio') as HTMLInputElement;
    expect(precio.value).toBe('1.25');
    expect((screen.getByLabelText('Inventariado') as HTMLInputElement).disabled).toBe(true);
    await user.clear(precio);
    await user.type(precio, '1.40');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog.textContent).toContain(PRODUCTO_ACTUALIZADO_MESSAGE);
    expect(changes(sent)).toMatchObject([
      { method: 'PUT', path: '/api/productos/p1', body: { codigo: 'ARR-001', precio: 1.4, inventariado: true } },
    ]);
  });

  it('says so when no product has that code', async () => {
    answerApi({ 'GET /api/productos': { productos: [producto()], error: null } });
    renderScreen(<EditProductPage />, { path: '/editar-producto/:codigo', at: '/editar-producto/XYZ' });
    expect(await screen.findByText('Producto con código XYZ no encontrado')).toBeTruthy();
  });
});
