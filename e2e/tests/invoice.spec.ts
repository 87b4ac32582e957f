import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  addByCode,
  addedLines,
  amount,
  apiItems,
  apiToken,
  chooseConsumidorFinal,
  entryRow,
  expectWarning,
  itemsTable,
  openInvoiceScreen,
} from '../support/invoice';

/** Opens the product picker and returns its dialog. */
async function openPicker(page: Page) {
  await page.getByRole('button', { name: 'Buscar producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buscar producto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Nueva factura: pantalla y permisos', () => {
  test('demo ve el título, su almacén con estrella, el ambiente PRUEBAS y la lista de items', async ({ page }) => {
    await openInvoiceScreen(page, 'demo');
    await expect(page.getByRole('heading', { name: 'Nueva Factura' })).toBeVisible();
    await expect(page.getByText('Comercial El Manaba')).toBeVisible();

    const almacen = page.getByLabel('Almacén');
    await expect(almacen).toBeEnabled();
    await expect(almacen.getByRole('option')).toHaveText([
      'Seleccionar...',
      '★ Bodega Principal (Portoviejo)',
      'Sucursal Manta (Manta)',
    ]);
    await expect(almacen.locator('option:checked')).toHaveText('★ Bodega Principal (Portoviejo)');

    const ambiente = page.getByLabel('Ambiente');
    await expect(ambiente.getByRole('option')).toHaveText(['PRODUCCIÓN', 'PRUEBAS']);
    await expect(ambiente).toHaveValue('1');
    await expect(ambiente.locator('option:checked')).toHaveText('PRUEBAS');

    await expect(itemsTable(page).getByRole('columnheader')).toHaveText([
      'Código',
      'Descripción',
      'N° Serie',
      'Precio',
      'Cantidad',
      'Descuento',
      'Impuesto',
      'Subtotal',
      'Acciones',
    ]);
    for (const name of ['Buscar producto', 'Agregar', 'Info adicional', 'Enviar']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(amount(page, 'Total')).toHaveText('$ 0.00');
    await expect(entryRow(page).subtotal).toHaveAttribute('readonly', '');
  });

  test('la pantalla y el buscador de productos pasan la revisión de accesibilidad (axe)', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'SRV-ENT');
    const screen = await new AxeBuilder({ page }).include('.fa-mf_invoicing').analyze();
    expect(screen.violations.map((violation) => violation.id)).toEqual([]);
    await openPicker(page);
    const picker = await new AxeBuilder({ page }).include('.fa-mf_invoicing').analyze();
    expect(picker.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('vendedor ve su almacén pero no puede cambiarlo', async ({ page }) => {
    await openInvoiceScreen(page, 'vendedor');
    const almacen = page.getByLabel('Almacén');
    await expect(almacen).toBeDisabled();
    await expect(almacen.locator('option:checked')).toHaveText('★ Sucursal Manta (Manta)');
    await expect(itemsTable(page).getByRole('columnheader', { name: 'N° Serie' })).toBeVisible();
  });

  test('simple no tiene almacén, ni columna de serie, ni productos inventariados', async ({ page }) => {
    await openInvoiceScreen(page, 'simple');
    await expect(page.getByLabel('Almacén')).toHaveCount(0);
    await expect(page.getByLabel('Ambiente')).toBeVisible();
    await expect(itemsTable(page).getByRole('columnheader')).toHaveText([
      'Código',
      'Descripción',
      'Precio',
      'Cantidad',
      'Descuento',
      'Impuesto',
      'Subtotal',
      'Acciones',
    ]);
    const picker = await openPicker(page);
    await expect(picker.getByRole('tab')).toHaveText(['Todos']);
    await expect(picker.getByRole('button', { name: /Instalación eléctrica/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Cemento Holcim/ })).toHaveCount(0);
    await expect(picker.getByRole('button', { name: /Producto descontinuado/ })).toHaveCount(0);
  });
});

test.describe('Nueva factura: comprador', () => {
  test('los campos se habilitan con 10 dígitos y Enter busca al cliente registrado', async ({ page }) => {
    await openInvoiceScreen(page);
    const numero = page.getByLabel('Número de documento');
    const nombre = page.getByLabel('Nombre / Razón social');
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('05');
    await expect(page.getByLabel('Registrar comprador')).toBeChecked();
    await numero.fill('130987654');
    await expect(nombre).toBeDisabled();
    await expect(page.getByLabel('Dirección')).toBeDisabled();
    await expect(page.getByLabel('Correo electrónico')).toBeDisabled();
    await numero.fill('1309876546');
    await expect(nombre).toBeEnabled();
    await numero.press('Enter');
    await expect(nombre).toHaveValue('MARIA FERNANDA LOOR VELEZ');
    await expect(page.getByLabel('Dirección')).toHaveValue('CALLE SUCRE Y 10 DE AGOSTO, PORTOVIEJO');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('maria.loor@example.com');
    // Found: the counter goes on with the products.
    await expect(entryRow(page).codigo).toBeFocused();
  });

  test('al salir del campo busca un RUC y ajusta el tipo', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.getByLabel('Número de documento').fill('1790012344001');
    await page.getByLabel('Número de documento').press('Tab');
    await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('DISTRIBUIDORA ANDINA S.A.');
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('04');
  });

  test('un cliente no registrado muestra el mensaje del servidor y lleva al nombre', async ({ page }) => {
    await openInvoiceScreen(page);
    // Unknown to the company and to the SRI's registry too (whose fill is onboarding-import.spec.ts's).
    await page.getByLabel('Número de documento').fill('0702345679');
    await page.getByLabel('Número de documento').press('Enter');
    await expectWarning(
      page,
      'No se encontró un cliente registrado con la identificación 0702345679. Ingrese sus datos.',
    );
    await expect(page.getByLabel('Nombre / Razón social')).toBeFocused();
    // Upper case, except the e-mail.
    await page.getByLabel('Nombre / Razón social').pressSequentially('pedro pérez');
    await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('PEDRO PÉREZ');
    await page.getByLabel('Dirección').fill('av. manabí');
    await expect(page.getByLabel('Dirección')).toHaveValue('AV. MANABÍ');
    await page.getByLabel('Correo electrónico').fill('pedro@example.com');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('pedro@example.com');
  });

  test('una cédula inválida muestra La cedula/RUC no es válida.', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.getByLabel('Número de documento').fill('1234567890');
    await page.getByLabel('Número de documento').press('Enter');
    await expectWarning(page, 'La cedula/RUC no es válida.');
  });

  test('consumidor final llena número, nombre y dirección', async ({ page }) => {
    await openInvoiceScreen(page);
    await chooseConsumidorFinal(page);
    await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('CONSUMIDOR FINAL');
    await expect(page.getByLabel('Dirección')).toHaveValue('SIN DIRECCION');
    await expect(page.getByLabel('Nombre / Razón social')).toBeEnabled();
  });
});

test.describe('Nueva factura: fila de ingreso y líneas', () => {
  test('Enter recorre código, descripción, serie, precio, cantidad, descuento e impuesto', async ({ page }) => {
    await openInvoiceScreen(page);
    const row = entryRow(page);
    await row.codigo.fill('CEL-A15');
    await row.codigo.press('Enter');
    await expect(row.descripcion).toBeFocused();
    await expect(row.descripcion).toHaveValue('Celular Samsung Galaxy A15');
    await expect(row.precio).toHaveValue('189.99');
    await row.descripcion.press('Enter');
    await expect(row.serie).toBeFocused();
    await row.serie.press('Enter');
    await expect(row.precio).toBeFocused();
    await row.precio.press('Enter');
    await expect(row.cantidad).toBeFocused();
    await row.cantidad.press('Enter');
    await expect(row.descuento).toBeFocused();
    await row.descuento.press('Enter');
    await expect(row.impuesto).toBeFocused();

    await expect(row.precio).toHaveAttribute('min', '0');
    await expect(row.precio).toHaveAttribute('step', '0.05');
    await expect(row.descuento).toHaveAttribute('min', '0');
    await expect(row.descuento).toHaveAttribute('step', '0.05');
    await expect(row.cantidad).toHaveAttribute('min', '1');
    await expect(row.cantidad).toHaveAttribute('step', '1');
    await expect(row.impuesto.getByRole('option')).toHaveText(['IVA 15%', 'IVA 0%']);
  });

  test('un número de serie fija la cantidad en 1; un servicio no admite serie', async ({ page }) => {
    await openInvoiceScreen(page);
    const row = entryRow(page);
    await row.codigo.fill('CEL-A15');
    await row.codigo.press('Enter');
    await row.cantidad.fill('3');
    await row.serie.fill('SN-X');
    await expect(row.cantidad).toHaveValue('1');
    await expect(row.cantidad).toBeDisabled();

    await row.codigo.fill('SRV-INST');
    await row.codigo.press('Enter');
    await expect(row.serie).toBeDisabled();
    await expect(row.cantidad).toBeEnabled();
    await row.descripcion.press('Enter');
    await expect(row.precio).toBeFocused();
  });

  test('agrega por código, calcula el subtotal y elimina la línea', async ({ page }) => {
    await openInvoiceScreen(page);
    const row = entryRow(page);
    await row.codigo.fill('SRV-INST');
    await row.codigo.press('Enter');
    await row.cantidad.fill('2');
    await row.descuento.fill('5');
    await expect(row.subtotal).toHaveValue('$ 45.00');
    // Enter on the tax adds the line and goes back to the code.
    await row.impuesto.focus();
    await row.impuesto.press('Enter');
    await expect(row.codigo).toBeFocused();
    await expect(row.codigo).toHaveValue('');
    await expect(row.precio).toHaveValue('1');
    const lines = addedLines(page);
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('SRV-INST');
    await expect(lines.first()).toContainText('Instalación eléctrica');
    await expect(lines.first()).toContainText('$ 45.00');
    await lines.first().getByRole('button', { name: 'Eliminar' }).click();
    await expect(lines).toHaveCount(0);
  });

  test('totales con IVA 15% y 0%, y el monto del diálogo de confirmación', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'SRV-INST', { cantidad: 2, descuento: 5 });
    await addByCode(page, 'SRV-ASE');
    await expect(addedLines(page)).toHaveCount(2);
    await expect(amount(page, 'Subtotal 15%')).toHaveText('$ 45.00');
    await expect(amount(page, 'Subtotal 0%')).toHaveText('$ 15.00');
    await expect(amount(page, 'Subtotal sin impuestos')).toHaveText('$ 60.00');
    await expect(amount(page, 'Descuento')).toHaveText('$ 5.00');
    await expect(amount(page, 'IVA 15%')).toHaveText('$ 6.75');
    await expect(amount(page, 'Total')).toHaveText('$ 66.75');

    await chooseConsumidorFinal(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
    await expect(confirm).toContainText('Confirmar emisión del documento por el siguiente monto: $ 66.75');
    await expect(confirm.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(addedLines(page)).toHaveCount(2);
  });

  test('Info adicional guarda filas de nombre y valor y se cierra', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.getByRole('button', { name: 'Info adicional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Información adicional' });
    await dialog.getByLabel('Nombre').fill('Vendedor');
    await dialog.getByLabel('Valor').fill('Ana');
    await dialog.getByRole('button', { name: 'Agregar fila' }).click();
    await dialog.getByLabel('Nombre').nth(1).fill('Forma de pago');
    await dialog.getByLabel('Valor').nth(1).fill('Efectivo');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const summary = page.getByRole('region', { name: 'Información adicional' });
    await expect(summary).toContainText('Vendedor');
    await expect(summary).toContainText('Efectivo');
  });
});

test.describe('Nueva factura: buscador de productos', () => {
  test('pestañas, búsqueda y productos sin inventario', async ({ page }) => {
    await openInvoiceScreen(page);
    const picker = await openPicker(page);
    await expect(picker.getByRole('tab')).toHaveText(['Todos', 'Inventariados', 'No Inventariados']);
    await expect(picker.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('button', { name: /Producto descontinuado/ })).toHaveCount(0);

    await picker.getByRole('tab', { name: 'No Inventariados', exact: true }).click();
    await expect(picker.getByRole('button', { name: /Entrega a domicilio/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Cemento Holcim/ })).toHaveCount(0);
    await picker.getByRole('tab', { name: 'Inventariados', exact: true }).click();
    await expect(picker.getByRole('button', { name: /Cemento Holcim/ })).toBeVisible();
    await expect(picker.getByRole('button', { name: /Entrega a domicilio/ })).toHaveCount(0);

    await picker.getByRole('tab', { name: 'Todos' }).click();
    // Name, code and description, case-insensitive.
    await picker.getByLabel('Buscar').fill('GALÓN');
    await expect(picker.getByRole('button', { name: /Pintura látex blanca/ })).toBeVisible();
    await picker.getByLabel('Buscar').fill('srv-ent');
    await expect(picker.getByRole('button', { name: /Entrega a domicilio/ })).toBeVisible();
    await picker.getByLabel('Buscar').fill('zzz no existe');
    await expect(picker.getByText('No se encontraron productos')).toBeVisible();

    await picker.getByLabel('Buscar').fill('entrega');
    await picker.getByRole('button', { name: /Entrega a domicilio/ }).click();
    await expect(picker).toBeHidden();
    const row = entryRow(page);
    await expect(row.codigo).toHaveValue('SRV-ENT');
    await expect(row.descripcion).toHaveValue('Entrega a domicilio');
    await expect(row.precio).toHaveValue('5');
    await expect(row.cantidad).toHaveValue('1');
    await expect(row.descuento).toHaveValue('0');
    await expect(row.cantidad).toBeFocused();
    await row.agregar.click();
    await expect(addedLines(page)).toHaveCount(1);
  });

  test('un producto inventariado muestra sus items, con botón para volver', async ({ page, request }) => {
    const token = await apiToken(request);
    const [cemento] = await apiItems(request, token, { busqueda: 'CEM-50', almacen: 'Bodega Principal' });
    await openInvoiceScreen(page);
    const picker = await openPicker(page);
    await picker.getByLabel('Buscar').fill('cemento');
    await picker.getByRole('button', { name: /Cemento Holcim/ }).click();
    await expect(picker.getByText(`Stock disponible: ${cemento!.stock}`)).toBeVisible();
    await picker.getByRole('button', { name: 'Volver' }).click();
    await expect(picker.getByLabel('Buscar')).toHaveValue('cemento');
    await picker.getByRole('button', { name: /Cemento Holcim/ }).click();
    await picker.getByRole('button', { name: /Stock disponible/ }).click();
    await expect(entryRow(page).codigo).toHaveValue('CEM-50');
    await expect(entryRow(page).serie).toHaveValue('');

    const serials = await apiItems(request, token, {
      busqueda: 'CEL-A15',
      almacen: 'Bodega Principal',
      status: 'DISPONIBLE',
    });
    const reopened = await openPicker(page);
    await reopened.getByLabel('Buscar').fill('CEL-A15');
    await reopened.getByRole('button', { name: /Celular Samsung/ }).click();
    await reopened.getByRole('button', { name: new RegExp(serials[0]!.numero_serie!) }).click();
    await expect(entryRow(page).serie).toHaveValue(serials[0]!.numero_serie!);
    await expect(entryRow(page).cantidad).toBeDisabled();
    await expect(entryRow(page).precio).toBeFocused();
  });

  test('estados vacíos: sin items en el almacén y sin almacén elegido', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.getByLabel('Almacén').selectOption({ label: 'Sucursal Manta (Manta)' });
    let picker = await openPicker(page);
    await picker.getByLabel('Buscar').fill('arroz');
    await picker.getByRole('button', { name: /Arroz blanco/ }).click();
    await expect(
      picker.getByText('No hay items disponibles para Arroz blanco en el almacén seleccionado'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByLabel('Almacén').selectOption({ label: 'Seleccionar...' });
    picker = await openPicker(page);
    await picker.getByLabel('Buscar').fill('cemento');
    await picker.getByRole('button', { name: /Cemento Holcim/ }).click();
    await expect(picker.getByText('Debe seleccionar un almacén para ver los items disponibles')).toBeVisible();
  });
});

test.describe('Nueva factura: reglas al agregar (spec 01 §5)', () => {
  test('código y descripción obligatorios', async ({ page }) => {
    await openInvoiceScreen(page);
    await entryRow(page).agregar.click();
    await expectWarning(page, 'Debe ingresar el código y descripción para agregar el producto.');
  });

  test('serie en un producto sin serie, y serie faltante en un serializado', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'CEM-50', { serie: 'ABC-1' });
    await expectWarning(page, 'Este producto no requiere número de serie');
    await addByCode(page, 'CEL-A15');
    await expectWarning(page, 'Este producto requiere un número de serie');
  });

  test('el producto debe existir en el almacén seleccionado', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'CEL-A15', { serie: 'SN-QUE-NO-EXISTE' });
    await expectWarning(page, 'El producto no existe en el almacén seleccionado');
  });

  test('un item de otro almacén no se agrega', async ({ page, request }) => {
    const token = await apiToken(request);
    const [enManta] = await apiItems(request, token, { busqueda: 'CEL-A15', almacen: 'Sucursal Manta' });
    await openInvoiceScreen(page);
    await addByCode(page, 'CEL-A15', { serie: enManta!.numero_serie! });
    await expectWarning(
      page,
      'El producto seleccionado pertenece a Sucursal Manta. Solo puede agregar productos de Bodega Principal.',
    );

    // An item chosen before the warehouse changed belongs to the previous warehouse.
    const picker = await openPicker(page);
    await picker.getByLabel('Buscar').fill('CEL-A15');
    await picker.getByRole('button', { name: /Celular Samsung/ }).click();
    await picker
      .getByRole('button', { name: /SN-A15/ })
      .first()
      .click();
    await page.getByLabel('Almacén').selectOption({ label: 'Sucursal Manta (Manta)' });
    await entryRow(page).agregar.click();
    await expectWarning(
      page,
      'El producto seleccionado pertenece a Bodega Principal. Solo puede agregar productos de Sucursal Manta.',
    );
  });

  test('no se repite un número de serie', async ({ page, request }) => {
    const token = await apiToken(request);
    const available = await apiItems(request, token, { almacen: 'Bodega Principal', status: 'DISPONIBLE' });
    const serial = available.find((item) => item.numero_serie)!;
    await openInvoiceScreen(page);
    await addByCode(page, serial.producto_codigo, { serie: serial.numero_serie! });
    await expect(addedLines(page)).toHaveCount(1);
    await addByCode(page, serial.producto_codigo, { serie: serial.numero_serie! });
    await expectWarning(page, 'No puede ingresar otro item con el mismo número de serie.');
  });

  test('el stock se controla con la cantidad acumulada', async ({ page, request }) => {
    const token = await apiToken(request);
    const [pintura] = await apiItems(request, token, { busqueda: 'PIN-BLA', almacen: 'Bodega Principal' });
    const stock = pintura!.stock;
    await openInvoiceScreen(page);
    await addByCode(page, 'PIN-BLA', { cantidad: stock + 1 });
    await expectWarning(page, `Stock insuficiente en el almacén seleccionado: Stock disponible: ${stock}`);
    await addByCode(page, 'PIN-BLA', { cantidad: stock - 1 });
    await expect(addedLines(page)).toHaveCount(1);
    await addByCode(page, 'PIN-BLA', { cantidad: 2 });
    await expectWarning(page, `Stock insuficiente en el almacén seleccionado: Stock disponible: ${stock}`);
  });

  test('un producto sin inventario no repite su código', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'SRV-ENT');
    await addByCode(page, 'SRV-ENT');
    await expectWarning(page, 'No puede ingresar otro producto con un mismo código.');
    await expect(addedLines(page)).toHaveCount(1);
  });

  test('cambiar de almacén vacía la lista de items', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'SRV-ENT');
    await expect(addedLines(page)).toHaveCount(1);
    await page.getByLabel('Almacén').selectOption({ label: 'Sucursal Manta (Manta)' });
    await expect(addedLines(page)).toHaveCount(0);
  });

  test('sin productos no se puede emitir', async ({ page }) => {
    await openInvoiceScreen(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sin productos' });
    await expect(dialog).toContainText('Debe ingresar al menos un producto para poder emitir el documento.');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('el comprador se valida al emitir', async ({ page }) => {
    await openInvoiceScreen(page);
    await addByCode(page, 'SRV-ENT');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectWarning(page, 'La cedula/RUC no es válida.');
  });
});
