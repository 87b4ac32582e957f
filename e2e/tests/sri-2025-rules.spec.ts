import { formatFechaSri, numeroDocumento } from '@facturador/shared/domain';
import {
  ANULACION_EN_SRI_EN_LINEA_TEXT,
  fechaLimiteAnulacion,
  notaCreditoViolation,
  SRI_EN_LINEA_URL,
} from '@facturador/shared/domain/documents';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { issue, listedDocument, serviceInvoice, waitForEstado } from '../support/documents-api';

/** Issue #24 on screen: 'Anular' and 'Nota de Crédito' under the 2025 SRI rules, in Mis Comprobantes. */

const card = (page: Page, claveAcceso: string) => page.getByRole('article', { name: numeroDocumento(claveAcceso) });

async function openCard(page: Page, claveAcceso: string) {
  await openAdmin(page, 'facturas');
  // By its access key: a number alone may also name a document of the other ambiente.
  await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(claveAcceso);
  await expect(card(page, claveAcceso)).toBeVisible();
  return card(page, claveAcceso);
}

test.describe('Reglas del SRI desde 2025-08-01', () => {
  let api: ApiClient;

  test.beforeAll(async () => {
    api = await ApiClient.login();
  });

  test('«Anular» explica SRI en línea, el plazo y el enlace, y marca el comprobante ANULADO', async ({ page }) => {
    const clave = await issue(api);
    await waitForEstado(api, clave, ['AUTORIZADA']);
    const documento = await openCard(page, clave);
    await documento.getByRole('button', { name: 'Anular' }).click();

    const dialog = page.getByRole('dialog', { name: `Anular ${numeroDocumento(clave)}` });
    await expect(dialog.getByText(ANULACION_EN_SRI_EN_LINEA_TEXT)).toBeVisible();
    await expect(dialog).toContainText(`hasta el ${fechaLimiteAnulacion(formatFechaSri(new Date()))}`);
    await expect(dialog.getByRole('link', { name: 'Abrir SRI en línea' })).toHaveAttribute('href', SRI_EN_LINEA_URL);

    await dialog.getByRole('button', { name: 'Ya lo anulé en SRI en línea' }).click();
    await expect(dialog.getByText('Indique el motivo de la anulación')).toBeVisible();
    await dialog.getByLabel('Motivo de la anulación').fill('Precio equivocado');
    await dialog.getByRole('button', { name: 'Ya lo anulé en SRI en línea' }).click();
    await expect(dialog).toBeHidden();
    await expect(documento).toContainText('ANULADA');
    expect((await listedDocument(api, clave))?.estado).toBe('ANULADA');
  });

  test('«Nota de Crédito» de una factura a consumidor final explica la regla en lugar de abrirse', async ({ page }) => {
    const body = serviceInvoice();
    body.factura.comprador = {
      tipoIdentificacion: '07',
      razonSocialComprador: 'CONSUMIDOR FINAL',
      identificacionComprador: '9999999999999',
      direccionComprador: 'SIN DIRECCION',
      emailComprador: '',
    };
    // As the invoice screen sends it: infoAdicional starts with Email, 'Sin correo' for consumidor final.
    body.factura.infoAdicional = [{ nombre: 'Email', valor: 'Sin correo' }];
    const { claveAcceso } = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', body);
    await waitForEstado(api, claveAcceso, ['AUTORIZADA']);
    const documento = await openCard(page, claveAcceso);

    await documento.getByRole('button', { name: 'Nota de Crédito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nota de Crédito no permitida' });
    const regla = notaCreditoViolation({
      identificacionComprador: '9999999999999',
      fechaEmision: formatFechaSri(new Date()),
    })!;
    await expect(dialog.getByRole('alert')).toHaveText(regla);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page).toHaveURL(/\/admin\/facturas/);
  });
});
