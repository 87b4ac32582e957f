/**
 * Counter benchmark (issue 13): a 3-line consumidor-final invoice in scanner mode, keyboard only, in
 * Debian's Chromium against the running suite. Prints the navigation keys (codes typed as a scanner
 * would are not counted) and the time from the first key to 'Documento enviado con exito'.
 * Prints figures; asserts nothing (goal: ≤ 20 keys).
 *
 *   pnpm start                                        # the suite, production builds
 *   pnpm --filter @facturador/bench bench:counter
 *   COUNTER_URL=http://localhost:3000 COUNTER_RUNS=3 CHROMIUM_PATH=/usr/bin/chromium
 */
import { chromium, type Page } from 'playwright-core';

const BASE_URL = (process.env.COUNTER_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(process.env.COUNTER_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CODES = ['CEM-50', 'CAB-12', 'SRV-INST'];

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Nombre de usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/nueva-factura$/);
  await page.evaluate(() => localStorage.setItem('facturador.modoEscaner', '1'));
  await page.reload();
  await page.getByLabel('Número de documento').waitFor();
}

/** One invoice: returns the counted keys and the milliseconds from the first key to the success text. */
async function invoiceByKeyboard(page: Page): Promise<{ keys: number; ms: number }> {
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  const lines = page.getByRole('button', { name: 'Eliminar', exact: true });
  const start = performance.now();
  await press('Shift+Tab');
  await press('v');
  await press('Enter');
  for (const [index, code] of CODES.entries()) {
    await page.keyboard.type(code);
    await press('Enter');
    await lines.nth(index).waitFor();
  }
  await press('Enter');
  await page.getByRole('dialog', { name: 'Confirmar emisión' }).waitFor();
  await press('Enter');
  await page.getByText('Documento enviado con exito').waitFor({ timeout: 30_000 });
  const ms = performance.now() - start;
  await page.keyboard.press('Enter');
  await page.getByText('Documento enviado con exito').waitFor({ state: 'hidden' });
  return { keys, ms };
}

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage();
  await signIn(page);
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    await page.getByLabel('Número de documento').focus();
    const { keys, ms } = await invoiceByKeyboard(page);
    times.push(ms);
    console.log(
      `run ${run}: 3 líneas, ${keys} teclas de navegación, ${Math.round(ms)} ms de la primera tecla a 'Documento enviado con exito'`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(`mediana: ${Math.round(times[Math.floor(times.length / 2)]!)} ms (${RUNS} corridas)`);
} finally {
  await browser.close();
}
