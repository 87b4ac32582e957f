import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLAVE_API_INVALIDA_MESSAGE } from '@facturador/shared/domain/integrations';
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/deployment';
import { serviceInvoice } from '../support/documents-api';
import { signIn } from '../support/session';

/** An online shop's webhook receiver on this machine: keeps each delivery's headers and raw body. */
async function startShopReceiver() {
  const deliveries: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let arrived: () => void = () => {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
      arrived();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/facturador`,
    deliveries,
    /** Resolves when the first delivery has arrived (an event, not a clock). */
    first: () => (deliveries.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (arrived = resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('una tienda en línea emite con su clave de API y se entera por webhook de la autorización', async ({ page }) => {
  test.setTimeout(90_000);
  const shop = await startShopReceiver();
  try {
    await signIn(page);
    await page.goto('/admin/integraciones');
    await expect(page.getByRole('heading', { name: 'Integraciones', level: 1 })).toBeVisible();

    // The key: created on screen, its secret shown once.
    const nombre = `Tienda en línea ${Date.now()}`;
    await page.getByRole('button', { name: 'Crear clave de API' }).click();
    const crear = page.getByRole('dialog', { name: 'Crear clave de API' });
    await crear.getByLabel('Nombre de la clave').fill(nombre);
    await crear.getByRole('button', { name: 'Crear clave' }).click();
    const creada = page.getByRole('dialog', { name: 'Clave de API creada' });
    const secretoClave = await creada.getByLabel('Secreto de la clave de API').inputValue();
    expect(secretoClave).toMatch(/^fac_/);
    await creada.getByRole('button', { name: 'Listo, ya lo guardé' }).click();
    await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText('Nunca');

    // The webhook: its signing secret shown once.
    await page.getByRole('button', { name: 'Registrar webhook' }).click();
    const registrar = page.getByRole('dialog', { name: 'Registrar webhook' });
    await registrar.getByLabel('URL del webhook').fill(shop.url);
    await expect(registrar.getByLabel('Comprobante autorizado')).toBeChecked();
    await registrar.getByRole('button', { name: 'Registrar webhook' }).click();
    const registrado = page.getByRole('dialog', { name: 'Webhook registrado' });
    const secretoFirma = await registrado.getByLabel('Secreto de firma del webhook').inputValue();
    expect(secretoFirma).toMatch(/^whsec_/);
    await registrado.getByRole('button', { name: 'Listo, ya lo guardé' }).click();
    await expect(page.getByRole('row', { name: new RegExp(shop.url) })).toBeVisible();

    // The shop emits with the key alone, and hears back without polling.
    const emitted = await fetch(`${API_URL}/api/facturar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': secretoClave, 'idempotency-key': nombre },
      body: JSON.stringify(serviceInvoice()),
    });
    expect(emitted.status).toBe(200);
    const { claveAcceso } = (await emitted.json()) as { claveAcceso: string };
    await shop.first();
    const [delivery] = shop.deliveries;
    const timestamp = String(delivery!.headers['x-facturador-timestamp']);
    const firma = createHmac('sha256', secretoFirma).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(delivery!.headers['x-facturador-firma']).toBe(`v1=${firma}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      evento: 'documento.autorizado',
      datos: { claveAcceso, estado: 'AUTORIZADA' },
    });

    // The delivery log says so too.
    await page.getByRole('button', { name: `Ver entregas de ${shop.url}` }).click();
    const entregas = page.getByRole('dialog', { name: 'Entregas del webhook' });
    await expect(async () => {
      await entregas.getByRole('button', { name: 'Actualizar' }).click();
      await expect(entregas.getByRole('row', { name: /Comprobante autorizado/ })).toContainText('ENTREGADA', {
        timeout: 1_000,
      });
    }).toPass();
    await entregas.getByRole('button', { name: 'Cerrar' }).click();

    // Revoked on screen: the shop's next call is refused.
    await page.getByRole('button', { name: `Revocar clave ${nombre}` }).click();
    await page
      .getByRole('dialog', { name: 'Revocar clave de API' })
      .getByRole('button', { name: 'Revocar clave' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(nombre) })).toHaveCount(0);
    const refused = await fetch(`${API_URL}/api/facturas`, { headers: { 'x-api-key': secretoClave } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { message: CLAVE_API_INVALIDA_MESSAGE } });

    await page.getByRole('button', { name: `Eliminar webhook ${shop.url}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar webhook' })
      .getByRole('button', { name: 'Eliminar webhook' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(shop.url) })).toHaveCount(0);
  } finally {
    await shop.close();
  }
});
