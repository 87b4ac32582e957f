import { expect, test } from '@playwright/test';

/**
 * A returning visitor downloads the suite's scripts once (issue 20): hashed build files are cached
 * for a year, while the HTML, the manifests and /config.json, which change under the same name, are not.
 */
test('los archivos con hash se guardan un año; el HTML, los manifiestos y config.json no', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/src="([^"]*static\/js\/[^"]+\.[0-9a-f]{8,}\.js)"/)?.[1];
  expect(script, 'la página enlaza un script con hash').toBeTruthy();
  const cached = await request.get(new URL(script!, 'http://x/').pathname);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const path of ['/', '/config.json', '/mf-manifest.json']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('immutable');
  }
});
