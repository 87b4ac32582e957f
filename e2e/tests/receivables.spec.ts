import { newRuc } from '@facturador/api/testing';
import { numeroDocumento } from '@facturador/shared/domain';
import { cobroExcedeSaldoMessage } from '@facturador/shared/domain/receivables';
import { expect, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { serviceInvoice, waitForEstado } from '../support/documents-api';

/**
 * Issue #23 on screen: a credit invoice ($ 28.75 at 30 days, PRUEBAS like the rest of the suite)
 * appears in «Cuentas por cobrar»; «Registrar cobro» from the customer's statement lowers its
 * balance, a payment above the balance is refused with the API's message, and the invoice's card
 * in Documentos shows the balance and the payment.
 */
test.describe('Cuentas por cobrar', () => {
  const ruc = newRuc();
  const cliente = `CLIENTE A CREDITO ${ruc.slice(3, 9)}`;
  let claveAcceso = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const api = await ApiClient.login();
    const body = serviceInvoice();
    body.factura.comprador = {
      ...body.factura.comprador,
      tipoIdentificacion: '04',
      razonSocialComprador: cliente,
      identificacionComprador: ruc,
    };
    const factura = { ...body.factura, pagos: [{ formaPago: '20', total: 28.75, plazo: 30, unidadTiempo: 'dias' }] };
    ({ claveAcceso } = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', { ...body, factura }));
    await waitForEstado(api, claveAcceso, ['AUTORIZADA']);
  });

  for (const width of [1280, 360]) {
    test(`at ${width} px the ageing table fits its card and «Estado de cuenta» is in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAdmin(page, 'cuentas-por-cobrar');
      await page.getByLabel('Ver ambiente de PRUEBAS').check();
      await page.getByLabel('Buscar cliente').fill(ruc);
      const table = page.getByRole('table', { name: 'Antigüedad de saldos por cliente' });
      const button = table.getByRole('button', { name: `Estado de cuenta de ${cliente}` });
      await expect(button).toBeInViewport();
      if (width === 1280) {
        // Every column, «Más de 90 días» included, within the card: nothing to scroll to.
        const region = page.getByRole('group', { name: 'Antigüedad de saldos por cliente' });
        const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(table.getByRole('columnheader', { name: 'Más de 90 días' })).toBeInViewport();
      }
      await button.click();
      await expect(page.getByRole('region', { name: `Estado de cuenta de ${cliente}` })).toBeVisible();
    });
  }

  test('registers a payment from the ageing table and the statement', async ({ page }) => {
    const numero = numeroDocumento(claveAcceso);
    await openAdmin(page, 'cuentas-por-cobrar');
    await expect(page.getByRole('heading', { name: 'Cuentas por cobrar', level: 1 })).toBeVisible();
    await page.getByLabel('Ver ambiente de PRUEBAS').check();
    await page.getByLabel('Buscar cliente').fill(ruc);
    const table = page.getByRole('table', { name: 'Antigüedad de saldos por cliente' });
    const row = table.getByRole('row', { name: new RegExp(cliente) });
    await expect(row).toContainText('$ 28.75');

    await row.getByRole('button', { name: `Estado de cuenta de ${cliente}` }).click();
    const statement = page.getByRole('region', { name: `Estado de cuenta de ${cliente}` });
    await statement.getByRole('button', { name: `Registrar cobro de la factura ${numero}` }).click();
    const dialog = page.getByRole('dialog', { name: `Registrar cobro de la factura ${numero}` });
    await expect(dialog.getByLabel('Valor del cobro')).toHaveValue('28.75');
    await dialog.getByLabel('Valor del cobro').fill('10.00');
    await dialog.getByLabel('Forma de pago').selectOption('20');
    await dialog.getByLabel('Referencia (opcional)').fill('Transferencia 5521');
    await dialog.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(dialog).toBeHidden();
    await expect(statement.getByRole('status')).toHaveText('Cobro registrado');
    await expect(statement.getByRole('table', { name: 'Movimientos del estado de cuenta' })).toContainText(
      'Transferencia 5521',
    );
    await expect(row).toContainText('$ 18.75');

    // Above the balance: the API's 409 message, in the dialog.
    await statement.getByRole('button', { name: `Registrar cobro de la factura ${numero}` }).click();
    await dialog.getByLabel('Valor del cobro').fill('20');
    await dialog.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(dialog).toContainText(cobroExcedeSaldoMessage(20, 18.75));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The invoice's card in Documentos.
    await page.goto('/admin/facturas');
    await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(numero);
    const card = page.getByRole('article', { name: numero });
    const cuenta = card.getByRole('region', { name: 'Saldo y cobros' });
    await expect(cuenta).toContainText('$ 18.75');
    await expect(cuenta.getByRole('list', { name: 'Cobros' })).toContainText('Transferencia 5521');
  });
});
