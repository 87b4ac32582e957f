import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/admin-pages';
import { addByCode } from '../support/invoice';

/**
 * Issue 27: a merchant brings its catalogue as a spreadsheet (500 rows, 3 of them bad), imports it with its stock
 * and invoices one of the imported products to a buyer it never registered, whom the SRI's registry (the
 * simulator's catastro) fills in.
 */
const prefix = `E${Date.now().toString(36).toUpperCase()}`;
const HEADER = 'Código;Nombre;Descripción;Precio;IVA;Unidad;Inventariado;Stock mínimo;Stock Bodega Principal';

function catalogue(): Buffer {
  const rows = Array.from({ length: 500 }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return `${prefix}-${n};Importado ${prefix} ${n};Desde Excel;4,50;IVA 15%;unidad;sí;1;20`;
  });
  rows[9] = `${prefix}-010;Sin precio;;0;IVA 15%;unidad;sí;1;20`;
  rows[19] = `${prefix}-020;;;3;IVA 15%;unidad;sí;1;20`;
  rows[29] = `${prefix}-030;IVA raro;;3;IVA 99%;unidad;sí;1;20`;
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
}

test('importa 497 de 500 productos con su stock y factura uno a un comprador del catastro', async ({ page }) => {
  await openAdmin(page, 'importar-productos');
  await expect(page.getByRole('heading', { name: 'Importar productos' })).toBeVisible();
  await page.getByLabel('Archivo (CSV o Excel)').setInputFiles({
    name: 'catalogo.csv',
    mimeType: 'text/csv',
    buffer: catalogue(),
  });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByText('497 para crear, 0 para actualizar, 3 rechazadas')).toBeVisible();
  const rechazadas = page.getByRole('table', { name: 'Filas rechazadas' });
  await expect(rechazadas.getByRole('row')).toHaveCount(4);
  await expect(rechazadas).toContainText('El precio debe ser mayor que 0');
  await expect(rechazadas).toContainText('El nombre es obligatorio');
  await expect(rechazadas).toContainText('El IVA debe ser');
  await page.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(page.getByText('Productos importados: 497 creados, 0 actualizados.')).toBeVisible();

  await page.goto('/nueva-factura');
  await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
  const numero = page.getByLabel('Número de documento');
  await numero.fill('1710034065');
  await numero.press('Enter');
  // Not a customer yet, but the SRI's registry knows her: it fills what it knows, with no «not found» dialog,
  // and the e-mail is what is left to type.
  await expect(page.getByLabel('Nombre / Razón social')).toHaveValue('TORRES ANDRADE ANA LUCIA');
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('CALLE SUCRE Y OLMEDO, QUITO');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Advertencia' })).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill('ana.torres@example.com');

  await addByCode(page, `${prefix}-001`, { cantidad: 2 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await expect(confirm).toContainText('$ 10.35');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toContainText('Documento enviado con exito');
});
