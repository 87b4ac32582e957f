import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, type Response, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { API_URL, BEHIND_PROXY, NO_STANDALONE_AREAS } from '../support/deployment';
import { issue, waitForEstado } from '../support/documents-api';
import { addByCode, chooseConsumidorFinal, openInvoiceScreen } from '../support/invoice';

/**
 * Issue 26: every page and file of the suite carries a Content-Security-Policy that allows only the
 * suite's own origins (shell, remotes, API, print agent), frame-ancestors, nosniff and a Referrer-Policy,
 * and the pages still work under it: the browser reports no violation on the landing, the login, the
 * invoice screen (emission and receipt to the print agent), the dashboard's charts and the RIDE's PDF.
 */

/** The browser's console lines about the Content-Security-Policy (a refused script, style, fetch, frame…). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function expectSecurityHeaders(response: Response | null) {
  expect(response, 'la página respondió').not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
  expect(headers['content-security-policy']).toMatch(/(^|; )object-src 'none'(;|$)/);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

test.describe('Encabezados de seguridad', () => {
  test('la página de inicio y el inicio de sesión los llevan y funcionan sin ninguna violación', async ({ page }) => {
    const violations = watchViolations(page);
    const landing = await page.goto('/');
    expectSecurityHeaders(landing);
    // The pre-render's inline script picked the page (its hash is in the policy), then React hydrated it.
    await expect(page.locator('#hero')).toBeVisible();
    await expect(page.locator('#planes')).toBeVisible();
    const script = await page.request.get(
      new URL((await page.locator('script[src]').first().getAttribute('src'))!, page.url()).toString(),
    );
    expect(script.headers()['x-content-type-options']).toBe('nosniff');

    const login = await page.goto('/login');
    expectSecurityHeaders(login);
    await expect(page.getByLabel('Nombre de usuario')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('facturar con el comprobante de pago al agente de impresión y abrir el resumen con sus gráficos', async ({
    page,
  }) => {
    const violations = watchViolations(page);
    await openInvoiceScreen(page);
    await page.evaluate(() => localStorage.setItem('imprimirComprobante', 'true'));
    await chooseConsumidorFinal(page);
    await addByCode(page, 'SRV-ENT');
    const printed = page.waitForResponse((response) => response.url().endsWith('/imprimir'));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar emisión' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toContainText('Documento enviado con exito');
    expect((await printed).ok()).toBe(true);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
    // uPlot draws the chart on a canvas inside the figure.
    await expect(
      page.getByRole('figure', { name: 'Ventas diarias de los últimos 30 días' }).locator('canvas').first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe('el RIDE en PDF', () => {
    let clave: string;

    test.beforeAll(async () => {
      test.setTimeout(60_000);
      const api = await ApiClient.login();
      clave = await issue(api);
      await waitForEstado(api, clave, ['AUTORIZADA']);
    });

    async function openPdf(page: Page, url: string) {
      const response = await page.goto(url);
      expectSecurityHeaders(response);
      await page.getByRole('button', { name: 'Ver factura' }).click();
      const frame = page.getByRole('dialog', { name: `Factura ${numeroDocumento(clave)}` }).locator('iframe');
      await expect(frame).toHaveAttribute('src', /^blob:/);
      // The blob: frame holds the PDF document the viewer shows (not an error page).
      await expect
        .poll(() =>
          page
            .frames()
            .find((candidate) => candidate.url().startsWith('blob:'))
            ?.url(),
        )
        .toBeTruthy();
    }

    test('en la suite se muestra sin violaciones', async ({ page }) => {
      const violations = watchViolations(page);
      await openPdf(page, `/descargar-factura/${clave}`);
      expect(violations).toEqual([]);
    });

    test('en el puerto propio del área, también', async ({ page }) => {
      test.skip(BEHIND_PROXY, NO_STANDALONE_AREAS);
      const violations = watchViolations(page);
      await openPdf(page, `http://localhost:${process.env.MF_PUBLIC_RIDE_PORT ?? 3004}/descargar-factura/${clave}`);
      expect(violations).toEqual([]);
    });
  });

  test('otro sitio no puede mostrar la aplicación en un marco; la propia sí', async ({ page, baseURL }) => {
    await page.route('http://otro-sitio.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe title="marco" src="${baseURL}/login"></iframe>` }),
    );
    await page.goto('http://otro-sitio.example/');
    // The browser refuses it (frame-ancestors): the frame shows its error page, never the login.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    await expect(page.getByTitle('marco').contentFrame().getByLabel('Nombre de usuario')).toHaveCount(0);

    await page.goto('/login');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'marco';
      frame.src = '/login';
      document.body.append(frame);
    });
    await expect(page.getByTitle('marco').contentFrame().getByLabel('Nombre de usuario')).toBeVisible();
  });

  test('la API responde JSON con una política que no permite nada', async ({ request }) => {
    const response = await request.post(`${API_URL}/api/login`, { data: { usuario: 'nadie', clave: 'x' } });
    expect(response.status()).toBe(401);
    const headers = response.headers();
    expect(headers['content-security-policy']?.split(';').map((directive) => directive.trim())).toEqual([
      "default-src 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    // Plain HTTP: no HSTS (it is sent behind TLS only).
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
