import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { BUYER, issue, waitForEstado } from '../support/documents-api';

/**
 * The invoice reaches the buyer (issue #12): once AUTORIZADA, the API e-mails the RIDE and the
 * authorized XML through the suite's MailDev; the admin card shows the delivery and resends it.
 */
const MAILDEV_URL = `http://localhost:${process.env.MAILDEV_WEB_PORT ?? 1080}`;

interface InboxMessage {
  subject: string;
  to: { address: string }[];
  attachments?: { filename: string; contentType: string }[];
}

/** MailDev's inbox through its REST API. */
async function inbox(numero: string): Promise<InboxMessage[]> {
  const response = await fetch(`${MAILDEV_URL}/api/email`);
  expect(response.ok).toBe(true);
  const messages = (await response.json()) as InboxMessage[];
  return messages.filter((message) => message.subject.includes(numero));
}

const card = (page: Page, claveAcceso: string) => page.getByRole('article', { name: numeroDocumento(claveAcceso) });

test('la factura autorizada llega al correo del comprador y se puede reenviar desde su tarjeta', async ({ page }) => {
  test.setTimeout(90_000);
  const api = await ApiClient.login();
  const inboxUp = await fetch(`${MAILDEV_URL}/api/email`).then(
    (response) => response.ok,
    () => false,
  );
  expect(inboxUp, `MailDev no responde en ${MAILDEV_URL} (¿SUITE_SKIP=maildev?)`).toBe(true);

  const clave = await issue(api);
  await waitForEstado(api, clave, ['AUTORIZADA']);
  const numero = numeroDocumento(clave);

  await openAdmin(page, 'facturas');
  await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(numero);
  const documento = card(page, clave);
  await expect(documento).toContainText('AUTORIZADA');
  // The list shows the state when it loads: reload until the job has sent the message.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(numero);
    await expect(documento).toContainText('ENVIADO', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(documento).toContainText('Estado del correo');
  await expect(documento).toContainText(BUYER.email);

  const [message] = await inbox(numero);
  expect(message?.subject).toBe(`Factura ${numero} de Comercial El Manaba`);
  expect(message?.to.map((to) => to.address)).toEqual([BUYER.email]);
  expect(message?.attachments?.map((file) => file.filename)).toEqual([`${numero}.pdf`, `${clave}.xml`]);

  await documento.getByRole('button', { name: 'Reenviar correo' }).click();
  const dialog = page.getByRole('dialog', { name: `Reenviar correo ${numero}` });
  await dialog.getByLabel('Enviar a otra dirección (opcional)').fill('contador@example.com');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(documento.getByRole('status')).toHaveText('El correo se enviará en unos segundos.');
  await expect
    .poll(async () => (await inbox(numero)).map((sent) => sent.to.map((to) => to.address).join(',')), {
      timeout: 30_000,
    })
    .toEqual([BUYER.email, 'contador@example.com']);
});
