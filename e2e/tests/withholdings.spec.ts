import { DEMO_AGENTE_RETENCION, DEMO_SALES, demoSaleNumero, demoWithholdingClave } from '@facturador/api/testing';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Issue #22: the demo company registers a retención its customer issued on one of its invoices, by
 * the clave de acceso (the API fetches it from the SRI simulator), and sees it in the list, on the
 * invoice's card and in the month's sales and IVA report.
 */
const sale = DEMO_SALES[0]!;
const clave = demoWithholdingClave(sale);
const numero = '001-001-000002041';

const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('registra una retención recibida por su clave de acceso y la ve en la factura y en el reporte', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/retenciones');
  await expect(page.getByRole('heading', { name: 'Retenciones', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Empresa y cuenta' }).getByRole('link', { name: 'Retenciones' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Registrar retención' }).click();
  const registrar = page.getByRole('dialog', { name: 'Registrar retención recibida' });
  await registrar.getByLabel('Clave de acceso').fill(clave);
  await registrar.getByRole('button', { name: 'Registrar' }).click();

  const detalle = page.getByRole('dialog', { name: `Retención ${numero}` });
  await expect(detalle).toContainText(DEMO_AGENTE_RETENCION.razonSocial);
  const lineas = detalle.getByRole('table', { name: `Líneas de la retención ${numero}` });
  await expect(lineas.getByRole('row', { name: /Renta/ }).getByRole('cell')).toHaveText([
    demoSaleNumero(sale),
    'Renta',
    '3440',
    '$ 400.00',
    '2.75 %',
    '$ 11.00',
  ]);
  await expect(lineas.getByRole('row', { name: /IVA/ }).getByRole('cell')).toHaveText([
    demoSaleNumero(sale),
    'IVA',
    '1',
    '$ 60.00',
    '30 %',
    '$ 18.00',
  ]);
  await detalle.getByRole('button', { name: 'Cerrar' }).click();

  const lista = page.getByRole('table', { name: 'Retenciones recibidas' });
  await expect(lista.getByRole('row', { name: new RegExp(numero) })).toContainText('$ 18.00');

  // The same retención twice: the API's message, nothing added.
  await page.getByRole('button', { name: 'Registrar retención' }).click();
  await registrar.getByLabel('Clave de acceso').fill(clave);
  await registrar.getByRole('button', { name: 'Registrar' }).click();
  await expect(registrar.getByRole('alert')).toHaveText('Esta retención ya está registrada');
  await registrar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(lista.getByRole('row', { name: new RegExp(numero) })).toHaveCount(1);

  // The invoice's card shows it.
  await page.goto('/admin/facturas');
  await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(demoSaleNumero(sale));
  const card = page.getByRole('article', { name: demoSaleNumero(sale) });
  const retenciones = card.getByRole('region', { name: 'Retenciones recibidas' });
  await expect(retenciones).toContainText(`Retención ${numero}`);
  await expect(retenciones).toContainText('Renta $ 11.00 · IVA $ 18.00');

  // The month's sales and IVA report (PRODUCCIÓN, the retención's month).
  await page.goto('/admin/reportes');
  await page.getByLabel('Mes').fill('2026-10');
  await expect(figure(page, 'IVA retenido por clientes')).toHaveText('$ 18.00');
  await expect(figure(page, 'Renta retenida por clientes')).toHaveText('$ 11.00');
});
