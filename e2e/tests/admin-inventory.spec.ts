import { expect, test } from '@playwright/test';
import { ApiClient, uniqueSuffix } from '../support/admin-api';
import { MovementForm, openAdmin } from '../support/admin-pages';

/** Inventory (spec 02 §2, §4, §5): the movement form, the items screen and the movement list. */

test.describe('Gestión de movimiento', () => {
  test('un movimiento de cada tipo mueve el stock y las series como corresponde', async ({ page }) => {
    test.setTimeout(120_000);
    const sfx = uniqueSuffix();
    const tornillo = `Tornillo ${sfx}`;
    const tablet = `Tablet ${sfx}`;
    const api = await ApiClient.login();
    await api.createProduct({ codigo: `TOR-${sfx}`, nombre: tornillo, precio: 0.25 });
    await api.createProduct({ codigo: `TAB-${sfx}`, nombre: tablet, precio: 199, serializado: true });

    await openAdmin(page, 'movimientos-inventario');
    const form = new MovementForm(page);
    await expect(form.tipo()).toHaveValue('ENTRADA');
    await expect(form.origen()).toHaveCount(0);
    await expect(form.submit()).toBeDisabled();

    // ENTRADA: 10 screws and three tablets, the last two by 'Duplicar'.
    await form.destino().selectOption({ label: 'Bodega Principal' });
    const picker = await form.add(sfx, tornillo, tablet);
    await picker.getByRole('button', { name: `Agregar ${tornillo}`, exact: true }).click();
    await expect(picker.getByRole('alert')).toHaveText(
      `El producto ${tornillo} (no serializado) ya está en el movimiento.`,
    );
    await form.closePicker();
    await expect(form.lines().getByRole('row', { name: new RegExp(tornillo) })).toHaveCount(1);
    await expect(
      form
        .lines()
        .getByRole('row', { name: new RegExp(tornillo) })
        .getByRole('button', { name: 'Duplicar' }),
    ).toHaveCount(0);
    await page.getByLabel(`Cantidad de ${tornillo}`).fill('10');
    await expect(page.getByLabel(`Cantidad de ${tablet}`)).toBeDisabled();
    const serials = page.getByLabel(`Número de serie de ${tablet}`);
    await serials.fill(`${sfx}-1`);
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect(serials).toHaveCount(2);
    await expect(serials.nth(1)).toHaveValue('');
    await serials.nth(1).fill(`${sfx}-2`);
    await page.getByRole('button', { name: 'Duplicar' }).first().click();
    await serials.nth(1).fill(`${sfx}-3`);
    await form.registerOk();

    // TRASLADO: 4 screws and one tablet to Manta.
    await form.tipo().selectOption('TRASLADO');
    await form.origen().selectOption({ label: 'Bodega Principal' });
    await form.destino().selectOption({ label: 'Sucursal Manta' });
    const items = await form.add(sfx, tornillo, `${tablet} ${sfx}-1`);
    await expect(items.getByRole('button', { name: `Agregado ${tablet} ${sfx}-1` })).toBeDisabled();
    await form.closePicker();
    await page.getByLabel(`Cantidad de ${tornillo}`).fill('4');
    await expect(page.getByLabel(`Número de serie de ${tablet}`)).toHaveValue(`${sfx}-1`);
    await form.registerOk();

    // SALIDA: one tablet sold from Portoviejo.
    await form.tipo().selectOption('SALIDA');
    await expect(form.destino()).toHaveCount(0);
    await form.origen().selectOption({ label: 'Bodega Principal' });
    await form.add(sfx, `${tablet} ${sfx}-2`);
    await form.closePicker();
    await form.registerOk();

    // DEVOLUCIÓN: the sold tablet comes back; only VENDIDO items are offered.
    await form.tipo().selectOption('DEVOLUCIÓN');
    await expect(form.origen()).toHaveCount(0);
    await form.destino().selectOption({ label: 'Bodega Principal' });
    await expect(form.observacion()).toHaveAttribute('placeholder', 'Motivo de la devolución');
    await form.observacion().fill(`Cliente devolvió la tablet ${sfx}`);
    const sold = await form.add(sfx);
    await expect(sold.getByRole('button', { name: /^Agregar / })).toHaveCount(1);
    await sold.getByRole('button', { name: `Agregar ${tablet} ${sfx}-2` }).click();
    await form.closePicker();
    await form.registerOk();

    // ELIMINACIÓN: the tablet moved to Manta is written off.
    await form.tipo().selectOption('ELIMINACIÓN');
    await form.origen().selectOption({ label: 'Sucursal Manta' });
    await form.add(sfx, `${tablet} ${sfx}-1`);
    await form.closePicker();
    await form.submit().click();
    const done = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(done).toContainText('El movimiento ha sido registrado correctamente.');
    await done.getByRole('link', { name: 'Ir al inventario' }).click();
    await expect(page).toHaveURL(/\/admin\/items$/);

    await page.getByLabel('Buscar por nombre o número de serie').fill(sfx);
    const table = page.getByRole('table', { name: 'Items de inventario' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(table.getByRole('row', { name: new RegExp(`${tornillo}.*Bodega Principal`) })).toContainText('6');
    await expect(table.getByRole('row', { name: new RegExp(`${tornillo}.*Sucursal Manta`) })).toContainText('4');
    const row = (serie: string) => table.getByRole('row', { name: new RegExp(serie) });
    await expect(row(`${sfx}-1`)).toContainText('Sucursal Manta');
    await expect(row(`${sfx}-1`)).toContainText('ELIMINADO');
    await expect(row(`${sfx}-1`).getByRole('button', { name: 'Editar' })).toBeDisabled();
    await expect(row(`${sfx}-1`)).toContainText('No se puede editar un item eliminado');
    await expect(row(`${sfx}-2`)).toContainText('Bodega Principal');
    await expect(row(`${sfx}-2`)).toContainText('DISPONIBLE');
    await expect(row(`${sfx}-3`)).toContainText('DISPONIBLE');

    // The return shows in the movement list with its details.
    await page.goto('/admin/movimientos');
    await page.getByLabel('Tipo de movimiento').selectOption('DEVOLUCIÓN');
    await page.getByLabel('Buscar por almacén...').fill(sfx);
    const movements = page.getByRole('table', { name: 'Movimientos' });
    await expect(movements.getByRole('row')).toHaveCount(2);
    const devolucion = movements.getByRole('row', { name: /DEVOLUCIÓN/ });
    await expect(devolucion.getByRole('cell').nth(1)).toHaveText('N/A');
    await expect(devolucion.getByRole('cell').nth(2)).toHaveText('Bodega Principal');
    await devolucion.getByRole('button', { name: 'Ver detalles' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del movimiento' });
    await expect(details).toContainText('DEVOLUCIÓN');
    await expect(details.getByRole('row', { name: new RegExp(`${tablet} 1 ${sfx}-2`) })).toBeVisible();
    await expect(details).toContainText(`Cliente devolvió la tablet ${sfx}`);
    await details.getByRole('button', { name: 'Cerrar' }).click();
    await devolucion.getByRole('link', { name: 'Ver items' }).click();
    await expect(page).toHaveURL(/\/admin\/ver-items-movimiento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Items del movimiento' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${tablet} 1 ${sfx}-2`) })).toBeVisible();
  });

  test('las reglas del formulario se listan en Errores encontrados', async ({ page }) => {
    test.setTimeout(90_000);
    const form = new MovementForm(page);
    await openAdmin(page, 'movimientos-inventario');

    // ENTRADA without destination, a zero quantity and a serialized line without serial.
    await form.add('', 'Cemento Holcim 50 kg', 'Celular Samsung Galaxy A15');
    await form.closePicker();
    await page.getByLabel('Cantidad de Cemento Holcim 50 kg').fill('0');
    await expect(page.getByLabel('Cantidad de Cemento Holcim 50 kg')).toHaveAttribute('min', '0.01');
    await expect(page.getByLabel('Cantidad de Cemento Holcim 50 kg')).toHaveAttribute('step', '0.01');
    await form.expectErrors(
      'Debe seleccionar un almacén de destino',
      'La cantidad para Cemento Holcim 50 kg debe ser mayor a 0',
      'El producto Celular Samsung Galaxy A15 requiere número de serie',
    );

    // TRASLADO needs two different warehouses; changing the type clears the side it does not use.
    await page.getByRole('button', { name: 'Quitar Celular Samsung Galaxy A15' }).click();
    await page.getByLabel('Cantidad de Cemento Holcim 50 kg').fill('1');
    await form.tipo().selectOption('TRASLADO');
    await form.origen().selectOption({ label: 'Bodega Principal' });
    await form.destino().selectOption({ label: 'Bodega Principal' });
    await form.expectErrors('El origen y destino no pueden ser iguales');
    await form.tipo().selectOption('ENTRADA');
    await expect(form.origen()).toHaveCount(0);
    await form.tipo().selectOption('TRASLADO');
    await expect(form.origen()).toHaveValue('');
    await expect(form.destino()).not.toHaveValue('');
    await form.tipo().selectOption('SALIDA');
    await form.tipo().selectOption('TRASLADO');
    await expect(form.destino()).toHaveValue('');
    await form.expectErrors('Debe seleccionar un almacén de origen', 'Debe seleccionar un almacén de destino');

    // DEVOLUCIÓN needs its reason.
    await form.tipo().selectOption('DEVOLUCIÓN');
    await form.destino().selectOption({ label: 'Sucursal Manta' });
    await form.expectErrors('La observación es obligatoria para devoluciones');

    // A non-serialized product twice on a SALIDA.
    await form.open();
    await form.tipo().selectOption('SALIDA');
    await page.getByRole('button', { name: 'Agregar productos' }).click();
    await expect(page.getByRole('dialog', { name: 'Seleccionar items' })).toContainText(
      'Seleccione primero el almacén de origen para ver sus items disponibles.',
    );
    await form.closePicker();
    await form.origen().selectOption({ label: 'Sucursal Manta' });
    await form.add('cemento', 'Cemento Holcim 50 kg', 'Cemento Holcim 50 kg');
    await form.closePicker();
    await form.expectErrors('Los siguientes productos no serializados están duplicados: Cemento Holcim 50 kg');
    await page.getByRole('button', { name: 'Quitar Cemento Holcim 50 kg' }).first().click();

    // Without origin the outgoing types say so.
    await form.origen().selectOption('');
    await form.expectErrors('Debe seleccionar un almacén de origen');

    // Stock is checked against the origin: too much cement, rice that Manta does not have.
    await form.origen().selectOption({ label: 'Bodega Principal' });
    await form.add('arroz', 'Arroz blanco');
    await form.closePicker();
    await form.origen().selectOption({ label: 'Sucursal Manta' });
    await page.getByLabel('Cantidad de Cemento Holcim 50 kg').fill('100000');
    await form.expectErrors(
      'Problemas con el stock:',
      /^Cemento Holcim 50 kg: Stock insuficiente \(disponible: \d+(\.\d+)?, solicitado: 100000\)$/,
      'Arroz blanco: No encontrado en el almacén (disponible: 0, solicitado: 1)',
    );
    await expect(form.submit()).toBeEnabled();
  });

  test('los errores del servidor también se listan', async ({ page }) => {
    const form = new MovementForm(page);
    await openAdmin(page, 'movimientos-inventario');
    await form.destino().selectOption({ label: 'Sucursal Manta' });
    await form.add('celular', 'Celular Samsung Galaxy A15');
    await form.closePicker();
    // SN-A15-0001 is already registered for this product (demo data).
    await page.getByLabel('Número de serie de Celular Samsung Galaxy A15').fill('SN-A15-0001');
    await form.expectErrors('El número de serie SN-A15-0001 ya existe para el producto Celular Samsung Galaxy A15');
  });
});

test.describe('Gestión de Inventario', () => {
  test('filtra los items y edita su estado, detalle y activo', async ({ page }) => {
    test.setTimeout(90_000);
    const sfx = uniqueSuffix();
    const clavo = `Clavo ${sfx}`;
    const router = `Router ${sfx}`;
    const api = await ApiClient.login();
    const clavoProducto = await api.createProduct({ codigo: `CLA-${sfx}`, nombre: clavo });
    const routerProducto = await api.createProduct({ codigo: `ROU-${sfx}`, nombre: router, serializado: true });
    const manta = await api.warehouseId('Sucursal Manta');
    await api.createMovement({
      tipo_movimiento: 'ENTRADA',
      destino: manta,
      items: [
        { producto_id: clavoProducto._id, cantidad: 5 },
        { producto_id: routerProducto._id, numero_serie: `${sfx}-A` },
        { producto_id: routerProducto._id, numero_serie: `${sfx}-B` },
      ],
    });
    await api.createMovement({
      tipo_movimiento: 'ELIMINACIÓN',
      origen: manta,
      items: [{ producto_id: routerProducto._id, numero_serie: `${sfx}-B` }],
    });

    await openAdmin(page, 'items');
    await expect(page.getByRole('heading', { name: 'Gestión de Inventario' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Realizar movimiento' })).toHaveAttribute(
      'href',
      '/admin/movimientos-inventario',
    );
    const table = page.getByRole('table', { name: 'Items de inventario' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Producto',
      'Almacén',
      'Número Serie',
      'Cantidad',
      'Estado',
      'Editar',
    ]);
    await expect(page.getByLabel('Almacén')).toHaveValue('TODOS');
    await expect(page.getByLabel('Estado')).toHaveValue('TODOS');
    await page.getByLabel('Buscar por nombre o número de serie').fill(sfx);
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByLabel('Estado').selectOption('ELIMINADO');
    await expect(table.getByRole('row')).toHaveCount(2);
    const eliminado = table.getByRole('row', { name: new RegExp(`${sfx}-B`) });
    await expect(eliminado.getByRole('button', { name: 'Editar' })).toBeDisabled();
    await expect(eliminado).toContainText('No se puede editar un item eliminado');
    await page.getByLabel('Estado').selectOption('TODOS');
    await page.getByLabel('Almacén').selectOption({ label: 'Bodega Principal' });
    await expect(page.getByText('No se encontraron items')).toBeVisible();
    await page.getByLabel('Almacén').selectOption({ label: 'Sucursal Manta' });
    await expect(table.getByRole('row')).toHaveCount(4);

    // A serialized item: status, detail and activo in the modal; the success modal closes by itself.
    await table
      .getByRole('row', { name: new RegExp(`${sfx}-A`) })
      .getByRole('button', { name: 'Editar' })
      .click();
    const editor = page.getByRole('dialog', { name: 'Editar Item' });
    await editor.getByLabel('Estado').selectOption('RESERVADO');
    await editor.getByLabel('Detalle').fill('Apartado para la Sra. Loor');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    // Reserving takes the serial out of stock: confirmed with a reason, recorded as an AJUSTE (issue 13).
    const confirmStock = page.getByRole('dialog', { name: 'Confirmar cambio de stock' });
    await expect(confirmStock).toContainText('Stock: 1 → 0. Se registrará un movimiento de AJUSTE.');
    await expect(confirmStock.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await confirmStock.getByLabel('Motivo').fill('Apartado');
    await confirmStock.getByRole('button', { name: 'Confirmar' }).click();
    const saved = page.getByRole('dialog', { name: '¡Éxito!' });
    await expect(saved).toContainText('El item se actualizó correctamente.');
    await expect(saved).toBeHidden({ timeout: 5000 });
    await expect(table.getByRole('row', { name: new RegExp(`${sfx}-A`) })).toContainText('RESERVADO');

    // Without a serial the status cannot change.
    await table
      .getByRole('row', { name: new RegExp(clavo) })
      .getByRole('button', { name: 'Editar' })
      .click();
    await expect(editor.getByLabel('Estado')).toBeDisabled();
    await expect(editor.getByLabel('Estado')).toHaveValue('DISPONIBLE');
    await editor.getByLabel('Activo').uncheck();
    await editor.getByLabel('Stock').fill('7.5');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect(confirmStock).toContainText('Stock: 5 → 7.5.');
    await confirmStock.getByLabel('Motivo').fill('Conteo físico');
    await confirmStock.getByRole('button', { name: 'Confirmar' }).click();
    await expect(saved).toContainText('El item se actualizó correctamente.');
    await expect(saved).toBeHidden({ timeout: 5000 });

    const [itemA] = await api.items({ busqueda: `${sfx}-A` });
    const [itemB] = await api.items({ busqueda: `${sfx}-B` });
    const [itemClavo] = await api.items({ busqueda: clavo });
    expect(itemA).toMatchObject({ status: 'RESERVADO', detalle: 'Apartado para la Sra. Loor' });
    expect(itemClavo).toMatchObject({ status: 'DISPONIBLE', activo: false, stock: 7.5 });

    // The same form on its own page.
    await page.goto(`/admin/editar-item/${itemA!._id}`);
    await expect(page.getByRole('heading', { name: 'Modificar Item' })).toBeVisible();
    await expect(page.getByLabel('Detalle')).toHaveValue('Apartado para la Sra. Loor');
    await page.getByLabel('Estado').selectOption('DEVUELTO');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('dialog', { name: '¡Éxito!' })).toContainText('El item se actualizó correctamente.');
    await expect(page.getByRole('dialog', { name: '¡Éxito!' })).toBeHidden({ timeout: 5000 });
    expect((await api.items({ busqueda: `${sfx}-A` }))[0]).toMatchObject({ status: 'DEVUELTO' });

    await page.goto(`/admin/editar-item/${itemB!._id}`);
    await expect(page.getByText('No se puede editar un item eliminado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await page.goto('/admin/editar-item/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText('Item con ID 00000000-0000-4000-8000-000000000000 no encontrado');
    await page.goto('/admin/editar-item');
    await expect(page.getByRole('alert')).toHaveText('No se proporcionó un ID de item');
  });
});

test.describe('Gestionar Movimientos', () => {
  test('filtra, muestra N/A, detalles, items y carga más páginas', async ({ page }) => {
    test.setTimeout(90_000);
    const sfx = uniqueSuffix();
    const api = await ApiClient.login();
    const producto = await api.createProduct({ codigo: `LIJ-${sfx}`, nombre: `Lija ${sfx}` });
    const manta = await api.warehouseId('Sucursal Manta');
    // 26 movements: one more than a page.
    for (let index = 1; index <= 26; index++)
      await api.createMovement({
        tipo_movimiento: 'ENTRADA',
        destino: manta,
        observacion: `Compra ${sfx} nº ${index}`,
        items: [{ producto_id: producto._id, cantidad: index }],
      });

    await openAdmin(page, 'movimientos');
    await expect(page.getByRole('heading', { name: 'Gestionar Movimientos' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Movimientos' });
    await expect(table.getByRole('columnheader')).toHaveText(['Movimiento', 'Origen', 'Destino', 'Fecha', 'Acciones']);

    // The demo's initial stock: manual ENTRADA movements without origin or document.
    await page.getByLabel('Buscar por almacén...').fill('Inventario inicial');
    const inicial = table.getByRole('row', { name: /Bodega Principal/ });
    await expect(inicial.getByRole('cell').nth(1)).toHaveText('N/A');
    await expect(inicial.getByRole('button', { name: 'Descargar documento' })).toBeDisabled();
    await expect(inicial).toContainText('Movimiento manual - sin documento');
    await inicial.getByRole('button', { name: 'Ver detalles' }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del movimiento' });
    await expect(details.getByRole('columnheader')).toHaveText(['Producto', 'Cantidad', 'Número de Serie']);
    await expect(details.getByRole('row', { name: /Cemento Holcim 50 kg 120 N\/A/ })).toBeVisible();
    await expect(details.getByRole('row', { name: /Celular Samsung Galaxy A15 1 SN-A15-0001/ })).toBeVisible();
    await expect(details).toContainText('Observaciones');
    await details.getByRole('button', { name: 'Cerrar' }).click();
    await expect(details).toBeHidden();

    // Type and dates.
    await page.getByLabel('Tipo de movimiento').selectOption('ELIMINACIÓN');
    await expect(page.getByText('No se encontraron movimientos')).toBeVisible();
    await page.getByLabel('Tipo de movimiento').selectOption('ENTRADA');
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Fecha de inicio').fill('2099-01-01');
    await expect(page.getByText('No se encontraron movimientos')).toBeVisible();
    await page.getByLabel('Fecha de inicio').fill('');
    await page.getByLabel('Fecha de fin').fill('2000-01-01');
    await expect(page.getByText('No se encontraron movimientos')).toBeVisible();
    await page.getByLabel('Fecha de fin').fill('');

    // Long lists come in pages.
    await page.getByLabel('Buscar por almacén...').fill(`Compra ${sfx}`);
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByRole('row').nth(1)).toContainText(`Compra ${sfx} nº 26`);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await expect(table.getByRole('row')).toHaveCount(27);
    await expect(table.getByRole('row').nth(26)).toContainText(`Compra ${sfx} nº 1`);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);

    await page.goto('/admin/ver-items-movimiento/no-existe');
    await expect(page.getByRole('alert')).toHaveText('Error al cargar los items del movimiento');
  });
});
