import {
  CLAVE_ACTUAL_INCORRECTA_MESSAGE,
  CODIGO_INVALIDO_MESSAGE,
  establecimientoDuplicadoMessage,
  USUARIO_DUPLICADO_MESSAGE,
} from '@facturador/shared/domain/settings';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

// Said by the screens only (shared/ui): loading that module here would bring React along.
const CLAVES_NO_COINCIDEN_MESSAGE = 'Las contraseñas no coinciden';

// What the company's dialogs and the password page say when a save cannot go through: a field's
// own error under it, the server's refusal above the buttons, and the dialog still open with what was
// typed. Nothing here is saved, so the demo company stays as the other specs expect it.

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('el diálogo de establecimiento muestra el error del código y el rechazo del servidor', async ({ page }) => {
  await page.goto('/admin/establecimientos');
  await page.getByRole('button', { name: 'Agregar establecimiento' }).click();
  const nuevo = page.getByRole('dialog', { name: 'Nuevo establecimiento' });
  await expect(nuevo.getByLabel('Código')).toBeFocused();

  await nuevo.getByRole('button', { name: 'Guardar establecimiento' }).click();
  await expect(nuevo.getByLabel('Código')).toHaveAccessibleDescription(
    `3 dígitos, p. ej. 002 ${CODIGO_INVALIDO_MESSAGE}`,
  );
  await expect(nuevo.getByRole('alert')).toHaveCount(0);

  await nuevo.getByLabel('Código').fill('001');
  await nuevo.getByLabel('Dirección').fill('Otra dirección');
  await nuevo.getByRole('button', { name: 'Guardar establecimiento' }).click();
  await expect(nuevo.getByRole('alert')).toHaveText(establecimientoDuplicadoMessage('001'));
  await expect(nuevo.getByLabel('Código')).toHaveValue('001');
  await expect(nuevo.getByRole('button', { name: 'Guardar establecimiento' })).toBeEnabled();
  await nuevo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(nuevo).toBeHidden();

  await page.getByRole('button', { name: 'Editar establecimiento 001' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar establecimiento 001' });
  await expect(editar.getByLabel('Código')).toHaveValue('001');
  await editar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editar).toBeHidden();
});

test('el diálogo del punto de emisión muestra el error del código', async ({ page }) => {
  await page.goto('/admin/establecimientos');
  await page.getByRole('button', { name: 'Editar punto de emisión 001-001' }).click();
  const punto = page.getByRole('dialog', { name: 'Editar punto de emisión 001-001' });
  await punto.getByLabel('Código del punto de emisión').fill('1');
  await punto.getByRole('button', { name: 'Guardar punto de emisión' }).click();
  await expect(punto.getByLabel('Código del punto de emisión')).toHaveAccessibleDescription(
    `3 dígitos, p. ej. 003 ${CODIGO_INVALIDO_MESSAGE}`,
  );
  await punto.getByRole('button', { name: 'Cancelar' }).click();
  await expect(punto).toBeHidden();
});

test('el diálogo de usuario pide la misma contraseña dos veces y dice si el usuario ya existe', async ({ page }) => {
  await page.goto('/admin/usuarios');
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  const usuario = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await usuario.getByLabel('Usuario', { exact: true }).fill('demo');
  await usuario.getByLabel('Nombre').fill('Otra persona');
  await usuario.getByLabel('Contraseña', { exact: true }).fill('clave-segura-2025');
  await usuario.getByLabel('Repetir contraseña').fill('clave-segura-2026');
  await usuario.getByRole('button', { name: 'Guardar usuario' }).click();
  await expect(usuario.getByLabel('Repetir contraseña')).toHaveAccessibleDescription(CLAVES_NO_COINCIDEN_MESSAGE);
  await expect(usuario.getByRole('alert')).toHaveCount(0);

  await usuario.getByLabel('Repetir contraseña').fill('clave-segura-2025');
  await usuario.getByRole('button', { name: 'Guardar usuario' }).click();
  await expect(usuario.getByRole('alert')).toHaveText(USUARIO_DUPLICADO_MESSAGE);
  await expect(usuario.getByLabel('Repetir contraseña')).not.toHaveAccessibleDescription(CLAVES_NO_COINCIDEN_MESSAGE);
  await usuario.getByRole('button', { name: 'Cancelar' }).click();
  await expect(usuario).toBeHidden();
});

test('cambiar contraseña pide repetirla igual y la actual correcta', async ({ page }) => {
  await page.goto('/admin/cambiar-clave');
  await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-segura');
  await page.getByLabel('Repetir nueva contraseña').fill('otra-clave-distinta');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByLabel('Repetir nueva contraseña')).toHaveAccessibleDescription(CLAVES_NO_COINCIDEN_MESSAGE);

  await page.getByLabel('Repetir nueva contraseña').fill('otra-clave-segura');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CLAVE_ACTUAL_INCORRECTA_MESSAGE })).toBeVisible();
});

test('a 360 px, «Editar» de cada punto de emisión está a la vista y abre su diálogo', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/establecimientos');
  const editar = page.getByRole('button', { name: 'Editar punto de emisión 001-001' });
  await expect(editar).toBeInViewport();
  await editar.click();
  const punto = page.getByRole('dialog', { name: 'Editar punto de emisión 001-001' });
  await expect(punto).toBeVisible();
  await punto.getByRole('button', { name: 'Cancelar' }).click();
  await expect(punto).toBeHidden();
});
