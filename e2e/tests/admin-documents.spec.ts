import { numeroDocumento, parseClaveAcceso } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { BUYER, documentCount, issue, todayInEcuador, waitForEstado } from '../support/documents-api';

/** Mis Comprobantes (spec 02 §2, §4, §8): cards, filters, paging and the actions each estado allows. */

const card = (page: Page, claveAcceso: string) => page.getByRole('article', { name: numeroDocumento(claveAcceso) });
const search = (page: Page) => page.getByLabel('Buscar por cédula/RUC/secuencial');

test.describe('Mis Comprobantes', () => {
  test('los filtros vacíos no se envían y la búsqueda espera a que se deje de escribir', async ({ page }) => {
    const requests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/facturas')) requests.push(new URL(request.url()));
    });
    await openAdmin(page, 'facturas');
    await expect(page.getByRole('heading', { name: 'Mis Comprobantes' })).toBeVisible();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect([...requests[0]!.searchParams.keys()].sort()).toEqual(['limite']);

    await search(page).pressSequentially('0000000', { delay: 40 });
    await expect.poll(() => requests.at(-1)?.searchParams.get('filtro')).toBe('0000000');
    // One request for the whole word: the keystrokes in between were not sent.
    expect(requests.filter((url) => url.searchParams.has('filtro'))).toHaveLength(1);
    expect(requests.at(-1)!.searchParams.has('fecha_inicio')).toBe(false);

    await page.getByLabel('Fecha de inicio').fill('2099-01-01');
    await expect.poll(() => requests.at(-1)?.searchParams.get('fecha_inicio')).toBe('2099-01-01');
    expect(requests.at(-1)!.searchParams.has('fecha_fin')).toBe(false);
    await expect(page.getByText('No se encontraron comprobantes')).toBeVisible();
  });

  test('si la lista no se puede cargar se muestra el aviso', async ({ page }) => {
    await signInAndBreakList(page);
    await expect(page.getByRole('alert')).toHaveText(
      'No es posible realizar la solicitud en este momento. Inténtelo nuevamente más tarde.',
    );
  });

  test.describe('con comprobantes emitidos', () => {
    let api: ApiClient;
    const claves = { autorizada: '', noRecibida: '', enProceso: '', noAutorizada: '' };

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      api = await ApiClient.login();
      claves.autorizada = await issue(api);
      claves.noRecibida = await issue(api, 'devuelta:35');
      claves.enProceso = await issue(api, 'en-proceso');
      claves.noAutorizada = await issue(api, 'no-autorizado:39');
      await waitForEstado(api, claves.autorizada, ['AUTORIZADA']);
      await waitForEstado(api, claves.noAutorizada, ['NO AUTORIZADA']);
      await waitForEstado(api, claves.noRecibida, ['NO RECIBIDA']);
      await waitForEstado(api, claves.enProceso, ['RECIBIDA', 'POR AUTORIZAR']);
    });

    test('cada tarjeta muestra el comprobante y solo las acciones que su estado permite', async ({ page, context }) => {
      await openAdmin(page, 'facturas');
      await search(page).fill(BUYER.identificacion);

      const autorizada = card(page, claves.autorizada);
      await expect(autorizada).toContainText('Factura');
      await expect(autorizada).toContainText('AUTORIZADA');
      await expect(autorizada).toContainText(claves.autorizada);
      await expect(autorizada).toContainText('USD');
      await expect(autorizada).toContainText(BUYER.razonSocial);
      await expect(autorizada).toContainText(BUYER.identificacion);
      await expect(autorizada).toContainText(BUYER.direccion);
      await expect(autorizada).toContainText('$ 28.75');
      await expect(autorizada.getByRole('button', { name: 'Actualizar estado' })).toBeDisabled();
      await expect(autorizada.getByRole('button', { name: 'Reenviar', exact: true })).toBeDisabled();
      await expect(autorizada.getByRole('link', { name: 'Nota de Crédito' })).toHaveAttribute(
        'href',
        `/nueva-factura?claveAcceso=${claves.autorizada}&esNotaDeCredito=true`,
      );
      const popup = context.waitForEvent('page');
      await autorizada.getByRole('button', { name: 'Descargar' }).click();
      const download = await popup;
      await expect(download).toHaveURL(new RegExp(`/descargar-factura/${claves.autorizada}$`));
      await download.close();

      const noRecibida = card(page, claves.noRecibida);
      await expect(noRecibida).toContainText('NO RECIBIDA');
      await expect(noRecibida.getByRole('button', { name: 'Actualizar estado' })).toBeDisabled();
      await expect(noRecibida.getByRole('button', { name: 'Descargar' })).toBeDisabled();
      await expect(noRecibida.getByRole('link', { name: 'Nota de Crédito' })).toHaveCount(0);
      await noRecibida.getByRole('button', { name: 'Reenviar', exact: true }).click();
      // The simulator keeps returning this document: the server answers its estado, no error.
      await expect(noRecibida.getByRole('button', { name: 'Reenviar', exact: true })).toBeVisible();
      await expect(noRecibida.getByRole('alert')).toHaveCount(0);
      await expect(noRecibida).toContainText('NO RECIBIDA');

      const enProceso = card(page, claves.enProceso);
      await expect(enProceso).toContainText(/RECIBIDA|POR AUTORIZAR/);
      await expect(enProceso.getByRole('button', { name: 'Reenviar', exact: true })).toBeDisabled();
      await expect(enProceso.getByRole('button', { name: 'Descargar' })).toBeDisabled();
      await expect(enProceso.getByRole('link', { name: 'Nota de Crédito' })).toHaveCount(0);
      await enProceso.getByRole('button', { name: 'Actualizar estado' }).click();
      await expect(enProceso.getByRole('button', { name: 'Actualizar estado' })).toBeEnabled();
      await expect(enProceso.getByRole('alert')).toHaveCount(0);

      // The credit note starts in the invoice screen (a shell route) without reloading.
      await autorizada.getByRole('link', { name: 'Nota de Crédito' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/nueva-factura\\?claveAcceso=${claves.autorizada}&esNotaDeCredito=true$`),
      );
    });

    test('los mensajes del SRI se ven en un comprobante rechazado, y el resultado de Reenviar y Actualizar estado', async ({
      page,
    }) => {
      await openAdmin(page, 'facturas');
      await search(page).fill(numeroDocumento(claves.noAutorizada));

      // NO AUTORIZADA: SRI's code, message, additional information and type, as SRI returned them.
      const noAutorizada = card(page, claves.noAutorizada);
      await expect(noAutorizada).toContainText('NO AUTORIZADA');
      const rechazo = noAutorizada.getByRole('region', { name: 'Mensajes del SRI' });
      await expect(rechazo.getByRole('listitem')).toHaveCount(1);
      await expect(rechazo.getByRole('listitem')).toHaveText(
        '39 FIRMA INVALIDA (ERROR) La firma es invalida [Firma inválida (firma y/o certificados alterados)]',
      );

      // NO RECIBIDA: the reception's messages; 'Reenviar' says what happened and shows the new answer.
      await search(page).fill(numeroDocumento(claves.noRecibida));
      const noRecibida = card(page, claves.noRecibida);
      const devuelta = noRecibida.getByRole('region', { name: 'Mensajes del SRI' });
      await expect(devuelta).toContainText('35 ARCHIVO NO CUMPLE ESTRUCTURA XML');
      await expect(devuelta).toContainText('Se encontró el siguiente error en la estructura del comprobante.');
      await expect(noRecibida.getByRole('status')).toHaveCount(0);
      await noRecibida.getByRole('button', { name: 'Reenviar', exact: true }).click();
      await expect(noRecibida.getByRole('status')).toHaveText('Reenviar: el documento sigue NO RECIBIDA.');
      await expect(devuelta).toContainText('35 ARCHIVO NO CUMPLE ESTRUCTURA XML');

      // EN PROCESO: 'Actualizar estado' answers that it still waits.
      await search(page).fill(numeroDocumento(claves.enProceso));
      const enProceso = card(page, claves.enProceso);
      await enProceso.getByRole('button', { name: 'Actualizar estado' }).click();
      await expect(enProceso.getByRole('status')).toHaveText(
        /^Actualizar estado: el documento sigue (RECIBIDA|POR AUTORIZAR)\.$/,
      );

      // An authorized document shows no SRI messages.
      await search(page).fill(numeroDocumento(claves.autorizada));
      await expect(card(page, claves.autorizada)).toBeVisible();
      await expect(card(page, claves.autorizada).getByRole('region', { name: 'Mensajes del SRI' })).toHaveCount(0);
    });

    test('filtra por secuencial, por cédula y por fechas', async ({ page }) => {
      await openAdmin(page, 'facturas');
      const cards = page.getByRole('article');
      await search(page).fill(numeroDocumento(claves.enProceso));
      await expect(cards).toHaveCount(1);
      await expect(card(page, claves.enProceso)).toBeVisible();
      await search(page).fill(parseClaveAcceso(claves.enProceso)!.secuencial);
      await expect(cards).toHaveCount(1);

      await search(page).fill(BUYER.identificacion);
      await expect(card(page, claves.autorizada)).toBeVisible();
      for (const text of await cards.allTextContents()) expect(text).toContain(BUYER.identificacion);

      await page.getByLabel('Fecha de inicio').fill(todayInEcuador());
      await page.getByLabel('Fecha de fin').fill(todayInEcuador());
      await expect(card(page, claves.autorizada)).toBeVisible();
      await page.getByLabel('Fecha de inicio').fill(todayInEcuador(1));
      await page.getByLabel('Fecha de fin').fill('');
      await expect(page.getByText('No se encontraron comprobantes')).toBeVisible();
    });

    test('las listas largas se cargan por páginas con Cargar más', async ({ page }) => {
      test.setTimeout(120_000);
      for (let count = await documentCount(api); count < 21; count++) await issue(api);
      await openAdmin(page, 'facturas');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(20);
      await page.getByRole('button', { name: 'Cargar más' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
    });
  });
});

async function signInAndBreakList(page: Page) {
  await page.route('**/api/facturas?**', (route) => route.abort('connectionrefused'));
  await openAdmin(page, 'facturas');
}
