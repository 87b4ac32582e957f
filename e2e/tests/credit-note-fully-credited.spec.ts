import { FACTURA_ACREDITADA_MESSAGE, formatFechaSri, INFO_ADICIONAL_OBSERVACION } from '@facturador/shared/domain';
import { expect, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { issue, serviceInvoice, waitForEstado } from '../support/documents-api';
import { openInvoiceScreen } from '../support/invoice';

/**
 * Issue 25: an invoice already credited in full says so where the credit note would open, instead
 * of a form (or an old draft of one) with nothing left to credit.
 */
test('una factura ya acreditada por completo lo dice en lugar de abrir la nota de crédito', async ({ page }) => {
  test.setTimeout(90_000);
  const api = await ApiClient.login('demo');
  const clave = await issue(api);
  await waitForEstado(api, clave, ['AUTORIZADA']);

  // The whole invoice back: its one line, as the credit-note screen would send it.
  const { factura } = serviceInvoice();
  const { claveAcceso: nota } = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', {
    factura: {
      ...factura,
      tipoComprobante: 'notaCredito',
      facturaModificada: clave,
      motivoNotaCredito: 'Devolución de producto',
      fechaDocumentoModificado: formatFechaSri(new Date()),
      infoAdicional: [
        ...factura.infoAdicional,
        { nombre: INFO_ADICIONAL_OBSERVACION, valor: 'Devolución de producto' },
      ],
    },
    registrarComprador: false,
  });
  await waitForEstado(api, nota, ['AUTORIZADA']);

  await openInvoiceScreen(page);
  await page.goto(`/nueva-factura?claveAcceso=${clave}&esNotaDeCredito=true`);
  await expect(page.getByRole('heading', { name: 'Nueva Nota de Crédito' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(FACTURA_ACREDITADA_MESSAGE);
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
});
