import { expect, test } from '@playwright/test';

/** What the invoice screen sends after a RECIBIDA emission (spec 01 §7 "Local receipt printing"). */
const receiptJob = {
  serial: '',
  nombreImpresora: 'POS-80',
  operaciones: [
    { nombre: 'EscribirTexto', argumentos: ['COMPROBANTE DE PAGO\nCOMERCIAL EL MANABA\nGracias por su compra\n'] },
    { nombre: 'Corte', argumentos: [1] },
  ],
};

async function postFromPage(page: import('@playwright/test').Page) {
  return page.evaluate(async (job) => {
    // Like the plugin's own client: JSON as text/plain, so the browser sends no preflight.
    const response = await fetch('http://localhost:8000/imprimir', { method: 'POST', body: JSON.stringify(job) });
    return { status: response.status, body: await response.json() };
  }, receiptJob);
}

test.describe('Agente de impresión de la suite', () => {
  test('la aplicación imprime en la impresora de demostración', async ({ page }) => {
    await page.goto('/');
    const { status, body } = await postFromPage(page);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });

  test('una página de otro origen no puede imprimir', async ({ page, request }) => {
    await page.goto('http://localhost:3001/');
    // The agent answers 403 without CORS headers, so the page cannot even read the refusal…
    await expect(postFromPage(page)).rejects.toThrow('Failed to fetch');
    // …and the same request with that Origin is refused before anything reaches the printer.
    const response = await request.post('http://localhost:8000/imprimir', {
      headers: { Origin: 'http://localhost:3001', 'Content-Type': 'text/plain' },
      data: JSON.stringify(receiptJob),
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).ok).toBe(false);
  });
});
