import { CLAVE_CORTA_MESSAGE } from '@facturador/shared/domain';
import { ULTIMO_ADMINISTRADOR_MESSAGE, type Usuario } from '@facturador/shared/domain/settings';
import { CLAVES_NO_COINCIDEN_MESSAGE } from '@facturador/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { almacen } from '../../test-support/catalogue';
import { administrador, establecimiento } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { UsersPage } from './UsersPage';

const carlos: Usuario = {
  _id: 'u1',
  usuario: 'carlos',
  nombre: 'Carlos Zambrano',
  email: 'carlos@elmanaba.ec',
  permisos: { usarInventario: true, cambiarAlmacen: true, administrar: true },
  almacen: null,
  punto: null,
  activo: true,
};
const maria: Usuario = {
  ...carlos,
  _id: 'u2',
  usuario: 'maria',
  nombre: 'María Loor',
  email: '',
  permisos: { usarInventario: false, cambiarAlmacen: false, administrar: false },
  activo: false,
};

/** The company's users, warehouses and points; after a save the list and one's own user are asked again. */
function answerUsers(extra: Parameters<typeof answerApi>[0]) {
  return answerApi({
    'GET /api/almacenes': [almacen()],
    'GET /api/establecimientos': { establecimientos: [establecimiento({ nombreComercial: 'Matriz' })] },
    'GET /api/user': { usuario: administrador() },
    ...extra,
  });
}

signedInAs(administrador);

describe('Usuarios (real React)', () => {
  it('lists the company’s users with their permissions and state', async () => {
    answerUsers({ 'GET /api/usuarios': { usuarios: [carlos, maria] } });
    renderScreen(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(['Inventario', 'Cambia almacén', 'Administrador'].every((label) => within(first!).queryByText(label))).toBe(
      true,
    );
    expect(within(second!).queryByText('Administrador')).toBeNull();
    expect(within(second!).getByText('Inactivo')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Editar usuario maria' })).toBeTruthy();
  });

  it('adds a user once the passwords match, with the permissions chosen', async () => {
    const sent = answerUsers({
      'GET /api/usuarios': inTurn({ usuarios: [carlos] }, { usuarios: [carlos, maria] }),
      'POST /api/usuarios': { usuario: maria },
    });
    const user = renderScreen(<UsersPage />);
    await screen.findByRole('table', { name: 'Usuarios' });
    await user.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
    expect(within(dialog).getByRole('option', { name: '001-001 (Matriz)' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Usuario'), 'maria');
    await user.type(within(dialog).getByLabelText('Nombre'), 'María Loor');
    await user.click(within(dialog).getByLabelText('Usar inventario'));
    await user.type(within(dialog).getByLabelText('Contraseña'), 'corta');
    await user.type(within(dialog).getByLabelText('Repetir contraseña'), 'otra');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar usuario' }));
    expect(within(dialog).getByText(CLAVES_NO_COINCIDEN_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(CLAVE_CORTA_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Contraseña'));
    await user.type(within(dialog).getByLabelText('Contraseña'), 'manaba-2026-segura');
    await user.clear(within(dialog).getByLabelText('Repetir contraseña'));
    await user.type(within(dialog).getByLabelText('Repetir contraseña'), 'manaba-2026-segura');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar usuario' }));
    expect(await within(table()).findByText('María Loor')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/usuarios',
        body: {
          usuario: 'maria',
          nombre: 'María Loor',
          email: '',
          almacen: null,
          punto: null,
          clave: 'manaba-2026-segura',
          permisos: { usarInventario: true, cambiarAlmacen: false, administrar: false },
          activo: true,
        },
      },
    ]);
    await waitFor(() => expect(sent.some((request) => request.path === '/api/user')).toBe(true));
  });

  it('shows the API’s refusal to leave the company without an administrator', async () => {
    const sent = answerUsers({
      'GET /api/usuarios': { usuarios: [carlos] },
      'PUT /api/usuarios/u1': apiError(409, ULTIMO_ADMINISTRADOR_MESSAGE),
    });
    const user = renderScreen(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar usuario carlos' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuario carlos' });
    expect((within(dialog).getByLabelText('Usuario') as HTMLInputElement).readOnly).toBe(true);
    await user.click(within(dialog).getByLabelText('Administrar'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar usuario' }));
    expect(await within(dialog).findByText(ULTIMO_ADMINISTRADOR_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toMatchObject([
      {
        method: 'PUT',
        path: '/api/usuarios/u1',
        body: { permisos: { administrar: false }, nombre: 'Carlos Zambrano' },
      },
    ]);
    expect(changes(sent)[0]!.body).not.toHaveProperty('clave');
  });
});

const table = () => screen.getByRole('table', { name: 'Usuarios' });
