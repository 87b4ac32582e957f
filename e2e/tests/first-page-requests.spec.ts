import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from '../support/session';

type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };

/**
 * The shell's entry starts what the first page needs before React has arrived (issue 20): on a slow
 * phone /config.json and the page's area used to wait for react-dom's download, a second or more.
 * Here react-dom's file is held back: the requests must go out meanwhile, and the page must work
 * once it arrives.
 */
/** Holds react-dom's file (from the shell's manifest) until `release()`; `asked()` says it was requested. */
async function holdReactDom(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as Manifest;
  const reactDomFiles = manifest.shared.find((shared) => shared.name === 'react-dom/client')?.assets.js.sync ?? [];
  expect(reactDomFiles.length, 'el manifiesto del shell lista el archivo de react-dom/client').toBeGreaterThan(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => reactDomFiles.some((file) => url.pathname.endsWith(file)),
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  return { release, asked: () => asked };
}

test('/config.json y el área de la página se piden sin esperar a que llegue React', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const invoicingManifest = config.remotes.mf_invoicing!;
  const reactDom = await holdReactDom(page);

  const configAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/config.json');
  const areaAsked = page.waitForRequest((asked) => asked.url() === invoicingManifest);
  await page.goto('/nueva-factura', { waitUntil: 'commit' });
  await configAsked;
  await areaAsked;
  expect(reactDom.asked(), 'react-dom se pidió y sigue retenido').toBe(true);

  reactDom.release();
  // Signed out, the invoicing page sends to the sign-in form: the shell works once React is there.
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('con sesión, el usuario (GET /api/user) se pide una sola vez y sin esperar a que llegue React', async ({
  page,
}) => {
  await signIn(page);
  // The sign-in page's own requests (its /nueva-factura asks for the user too) are over before counting.
  await page.waitForLoadState('networkidle');
  const userRequests: Request[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === '/api/user' && asked.method() === 'GET') userRequests.push(asked);
  });
  const reactDom = await holdReactDom(page);
  const userAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/user');
  await page.goto('/admin', { waitUntil: 'commit' });
  await userAsked;
  expect(reactDom.asked(), 'react-dom se pidió y sigue retenido').toBe(true);

  reactDom.release();
  await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(userRequests, 'la página toma la respuesta que pidió el shell').toHaveLength(1);
});

test('las bibliotecas de la primera vista se piden mientras la entrada del shell aún descarga', async ({ page }) => {
  const order: string[] = [];
  page.on('request', (asked) => order.push(new URL(asked.url()).pathname));
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as Manifest;
  const reactDomFile = manifest.shared.find((shared) => shared.name === 'react-dom/client')?.assets.js.sync[0];
  expect(reactDomFile, 'el manifiesto del shell lista el archivo de react-dom/client').toBeTruthy();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // /config.json is the entry's first request: react-dom asked before it, while the entry downloaded
  // (the preloads the build writes into index.html; without them react-dom came after).
  const reactDomAt = order.findIndex((path) => path.endsWith(reactDomFile!));
  const configAt = order.indexOf('/config.json');
  expect(reactDomAt, 'react-dom se pidió').toBeGreaterThanOrEqual(0);
  expect(reactDomAt, 'react-dom se pidió antes de que la entrada corriera').toBeLessThan(configAt);
});
