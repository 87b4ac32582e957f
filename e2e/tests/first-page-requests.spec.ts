import { expect, test } from '@playwright/test';

type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };

/**
 * The shell's entry starts what the first page needs before React has arrived (issue 20): on a slow
 * phone /config.json and the page's area used to wait for react-dom's download, a second or more.
 * Here react-dom's file is held back: the requests must go out meanwhile, and the page must work
 * once it arrives.
 */
test('/config.json y el área de la página se piden sin esperar a que llegue React', async ({ page, request }) => {
  const manifest = (await (await request.get('/mf-manifest.json')).json()) as Manifest;
  const reactDomFiles = manifest.shared.find((shared) => shared.name === 'react-dom/client')?.assets.js.sync ?? [];
  expect(reactDomFiles.length, 'el manifiesto del shell lista el archivo de react-dom/client').toBeGreaterThan(0);
  const config = (await (await request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const invoicingManifest = config.remotes.mf_invoicing!;

  let releaseReact = () => {};
  const reactHeld = new Promise<void>((resolve) => {
    releaseReact = resolve;
  });
  let reactAsked = false;
  await page.route(
    (url) => reactDomFiles.some((file) => url.pathname.endsWith(file)),
    async (route) => {
      reactAsked = true;
      await reactHeld;
      await route.continue();
    },
  );

  const configAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/config.json');
  const areaAsked = page.waitForRequest((asked) => asked.url() === invoicingManifest);
  await page.goto('/nueva-factura', { waitUntil: 'commit' });
  await configAsked;
  await areaAsked;
  expect(reactAsked, 'react-dom se pidió y sigue retenido').toBe(true);

  releaseReact();
  // Signed out, the invoicing page sends to the sign-in form: the shell works once React is there.
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
