import { expect, type Page, test } from '@playwright/test';
import { ApiClient, uniqueSuffix } from '../support/admin-api';
import { signIn } from '../support/session';

/** Admin area (spec 02 §2–§5): products, warehouses and what the inventory permission changes. */

async function openAdmin(page: Page, path: string, usuario = 'demo') {
  await signIn(page, usuario);
  await page.goto(`/admin/${path}`);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });

test.describe('Gestionar Productos', () => {
  test('lista, busca en el cliente, crea con sus reglas y edita un producto', async ({ page }) => {
    const codigo = `E2E-${uniqueSuffix()}`;
    const nombre = `Taladro percutor ${codigo}`;
    await openAdmin(page, 'productos');
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Productos' });
    await expect(table.getByRole('columnheader')).toHaveText(['Código', 'Nombre', 'Estado', 'Acciones']);
    await expect(table.getByRole('row', { name: /Producto descontinuado/ })).toContainText('Inactivo');
    await expect(table.getByRole('row', { name: /Cemento Holcim 50 kg/ })).toContainText('Activo');

    const search = page.getByLabel('Buscar por nombre o código');
    await search.fill('cem-50');
    await expect(table.getByRole('row')).toHaveCount(2);
    await search.fill('laptop');
    await expect(table.getByRole('row', { name: /Laptop Lenovo IdeaPad 3/ })).toBeVisible();
    await search.fill('no existe este producto');
    await expect(page.getByText('No se encontraron productos')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar Producto' }).click();
    await expect(page).toHaveURL(/\/admin\/nuevo-producto$/);
    await expect(page.getByRole('heading', { name: 'Agregar Producto' })).toBeVisible();
    await page.getByLabel('Código').fill(codigo);
    await page.getByLabel('Nombre').fill(nombre);
    await page.getByLabel('Descripción').fill('Taladro de 750 W con maletín');
    await page.getByLabel('Categoría').fill('Herramientas');
    const precio = page.getByLabel('Precio');
    await expect(precio).toHaveAttribute('min', '0.01');
    await expect(precio).toHaveAttribute('step', '0.01');
    await precio.fill('0');
    await page.getByRole('button', { name: 'Registrar producto' }).click();
    await expect(page.getByRole('alert')).toContainText('El precio debe ser mayor que 0');

    await precio.fill('89.90');
    await page.getByLabel('Unidad de medida').selectOption('caja');
    await page.getByLabel('Impuesto').selectOption('IVA 0%');
    await page.getByLabel('Stock mínimo').fill('3');
    // Serialized implies inventoried.
    await page.getByLabel('Serializado').check();
    await expect(page.getByLabel('Inventariado')).toBeChecked();
    await page.getByRole('button', { name: 'Registrar producto' }).click();
    const created = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(created).toContainText('Se registró el producto de forma exitosa.');
    await expect(created.getByRole('button', { name: 'Registrar otro producto' })).toBeVisible();

    // 'Registrar otro producto' leaves a blank form.
    await created.getByRole('button', { name: 'Registrar otro producto' }).click();
    await expect(created).toBeHidden();
    await expect(page.getByLabel('Código')).toHaveValue('');

    await page.goto('/admin/productos');
    await page.getByLabel('Buscar por nombre o código').fill(codigo);
    const row = table.getByRole('row', { name: new RegExp(codigo) });
    await expect(row).toContainText('Activo');
    await row.getByRole('link', { name: /Editar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/editar-producto/${codigo}$`));
    await expect(page.getByRole('heading', { name: 'Modificar Producto' })).toBeVisible();
    // Sub-pages of a section keep its sidebar entry active.
    await expect(sidebar(page).getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Nombre')).toHaveValue(nombre);
    await expect(page.getByLabel('Precio')).toHaveValue('89.9');
    await expect(page.getByLabel('Unidad de medida')).toHaveValue('caja');
    // Once on, inventariado stays on; serializado never changes on edit.
    await expect(page.getByLabel('Inventariado')).toBeDisabled();
    await expect(page.getByLabel('Serializado')).toBeDisabled();
    await expect(page.getByText('No modificable')).toBeVisible();

    await page.getByLabel('Precio').fill('-5');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert')).toContainText('El precio debe ser mayor que 0');
    await page.getByLabel('Precio').fill('95');
    await page.getByLabel('Desactivar Producto').check();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const updated = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(updated).toContainText('El producto se actualizó correctamente.');
    await updated.getByRole('link', { name: 'Volver a Productos' }).click();
    await expect(page).toHaveURL(/\/admin\/productos$/);
    await page.getByLabel('Buscar por nombre o código').fill(codigo);
    await expect(table.getByRole('row', { name: new RegExp(codigo) })).toContainText('Inactivo');

    const api = await ApiClient.login();
    expect(await api.product(codigo)).toMatchObject({
      precio: 95,
      unidad_medida: 'caja',
      impuesto: 'IVA 0%',
      serializado: true,
      inventariado: true,
      stock_minimo: 3,
      activo: false,
    });
  });

  test('un código que no existe dice que no se encontró el producto', async ({ page }) => {
    await openAdmin(page, 'editar-producto/NO-EXISTE-99');
    await expect(page.getByRole('alert')).toHaveText('Producto con código NO-EXISTE-99 no encontrado');
  });
});

test.describe('Gestionar Almacenes', () => {
  test('lista, busca por nombre o ciudad, registra y modifica un almacén', async ({ page }) => {
    const nombre = `Bodega Chone ${uniqueSuffix()}`;
    await openAdmin(page, 'almacenes');
    await expect(page.getByRole('heading', { name: 'Gestionar Almacenes' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Almacenes' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nombre',
      'Dirección',
      'Ciudad',
      'Responsable',
      'Teléfono',
      'Estado',
      'Acciones',
    ]);
    await expect(table.getByRole('row', { name: /Bodega Principal/ })).toContainText('Portoviejo');
    const search = page.getByLabel('Buscar por nombre o ciudad');
    await search.fill('manta');
    await expect(table.getByRole('row', { name: /Sucursal Manta/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Bodega Principal/ })).toHaveCount(0);
    await search.fill('Cuenca');
    await expect(page.getByText('No se encontraron almacenes')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar Almacén' }).click();
    await expect(page).toHaveURL(/\/admin\/nuevo-almacen$/);
    await page.getByRole('button', { name: 'Registrar almacén' }).click();
    await expect(page.getByRole('alert')).toContainText('El nombre es obligatorio');
    await expect(page.getByRole('alert')).toContainText('El responsable es obligatorio');
    await page.getByLabel('Nombre').fill(nombre);
    await page.getByLabel('Dirección').fill('Calle Pichincha y Bolívar');
    await page.getByLabel('Ciudad').fill('Chone');
    await page.getByLabel('Responsable').fill('Lucía Mendoza');
    await page.getByLabel('Teléfono').fill('052695000');
    await page.getByRole('button', { name: 'Registrar almacén' }).click();
    const created = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(created).toContainText('El almacén se registró correctamente.');
    await created.getByRole('button', { name: 'Volver a Almacenes' }).click();
    await expect(page).toHaveURL(/\/admin\/almacenes$/);

    await page.getByLabel('Buscar por nombre o ciudad').fill('chone');
    const row = table.getByRole('row', { name: new RegExp(nombre) });
    await expect(row).toContainText('Lucía Mendoza');
    await expect(row).toContainText('Activo');
    await row.getByRole('link', { name: /Editar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/editar-almacen/${encodeURIComponent(nombre)}$`));
    await expect(page.getByRole('heading', { name: 'Modificar Almacén' })).toBeVisible();
    await expect(page.getByLabel('Responsable')).toHaveValue('Lucía Mendoza');
    await page.getByLabel('Responsable').fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert')).toHaveText('El responsable es obligatorio');
    await page.getByLabel('Responsable').fill('Pedro Alcívar');
    await page.getByLabel('Ciudad').fill('Bahía de Caráquez');
    await page.getByLabel('Activo').uncheck();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const updated = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(updated).toContainText('El almacén se actualizó correctamente.');
    await updated.getByRole('link', { name: 'Volver a Almacenes' }).click();
    await page.getByLabel('Buscar por nombre o ciudad').fill('Bahía');
    const edited = table.getByRole('row', { name: new RegExp(nombre) });
    await expect(edited).toContainText('Pedro Alcívar');
    await expect(edited).toContainText('Inactivo');
  });

  test('un nombre que no existe dice que no se encontró el almacén', async ({ page }) => {
    await openAdmin(page, 'editar-almacen/Bodega Fantasma');
    await expect(page.getByRole('alert')).toHaveText('Almacen con nombre Bodega Fantasma no encontrado');
  });
});

test.describe('Permiso de inventario', () => {
  test('sin usarInventario los campos de inventario se ocultan y se guardan apagados', async ({ page }) => {
    const codigo = `SIM-${uniqueSuffix()}`;
    await openAdmin(page, 'nuevo-producto', 'simple');
    await expect(sidebar(page).getByRole('link')).toHaveText(['Productos', 'Documentos']);
    await expect(page.getByRole('heading', { name: 'Agregar Producto' })).toBeVisible();
    await expect(page.getByLabel('Inventariado')).toHaveCount(0);
    await expect(page.getByLabel('Serializado')).toHaveCount(0);
    await expect(page.getByLabel('Stock mínimo')).toHaveCount(0);
    await page.getByLabel('Código').fill(codigo);
    await page.getByLabel('Nombre').fill(`Servicio de mantenimiento ${codigo}`);
    await page.getByLabel('Precio').fill('30');
    await page.getByRole('button', { name: 'Registrar producto' }).click();
    await expect(page.getByRole('dialog', { name: '¡Éxito!' })).toContainText(
      'Se registró el producto de forma exitosa.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Volver a Productos' }).click();
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();

    const api = await ApiClient.login('simple');
    expect(await api.product(codigo)).toMatchObject({ inventariado: false, serializado: false, stock_minimo: 0 });

    // The edit form of a serialized product hides the inventory toggles too.
    await page.goto('/admin/editar-producto/CEL-A15');
    await expect(page.getByLabel('Nombre')).toHaveValue('Celular Samsung Galaxy A15');
    await expect(page.getByLabel('Serializado')).toHaveCount(0);
    await expect(page.getByLabel('Inventariado')).toHaveCount(0);
    await expect(page.getByLabel('Desactivar Producto')).not.toBeChecked();
  });

  test('con usarInventario el formulario ofrece inventario y serie', async ({ page }) => {
    await openAdmin(page, 'nuevo-producto', 'vendedor');
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Productos',
      'Inventario',
      'Movimientos',
      'Documentos',
      'Almacenes',
    ]);
    await expect(page.getByLabel('Inventariado')).toBeEnabled();
    await expect(page.getByLabel('Serializado')).toBeEnabled();
    await expect(page.getByLabel('Stock mínimo')).toHaveValue('0');
  });
});
