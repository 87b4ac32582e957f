import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from '../support/session';

type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };

/**
 * The shell's entry starts what the first page needs before React has arrived (issue 20): on a slow
 * phone /config.json and the page's area used to wait for react-dom's download, a second or more.
 * Here react-dom's file is held back: the requests must go out meanwhile, and the page must work
 * once it arrives.
 */
type Held = { release: () => void; asked: () => boolean };

/** Holds every request whose path ends with one of `files` until `release()`; `asked()` says one was made. */
async function holdFiles(page: Page, files: string[]): Promise<Held> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => files.some((file) => url.pathname.endsWith(file)),
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  return { release, asked: () => asked };
}

/** Holds react-dom's file (from the shell's manifest). */
async function holdReactDom(page: Page): Promise<Held> {
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as Manifest;
  const reactDomFiles = manifest.shared.find((shared) => shared.name === 'react-dom/client')?.assets.js.sync ?? [];
  expect(reactDomFiles.length, 'el manifiesto del shell lista el archivo de react-dom/client').toBeGreaterThan(0);
  return holdFiles(page, reactDomFiles);
}

/**
 * Holds the shell's entry (index.*.js, the Module Federation runtime, as `path`'s index.html loads it):
 * until `release()` only the HTML itself (its preloads, its inline first script) can ask.
 */
async function holdShellEntry(page: Page, request: APIRequestContext, path: string): Promise<Held> {
  const html = await (await request.get(path)).text();
  const entry = /<script[^>]*src="([^"]*static\/js\/index\.[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html carga la entrada del shell').toBeTruthy();
  return holdFiles(page, [entry!]);
}

/**
 * Signs in and waits until the page it lands on is in use (Código editable): its area, manifest and
 * user have been asked for by then. Not `waitForLoadState('networkidle')`: sign-in moves to
 * /nueva-factura without a new document, and that state, reached by /login's document already,
 * resolves at once while the new page is still asking.
 */
async function signInAndSettle(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByLabel('Código', { exact: true })).toBeEditable();
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
  // The sign-in page's own requests (its /nueva-factura asks for the user too) are over before counting.
  await signInAndSettle(page);
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

test('las bibliotecas de la primera vista se piden mientras la entrada del shell aún descarga', async ({
  page,
  request,
}) => {
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as Manifest;
  const reactDomFile = manifest.shared.find((shared) => shared.name === 'react-dom/client')?.assets.js.sync[0];
  expect(reactDomFile, 'el manifiesto del shell lista el archivo de react-dom/client').toBeTruthy();
  const entry = await holdShellEntry(page, request, '/login');
  // Without the preloads the build writes into index.html, react-dom is asked only once the entry has run.
  const reactDomAsked = page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith(reactDomFile!));
  await page.goto('/login', { waitUntil: 'commit' });
  await reactDomAsked;
  expect(entry.asked(), 'la entrada del shell se pidió y sigue retenida').toBe(true);
  entry.release();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('con sesión, /config.json, el manifiesto del área y el usuario se piden una vez y antes de que llegue la entrada del shell', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const invoicingManifest = config.remotes.mf_invoicing!;
  await signInAndSettle(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET') asked.push(sent.url());
  });
  // The shell's entry (the Module Federation runtime) is held: only the page's inline first script can ask.
  const entry = await holdShellEntry(page, request, '/nueva-factura');
  const configAsked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/config.json');
  const manifestAsked = page.waitForRequest((sent) => sent.url() === invoicingManifest);
  const userAsked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/user');
  await page.goto('/nueva-factura', { waitUntil: 'commit' });
  await Promise.all([configAsked, manifestAsked, userAsked]);
  expect(entry.asked(), 'la entrada del shell se pidió y sigue retenida').toBe(true);

  entry.release();
  await expect(page.getByLabel('Código', { exact: true })).toBeEditable();
  await page.waitForLoadState('networkidle');
  const times = (matches: (url: string) => boolean) => asked.filter(matches).length;
  expect(
    times((url) => new URL(url).pathname === '/config.json'),
    '/config.json',
  ).toBe(1);
  expect(
    times((url) => url === invoicingManifest),
    'el manifiesto del área',
  ).toBe(1);
  expect(
    times((url) => new URL(url).pathname === '/api/user'),
    'GET /api/user',
  ).toBe(1);
});
