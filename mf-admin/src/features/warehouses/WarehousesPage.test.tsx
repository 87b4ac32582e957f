import { almacenDuplicadoMessage } from '@facturador/shared/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { almacen } from '../../test-support/catalogue';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { ALMACEN_ACTUALIZADO_MESSAGE, EditWarehousePage } from './EditWarehousePage';
import { ALMACEN_REGISTRADO_MESSAGE, NewWarehousePage } from './NewWarehousePage';
import { WarehousesPage } from './WarehousesPage';

const sucursal = almacen({ _id: 'a2', nombre: 'Sucursal Manta', ciudad: 'Manta', activo: false });

signedInAs(administrador);

describe('Gestionar Almacenes (real React)', () => {
  it('lists the warehouses the API answers and searches them by name or city', async () => {
    answerApi({ 'GET /api/almacenes': [almacen(), sucursal] });
    const user = renderScreen(<WarehousesPage />);
    expect(screen.getByRole('heading', { name: 'Gestionar Almacenes' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Almacenes' });
    const [, principal, manta] = within(table).getAllByRole('row');
    expect(within(principal!).getByText('Bodega Principal')).toBeTruthy();
    expect(within(principal!).getByText('Activo')).toBeTruthy();
    expect(within(manta!).getByText('Inactivo')).toBeTruthy();
    expect(within(manta!).getByRole('link', { name: 'Editar Sucursal Manta' }).getAttribute('href')).toBe(
      '/editar-almacen/Sucursal%20Manta',
    );

    await user.type(screen.getByLabelText('Buscar por nombre o ciudad'), 'manta');
    expect(within(table).queryByText('Bodega Principal')).toBeNull();
    expect(within(table).getByText('Sucursal Manta')).toBeTruthy();
    await user.clear(screen.getByLabelText('Buscar por nombre o ciudad'));
    await user.type(screen.getByLabelText('Buscar por nombre o ciudad'), 'Quito');
    expect(screen.getByText('No se encontraron almacenes')).toBeTruthy();
  });

  it('shows the API’s message when the list does not load', async () => {
    answerApi({ 'GET /api/almacenes': apiError(403, 'No tiene permiso para usar el inventario') });
    renderScreen(<WarehousesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('No tiene permiso para usar el inventario');
  });
});

describe('Agregar Almacén (real React)', () => {
  it('asks for name and responsable, shows the API’s refusal, then registers it', async () => {
    const sent = answerApi({
      'POST /api/almacenes': inTurn(apiError(409, almacenDuplicadoMessage('Bodega Principal')), {
        almacen: almacen(),
        error: null,
      }),
    });
    const user = renderScreen(<NewWarehousePage />);
    await user.click(screen.getByRole('button', { name: 'Registrar almacén' }));
    expect(screen.getByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El responsable es obligatorio')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Nombre'), 'Bodega Principal');
    await user.type(screen.getByLabelText('Responsable'), 'Carlos Zambrano');
    await user.type(screen.getByLabelText('Ciudad'), 'Portoviejo');
    await user.click(screen.getByRole('button', { name: 'Registrar almacén' }));
    expect(await screen.findByText(almacenDuplicadoMessage('Bodega Principal'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Registrar almacén' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog.textContent).toContain(ALMACEN_REGISTRADO_MESSAGE);
    const body = {
      nombre: 'Bodega Principal',
      direccion: '',
      ciudad: 'Portoviejo',
      responsable: 'Carlos Zambrano',
      telefono: '',
      activo: true,
    };
    expect(changes(sent)).toEqual([
      { method: 'POST', path: '/api/almacenes', body },
      { method: 'POST', path: '/api/almacenes', body },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Volver a Almacenes' }));
    expect(screen.getByText('Ruta /almacenes')).toBeTruthy();
  });
});

describe('Modificar Almacén (real React)', () => {
  it('loads the warehouse named in the address and saves its changes by id', async () => {
    const { direccion, responsable, telefono } = sucursal;
    const sent = answerApi({
      'GET /api/almacenes': [almacen(), sucursal],
      'PUT /api/almacenes/a2': { almacen: { ...sucursal, activo: true }, error: null },
    });
    const user = renderScreen(<EditWarehousePage />, {
      path: '/editar-almacen/:nombre',
      at: '/editar-almacen/Sucursal%20Manta',
    });
    const nombre = (await screen.findByLabelText('Nombre')) as HTMLInputElement;
    expect(nombre.value).toBe('Sucursal Manta');
    expect((screen.getByLabelText('Ciudad') as HTMLInputElement).value).toBe('Manta');
    await user.click(screen.getByLabelText('Activo'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog.textContent).toContain(ALMACEN_ACTUALIZADO_MESSAGE);
    expect(changes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/almacenes/a2',
        body: { nombre: 'Sucursal Manta', direccion, ciudad: 'Manta', responsable, telefono, activo: true },
      },
    ]);
  });

  it('says so when no warehouse has that name', async () => {
    answerApi({ 'GET /api/almacenes': [almacen()] });
    renderScreen(<EditWarehousePage />, { path: '/editar-almacen/:nombre', at: '/editar-almacen/Bodega%20Norte' });
    expect(await screen.findByText('Almacen con nombre Bodega Norte no encontrado')).toBeTruthy();
  });
});
