import { execFileSync } from 'node:child_process';
import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { waitForEstado } from '../support/documents-api';
import { API_URL, addByCode, addedLines, amount, chooseConsumidorFinal, openInvoiceScreen } from '../support/invoice';

/**
 * ICE and IRBPNR end to end (issue #21): the counter shows each line's taxes from its product and the
 * totals, the SRI simulator authorizes the XML that carries them, the RIDE prints them.
 */
async function send(page: Page, total: string): Promise<string> {
  await page.getByRole('button', { name: 'Enviar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await expect(confirm).toContainText(`Confirmar emisión del documento por el siguiente monto: $ ${total}`);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/facturar'));
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  const sent = (await (await answer).json()) as { claveAcceso: string; SRI: { estado: string } };
  expect(sent.SRI.estado).toBe('RECIBIDA');
  await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toBeVisible();
  return sent.claveAcceso;
}

async function authorizedXml(usuario: string, clave: string): Promise<string> {
  await waitForEstado(await ApiClient.login(usuario), clave, ['AUTORIZADA']);
  return (await fetch(`${API_URL}/api/factura_xml/${clave}`)).text();
}

test('6 gaseosas llevan IRBPNR 5001 de 0.12 en pantalla, en el XML autorizado y en el RIDE', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await openInvoiceScreen(page);
  await chooseConsumidorFinal(page);
  await addByCode(page, 'GAS-500', { cantidad: 6 });
  await expect(addedLines(page).first()).toContainText('IRBPNR 1 botella/u');
  // 6 x 0.50 = 3.00, IVA 15 % 0.45 (IRBPNR outside its base), IRBPNR 0.12.
  await expect(amount(page, 'Subtotal 15%')).toHaveText('$ 3.00');
  await expect(amount(page, 'IVA 15%')).toHaveText('$ 0.45');
  await expect(amount(page, 'IRBPNR')).toHaveText('$ 0.12');
  await expect(amount(page, 'Total')).toHaveText('$ 3.57');
  await expect(page.getByRole('rowheader', { name: 'ICE', exact: true })).toHaveCount(0);

  const clave = await send(page, '3.57');
  const xml = await authorizedXml('demo', clave);
  expect(xml).toContain(
    '<impuesto><codigo>5</codigo><codigoPorcentaje>5001</codigoPorcentaje><tarifa>0.02</tarifa><baseImponible>6.00</baseImponible><valor>0.12</valor></impuesto>',
  );
  expect(xml).toContain('<importeTotal>3.57</importeTotal>');

  await page.goto(`/descargar-factura/${clave}`);
  await page.getByRole('button', { name: 'Ver factura' }).click();
  const ride = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
  const downloading = page.waitForEvent('download');
  await ride.getByRole('button', { name: 'Descargar', exact: true }).click();
  const pdf = testInfo.outputPath('factura.pdf');
  await (await downloading).saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/IRBPNR\s+0\.12/);
  expect(text).toMatch(/VALOR TOTAL\s+3\.57/);
});

test('el ICE de un productor entra en la base del IVA, en pantalla y en el XML', async ({ page }) => {
  test.setTimeout(90_000);
  await openInvoiceScreen(page, 'otra');
  await chooseConsumidorFinal(page);
  await addByCode(page, 'ENERG-250', { cantidad: 4 });
  await expect(addedLines(page).first()).toContainText('ICE 3101 10%');
  // 4 x 1.50 = 6.00; ICE 10 % 0.60; IVA 15 % of 6.60 = 0.99; total 7.59.
  await expect(amount(page, 'Subtotal 15%')).toHaveText('$ 6.60');
  await expect(amount(page, 'ICE')).toHaveText('$ 0.60');
  await expect(amount(page, 'IVA 15%')).toHaveText('$ 0.99');
  await expect(amount(page, 'Total')).toHaveText('$ 7.59');

  const xml = await authorizedXml('otra', await send(page, '7.59'));
  expect(xml).toContain(
    '<impuesto><codigo>2</codigo><codigoPorcentaje>4</codigoPorcentaje><tarifa>15.00</tarifa><baseImponible>6.60</baseImponible><valor>0.99</valor></impuesto>' +
      '<impuesto><codigo>3</codigo><codigoPorcentaje>3101</codigoPorcentaje><tarifa>10.00</tarifa><baseImponible>6.00</baseImponible><valor>0.60</valor></impuesto>',
  );
});
