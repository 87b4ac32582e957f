import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { BEHIND_PROXY, NO_STANDALONE_AREAS } from '../support/deployment';
import { BUYER, issue, waitForEstado } from '../support/documents-api';

/**
 * The public invoice page (spec 02 §2, §7, §8): a customer opens /descargar-factura/{clave}, in the
 * shell and on the area's own port, sees the RIDE built in the browser, saves it under the document number and
 * downloads the authorized XML. The document is issued through the API first, as the invoice screen
 * does, and waited for until the SRI simulator authorizes it.
 */

const STANDALONE_URL = `http://localhost:${process.env.MF_PUBLIC_RIDE_PORT ?? 3004}`;
const CLAVE_INCORRECTA =
  'La clave de acceso no es correcta o no se ha emitido desde este sistema. Si cree que es un error, consulte con el administrador del sistema.';
/** 49 digits with a valid check digit that no emisor of the suite has issued. */
const CLAVE_DESCONOCIDA = '1811202301179001691900120721260002540020711013510';
const HAS_PDFTOTEXT = spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

async function openRide(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Visualiza tu factura' })).toBeVisible();
  await expect(page.getByText('Haz clic en el botón para ver la factura')).toBeVisible();
  await page.getByRole('button', { name: 'Ver factura' }).click();
}

/** 'Descargar' saves 001-001-000000123.pdf (the document number, issue #24); its text carries the access key and the buyer. */
async function expectPdfDownload(page: Page, clave: string, outputPath: string) {
  const dialog = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${numeroDocumento(clave)}.pdf`);
  await download.saveAs(outputPath);
  expect(readFileSync(outputPath).subarray(0, 5).toString()).toBe('%PDF-');
  if (!HAS_PDFTOTEXT) {
    test.info().annotations.push({ type: 'omitido', description: 'pdftotext no está instalado (poppler-utils)' });
    return;
  }
  const text = pdfText(outputPath);
  expect(text).toContain(clave);
  expect(text).toContain(BUYER.razonSocial);
  expect(text).toContain(`FACTURA No. ${numeroDocumento(clave)}`);
}

test.describe('Factura emitida', () => {
  let clave: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const api = await ApiClient.login();
    clave = await issue(api);
    await waitForEstado(api, clave, ['AUTORIZADA']);
  });

  test('en la suite: el PDF en pantalla completa, Descargar guarda el PDF con el número del comprobante, y el XML autorizado', async ({
    page,
  }, testInfo) => {
    await openRide(page, `/descargar-factura/${clave}`);
    const dialog = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(frame).toHaveAttribute('title', `Factura ${numeroDocumento(clave)}`);

    await expectPdfDownload(page, clave, testInfo.outputPath('factura.pdf'));

    const xmlDownloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Descargar XML' }).click();
    const xml = await xmlDownloading;
    expect(xml.suggestedFilename()).toBe(`${clave}.xml`);
    const xmlPath = testInfo.outputPath('factura.xml');
    await xml.saveAs(xmlPath);
    const xmlText = readFileSync(xmlPath, 'utf8');
    expect(xmlText).toContain('<autorizacion');
    expect(xmlText).toContain(clave);

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ver factura' })).toBeFocused();
  });

  test('en su propio puerto (sin la suite): el mismo PDF y la misma descarga', async ({ page }, testInfo) => {
    test.skip(BEHIND_PROXY, NO_STANDALONE_AREAS);
    await openRide(page, `${STANDALONE_URL}/descargar-factura/${clave}`);
    const dialog = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
    await expect(dialog.locator('iframe')).toBeVisible();
    await expectPdfDownload(page, clave, testInfo.outputPath('factura.pdf'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('en un teléfono de 360 px (el enlace de WhatsApp): el resumen, «Ver factura» y «Descargar» sin zoom ni desplazamiento horizontal', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const noHorizontalScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    await page.goto(`/descargar-factura/${clave}`);
    const summary = page.locator('dl').filter({ hasText: 'Emisor' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(numeroDocumento(clave));
    await expect(summary).toContainText('Fecha');
    await expect(summary).toContainText('$ 28.75');
    await noHorizontalScroll();
    const viewButton = page.getByRole('button', { name: 'Ver factura' });
    await expect(viewButton).toBeInViewport();
    await viewButton.click();
    const dialog = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
    await expect(dialog.locator('iframe')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Descargar', exact: true })).toBeInViewport({ ratio: 1 });
    await noHorizontalScroll();
  });

  test('mientras carga, el botón espera; al volver a abrir no se vuelve a pedir la factura', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((done) => {
      release = done;
    });
    let requests = 0;
    await page.route('**/api/factura_ride/**', async (route) => {
      requests++;
      await released;
      await route.continue();
    });
    await openRide(page, `/descargar-factura/${clave}`);
    await expect(page.getByRole('status')).toHaveText('Cargando factura...');
    await expect(page.getByRole('button', { name: 'Ver factura' })).toBeDisabled();
    release();
    const dialog = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Ver factura' }).click();
    await expect(dialog).toBeVisible();
    expect(requests).toBe(1);
  });
});

test.describe('Clave que no existe', () => {
  test('una clave desconocida muestra la alerta de la especificación y ningún PDF', async ({ page }) => {
    await openRide(page, `/descargar-factura/${CLAVE_DESCONOCIDA}`);
    await expect(page.getByRole('alert')).toHaveText(CLAVE_INCORRECTA);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('una clave mal formada, en su propio puerto, muestra la misma alerta', async ({ page }) => {
    test.skip(BEHIND_PROXY, NO_STANDALONE_AREAS);
    await openRide(page, `${STANDALONE_URL}/descargar-factura/no-es-una-clave`);
    await expect(page.getByRole('alert')).toHaveText(CLAVE_INCORRECTA);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
