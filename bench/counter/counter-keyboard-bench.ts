/**
 * Counter benchmark (issues 13, 25): a 3-line consumidor-final invoice by keyboard only, in
 * Debian's Chromium against the running suite. Counts EVERY key press from the empty screen to
 * the confirmation (characters included; a scan — a code plus the scanner's Enter — counts as
 * one), and the time from the first key to 'Documento enviado con exito'. Prints figures next to
 * their goals; asserts nothing.
 *
 *   normal mode  (goal ≤ 30): CEM-50, SRV-ENT, CAB-12, quantity 1 each
 *   scanner mode (goal ≤ 20): CEM-50 scanned three times, `10*CAB-12` typed, SRV-ENT scanned ($ 43.99)
 *
 *   pnpm start                                        # the suite, production builds
 *   pnpm --filter @facturador/bench bench:counter
 *   COUNTER_URL=http://localhost:3000 COUNTER_RUNS=3 CHROMIUM_PATH=/usr/bin/chromium
 */
import { chromium, type Page } from 'playwright-core';

const BASE_URL = (process.env.COUNTER_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(process.env.COUNTER_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { normal: 30, escaner: 20 };

type Keys = {
  count: number;
  press: (key: string) => Promise<void>;
  type: (text: string) => Promise<void>;
  scan: (code: string) => Promise<void>;
};

function keysOn(page: Page): Keys {
  const keys: Keys = {
    count: 0,
    press: async (key) => {
      keys.count += 1;
      await page.keyboard.press(key);
    },
    type: async (text) => {
      for (const character of text) await keys.press(character);
    },
    // The scanner types the code and its Enter by itself: one action of the clerk.
    scan: async (code) => {
      keys.count += 1;
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    },
  };
  return keys;
}

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Nombre de usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/nueva-factura$/, { timeout: 120_000 });
}

async function openCounter(page: Page, scanner: boolean) {
  await page.evaluate((on) => localStorage.setItem('facturador.modoEscaner', on ? '1' : '0'), scanner);
  await page.reload();
  await page.getByLabel('Número de documento').waitFor();
  await page.getByLabel('Número de documento').focus();
}

/** From the number field: type 07 (Shift+Tab, «v»), then Tab to Código. */
async function consumidorFinal(keys: Keys) {
  await keys.press('Shift+Tab');
  await keys.press('v');
  await keys.press('Tab');
}

async function normalMode(_page: Page, keys: Keys, lines: ReturnType<Page['getByRole']>) {
  await consumidorFinal(keys);
  for (const [index, code] of ['CEM-50', 'SRV-ENT', 'CAB-12'].entries()) {
    await keys.type(code);
    await keys.press('Control+Enter');
    await lines.nth(index).waitFor();
  }
}

async function scannerMode(page: Page, keys: Keys, lines: ReturnType<Page['getByRole']>) {
  await consumidorFinal(keys);
  for (const times of [1, 2, 3]) {
    await keys.scan('CEM-50');
    await lines.first().waitFor();
    await page.waitForFunction(
      ([label, expected]) =>
        (document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value ?? '') === expected,
      ['Cantidad de la línea 1', String(times)] as const,
    );
  }
  await keys.type('10*CAB-12');
  await keys.press('Enter');
  await lines.nth(1).waitFor();
  await keys.scan('SRV-ENT');
  await lines.nth(2).waitFor();
}

async function invoice(page: Page, scanner: boolean): Promise<{ keys: number; ms: number; total: string }> {
  await openCounter(page, scanner);
  const keys = keysOn(page);
  const lines = page.getByRole('button', { name: 'Eliminar', exact: true });
  const start = performance.now();
  await (scanner ? scannerMode : normalMode)(page, keys, lines);
  await keys.press('Control+Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
  await confirm.waitFor();
  const total = (await confirm.locator('strong').textContent()) ?? '';
  await keys.press('Enter');
  await page.getByText('Documento enviado con exito').waitFor({ timeout: 30_000 });
  const ms = performance.now() - start;
  await page.keyboard.press('Enter');
  await page.getByText('Documento enviado con exito').waitFor({ state: 'hidden' });
  return { keys: keys.count, ms, total };
}

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage();
  await signIn(page);
  for (const scanner of [false, true]) {
    const mode = scanner ? 'escaner' : 'normal';
    const times: number[] = [];
    let keys = 0;
    for (let run = 1; run <= RUNS; run++) {
      const result = await invoice(page, scanner);
      times.push(result.ms);
      keys = result.keys;
      console.log(
        `modo ${mode}, corrida ${run}: 3 líneas, total ${result.total}, ${result.keys} teclas, ` +
          `${Math.round(result.ms)} ms de la primera tecla a 'Documento enviado con exito'`,
      );
    }
    times.sort((a, b) => a - b);
    console.log(
      `modo ${mode}: ${keys} teclas (meta ≤ ${GOALS[mode]}: ${keys <= GOALS[mode] ? 'cumplida' : 'NO cumplida'}), ` +
        `mediana ${Math.round(times[Math.floor(times.length / 2)]!)} ms (${RUNS} corridas)`,
    );
  }
} finally {
  await browser.close();
}
