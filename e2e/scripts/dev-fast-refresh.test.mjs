// `pnpm test:dev-refresh`: Fast Refresh of `pnpm dev` for the invoicing area mounted inside the shell,
// and open on its own port. Starts its own API (embedded database in a temporary folder), the shell's
// and mf-invoicing's dev servers on free ports, types into the invoice form, edits the area's title
// in its source (restored at the end) and expects the new title in place: same page (no reload),
// what was typed still there. A check of the dev servers only (~20 s): not part of `pnpm test`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '@facturador/api/child-process';
import { APPS, AREAS, SHELL_APP } from '@facturador/shared/federation/apps';
import { chromium } from '@playwright/test';
import { ROOT, startServices } from './suite.mjs';

const EDITED_FILE = join(ROOT, 'mf-invoicing/src/app/ScreenHeader.tsx');
const TITLE = 'Nueva Factura';
const TYPED = 'Servicio de prueba sin recargar';

/** Distinct free ports: one per app (the areas not started stay unreachable) and the API's. */
async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

let suite;
let browser;
let shellUrl;
let invoicingUrl;
let apiUrl;
let dataDir;

before(async () => {
  const [apiPort, ...appPorts] = await freePorts(APPS.length + 1);
  const portsEnv = Object.fromEntries(APPS.map((app, index) => [app.portEnv, String(appPorts[index])]));
  const portOf = (app) => Number(portsEnv[app.portEnv]);
  shellUrl = `http://localhost:${portOf(SHELL_APP)}`;
  invoicingUrl = `http://localhost:${portOf(AREAS.invoicing)}`;
  apiUrl = `http://localhost:${apiPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'facturador-fast-refresh-'));
  const devServer = (app) => ({
    name: app.dir,
    cwd: app.dir,
    // The Rsbuild CLI itself (not the .bin shell wrapper), so that stopping it stops the server.
    command: [process.execPath, join(ROOT, app.dir, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev'],
    env: {},
    ready: `http://localhost:${portOf(app)}/`,
  });
  suite = await startServices(
    [
      {
        name: 'api',
        cwd: 'api',
        command: [process.execPath, '--import', 'tsx', 'src/server.ts'],
        env: {
          DATA_DIR: join(dataDir, 'pglite'),
          SECRETS_FILE: join(dataDir, 'secrets.json'),
          CORS_ORIGINS: `${shellUrl},${invoicingUrl}`,
          SRI_URL: 'http://127.0.0.1:9',
          LOG_LEVEL: process.env.DEBUG ? 'info' : 'warn',
        },
        ready: `${apiUrl}/docs/json`,
      },
      devServer(SHELL_APP),
      devServer(AREAS.invoicing),
    ],
    { extraEnv: { ...portsEnv, PORT: String(apiPort) }, quiet: !process.env.DEBUG },
  );
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});

after(async () => {
  await browser?.close();
  await suite?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves once the page's console has said `count` times that a hot-reload socket connected. */
function hotReloadSockets(page, count) {
  return new Promise((resolve) => {
    let connected = 0;
    page.on('console', (message) => {
      if (/WebSocket connected/.test(message.text()) && ++connected === count) resolve();
    });
  });
}

/**
 * On a page showing the invoicing area: types into the form, edits the area's title in its source
 * (restored at the end) and expects the new title in the same `window`, what was typed still there.
 */
async function expectRefreshInPlace(page, editedTitle) {
  const source = readFileSync(EDITED_FILE, 'utf8');
  assert.ok(source.includes(`'${TITLE}'`), `${EDITED_FILE} ya no tiene el título '${TITLE}'`);
  const descripcion = page.getByLabel('Descripción', { exact: true });
  await descripcion.fill(TYPED);
  // A reload would start a new `window`, without this mark.
  await page.evaluate(() => {
    window.__sinRecargar = true;
  });
  try {
    writeFileSync(EDITED_FILE, source.replace(`'${TITLE}'`, `'${editedTitle}'`));
    await page.getByRole('heading', { name: editedTitle, exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => window.__sinRecargar), true, 'la página se recargó');
    assert.equal(await descripcion.inputValue(), TYPED);
  } finally {
    writeFileSync(EDITED_FILE, source);
  }
}

async function newPage() {
  const page = await browser.newPage();
  if (process.env.DEBUG) page.on('console', (message) => console.log(`[página] ${message.text()}`));
  return page;
}

async function waitForTitle(page) {
  await page
    .getByRole('heading', { name: TITLE, exact: true })
    .waitFor({ timeout: 60_000 })
    .catch(async (error) => {
      throw new Error(`${error.message}\nLa página muestra: ${await page.locator('body').textContent()}`);
    });
}

test('editing an area inside the shell updates it in place, keeping what was typed', { timeout: 240_000 }, async () => {
  // The dev servers compile each page on its first visit (lazy compilation), which hot-updates the
  // page that asked: a first visit to the sign-in screen and to the area, then the scenario proper.
  const warmUp = await browser.newPage();
  await warmUp.goto(`${shellUrl}/login`, { waitUntil: 'networkidle' });
  await warmUp.goto(`${shellUrl}/nueva-factura`, { waitUntil: 'networkidle' });
  await warmUp.close();
  const page = await newPage();
  // The shell's socket, then the area's: the area loads after the shell's React, as in daily use.
  const sockets = hotReloadSockets(page, 2);
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Nombre de usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await waitForTitle(page);
  await sockets;
  await expectRefreshInPlace(page, 'Nueva Factura (editada en el shell)');
  await page.close();
});

test('editing an area open on its own port updates it in place too', { timeout: 120_000 }, async () => {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'demo', clave: 'demo1234' }),
  });
  const { token } = await response.json();
  // First visit: the area's server compiles what its standalone page needs (see the test above).
  const warmUp = await browser.newPage();
  await warmUp.goto(`${invoicingUrl}/nueva-factura`, { waitUntil: 'networkidle' });
  await warmUp.close();
  const page = await newPage();
  // The session of the area's own origin (shared/src/session/store.ts, TOKEN_STORAGE_KEY).
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const sockets = hotReloadSockets(page, 1);
  await page.goto(`${invoicingUrl}/nueva-factura`);
  await waitForTitle(page);
  await sockets;
  await expectRefreshInPlace(page, 'Nueva Factura (editada sola)');
  await page.close();
});
