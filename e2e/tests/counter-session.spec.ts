import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient, uniqueSuffix } from '../support/admin-api';
import { addedLines, chooseConsumidorFinal, entryRow } from '../support/invoice';
import { DEMO_PASSWORD, signIn } from '../support/session';

/**
 * Issue 13: the session ends while the clerk builds an invoice (an administrator resets the
 * clerk's password, which the real API answers with 401). 'Enviar' asks to sign in again in a
 * dialog, on the same screen, and the same document goes out with the same Idempotency-Key: one
 * document. Another user signing in there sends nothing.
 */
const CLAVE_INICIAL = 'clave-inicial-1';
const CLAVE_NUEVA = 'clave-nueva-22';

let admin: ApiClient;

test.beforeAll(async () => {
  admin = await ApiClient.login('demo');
});

/** A cashier of the demo company, created for this test only. */
async function newCashier(): Promise<{ id: string; usuario: string }> {
  const usuario = `cajero-${uniqueSuffix().toLowerCase()}`;
  const { usuario: created } = await admin.ok<{ usuario: { _id: string } }>('POST', '/api/usuarios', {
    usuario,
    nombre: 'Cajero de turno',
    clave: CLAVE_INICIAL,
  });
  return { id: created._id, usuario };
}

/** The demo company's documents issued after `newest` (the list is newest first). */
async function issuedSince(newest: string | null): Promise<string[]> {
  const { facturas } = await admin.ok<{ facturas: { claveAcceso: string }[] }>('GET', '/api/facturas?limite=200');
  const claves = facturas.map((doc) => doc.claveAcceso);
  const index = newest === null ? claves.length : claves.indexOf(newest);
  return claves.slice(0, index);
}

async function newestDocument(): Promise<string | null> {
  const { facturas } = await admin.ok<{ facturas: { claveAcceso: string }[] }>('GET', '/api/facturas?limite=1');
  return facturas[0]?.claveAcceso ?? null;
}

/** The Idempotency-Key of every POST /api/facturar the page makes, in order. */
function emissionKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/facturar'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** Signs the cashier in, builds a one-line consumidor-final invoice, then ends the session by a reset. */
async function invoiceWithExpiredSession(page: Page, cashier: { id: string; usuario: string }) {
  await signIn(page, cashier.usuario, CLAVE_INICIAL);
  await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
  await chooseConsumidorFinal(page);
  const row = entryRow(page);
  await row.codigo.fill('SRV-INST');
  await row.codigo.press('Control+Enter');
  await expect(addedLines(page)).toHaveCount(1);
  await admin.ok('PUT', `/api/usuarios/${cashier.id}`, { clave: CLAVE_NUEVA });
}

async function sendAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirmar emisión' }).getByRole('button', { name: 'Confirmar' }).click();
}

test('una sesión vencida al enviar pide ingresar de nuevo en el lugar y emite el mismo documento una vez', async ({
  page,
}) => {
  const cashier = await newCashier();
  const keys = emissionKeys(page);
  await invoiceWithExpiredSession(page, cashier);
  const newest = await newestDocument();

  await sendAndConfirm(page);
  const renewal = page.getByRole('dialog', { name: 'Sesión vencida' });
  await expect(renewal).toContainText('Su sesión terminó antes de enviar el documento.');
  // Still on the screen, the form intact; the user's name is there, the password has the focus.
  await expect(page).toHaveURL(/\/nueva-factura$/);
  await expect(addedLines(page)).toHaveCount(1);
  await expect(renewal.getByLabel('Nombre de usuario')).toHaveValue(cashier.usuario);
  const clave = renewal.getByLabel('Contraseña');
  await expect(clave).toBeFocused();

  // The old password is refused in place.
  await clave.fill(CLAVE_INICIAL);
  await clave.press('Enter');
  await expect(renewal.getByRole('alert')).toHaveText('Credenciales incorrectas. Por favor, inténtalo nuevamente.');
  await expect(clave).toHaveValue('');
  expect(keys).toHaveLength(1);

  await clave.fill(CLAVE_NUEVA);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/facturar') && response.request().method() === 'POST',
  );
  await renewal.getByRole('button', { name: 'Ingresar y enviar' }).click();
  const done = page.getByRole('dialog', { name: 'Documento enviado' });
  await expect(done).toContainText('Documento enviado con exito');
  const { claveAcceso } = (await (await answer).json()) as { claveAcceso: string };
  await expect(done).toContainText(numeroDocumento(claveAcceso));

  // The same request twice (401, then after signing in), and one document.
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  expect(await issuedSince(newest)).toEqual([claveAcceso]);

  // The draft went with the sale: a reload starts clean, signed in with the new session.
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(addedLines(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
  await expect(page.getByText('Se recuperó el documento en curso')).toHaveCount(0);
  await expect(addedLines(page)).toHaveCount(0);
});

test('otro usuario que ingresa en el diálogo no envía el documento; queda guardado para su usuario', async ({
  page,
}) => {
  const cashier = await newCashier();
  const keys = emissionKeys(page);
  await invoiceWithExpiredSession(page, cashier);
  const newest = await newestDocument();

  await sendAndConfirm(page);
  const renewal = page.getByRole('dialog', { name: 'Sesión vencida' });
  await renewal.getByLabel('Nombre de usuario').fill('otra');
  await renewal.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await renewal.getByRole('button', { name: 'Ingresar y enviar' }).click();
  await expect(renewal).toContainText(
    `Ingresó como otra (Manta Mar). Este documento es de ${cashier.usuario} (Comercial El Manaba) y no se enviará con otro usuario.`,
  );
  // 'Volver' keeps the expired session's user on screen with the document.
  await renewal.getByRole('button', { name: 'Volver' }).click();
  await expect(renewal.getByLabel('Contraseña')).toBeFocused();
  await renewal.getByLabel('Nombre de usuario').fill('otra');
  await renewal.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await renewal.getByRole('button', { name: 'Ingresar y enviar' }).click();
  await renewal.getByRole('button', { name: 'Continuar como otra' }).click();

  // Now Manta Mar's own screen: not the cashier's lines, nothing sent.
  await expect(page.getByText('Manta Mar', { exact: true })).toBeVisible();
  await expect(addedLines(page)).toHaveCount(0);
  expect(keys).toHaveLength(1);
  expect(await issuedSince(newest)).toEqual([]);

  // The cashier comes back: the document is there, and goes out with the key of the first try.
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
  // The logout page ends the session once it has loaded; /login before that still finds it.
  await expect(page.getByText('¡Sesión cerrada correctamente!')).toBeVisible();
  await signIn(page, cashier.usuario, CLAVE_NUEVA);
  await expect(page.getByRole('status').filter({ hasText: 'Se recuperó el documento en curso' })).toBeVisible();
  await expect(addedLines(page)).toHaveCount(1);
  await sendAndConfirm(page);
  const done = page.getByRole('dialog', { name: 'Documento enviado' });
  await expect(done).toContainText('Documento enviado con exito');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await issuedSince(newest)).toHaveLength(1);
});
