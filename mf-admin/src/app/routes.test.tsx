import { SIN_PERMISO_INVENTARIO_MESSAGE } from '@facturador/shared/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIN_PERMISO_PAGINA_TITULO } from '../features/permissions/NoPermissionPage';
import { answerApi, signedInAs } from '../test-support/api';
import { almacen } from '../test-support/catalogue';
import { administrador, emisorSettings } from '../test-support/company';
import { routes } from './routes';

/** A clerk who invoices and changes nothing else. */
const vendedora = administrador({
  usuario: 'maria',
  nombre: 'María Loor',
  permisos: { usarInventario: false, cambiarAlmacen: false, administrar: false },
});

function openAdmin(at: string) {
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [at] })} />);
  return user;
}

const entries = (menu: string) =>
  within(screen.getByRole('navigation', { name: menu }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// jsdom draws no page: the layout's scroll to the top on each navigation has nothing to move.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('The admin area for a clerk (real React)', () => {
  signedInAs(() => vendedora);

  it('a user without the inventory permission sees its page refused, and only her entries', async () => {
    const sent = answerApi({});
    openAdmin('/almacenes');
    expect(await screen.findByRole('heading', { name: SIN_PERMISO_PAGINA_TITULO })).toBeTruthy();
    expect(screen.getByText(SIN_PERMISO_INVENTARIO_MESSAGE)).toBeTruthy();
    expect(entries('Menú de administración')).toEqual(['Productos', 'Documentos']);
    expect(entries('Empresa y cuenta')).toEqual(['Cambiar contraseña']);
    expect(sent).toEqual([]);
  });
});

describe('The admin area for an administrator (real React)', () => {
  signedInAs(administrador);

  it('an administrator of a retention agent has «Compras»; the menu opens the page it names', async () => {
    answerApi({
      'GET /api/emisor': { emisor: emisorSettings({ agenteRetencion: '1' }) },
      'GET /api/almacenes': [almacen()],
    });
    const user = openAdmin('/productos');
    await within(screen.getByRole('navigation', { name: 'Empresa y cuenta' })).findByRole('link', { name: 'Compras' });
    expect(entries('Menú de administración')).toEqual([
      'Productos',
      'Inventario',
      'Movimientos',
      'Documentos',
      'Almacenes',
    ]);
    expect(screen.getByRole('link', { name: 'Productos' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('link', { name: 'Almacenes' }));
    expect(await screen.findByRole('heading', { name: 'Gestionar Almacenes' })).toBeTruthy();
    expect(await screen.findByText('Bodega Principal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Almacenes' }).getAttribute('aria-current')).toBe('page');
  });

  it('«Importar historial» opens the wizard, whose certificate step is Empresa’s own upload', async () => {
    answerApi({
      'GET /api/emisor': { emisor: emisorSettings() },
      'GET /api/importaciones': { importaciones: [] },
    });
    openAdmin('/importar-historial');
    expect(await screen.findByRole('heading', { name: 'Importar historial' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Firma electrónica' })).toBeTruthy();
    expect(screen.getByLabelText('Archivo .p12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Importar historial' }).getAttribute('aria-current')).toBe('page');
  });
});
