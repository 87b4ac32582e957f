/**
 * Landing page benchmark (issue 5): cold loads of `/` through the shell in Debian's Chromium.
 * Prints, per run and as medians: JavaScript downloaded (bytes on the wire, gzip, and decoded),
 * LCP and CLS from the browser's own PerformanceObserver, when the landing appeared, and whether
 * react, react-dom and the router were downloaded once (from a single app) or twice.
 * Prints figures; asserts nothing (targets: LCP < 1 s, CLS < 0.05, each library once).
 *
 *   pnpm start                                       # the suite, production builds
 *   pnpm --filter @facturador/bench bench:landing
 *   LANDING_URL=http://localhost:3000 LANDING_RUNS=5 CHROMIUM_PATH=/usr/bin/chromium
 */
import os from 'node:os';
import { type Browser, chromium, type Request } from 'playwright-core';

const BASE_URL = (process.env.LANDING_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(process.env.LANDING_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headline types for ~5 s: keep observing past it, so a late LCP candidate would show. */
const SETTLE_MS = Number(process.env.LANDING_SETTLE_MS ?? 6000);

/** Libraries that must be downloaded once for the whole page (ARCHITECTURE.md, shared singletons). */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom'];

type Script = { url: string; wire: number; decoded: number; encoding: string };
type Shift = { value: number; time: number; sources: string[] };
type PagePerf = { lcp: number; lcpElement: string; fcp: number; landingAt: number; shifts: Shift[] };
type Run = { scripts: Script[]; perf: PagePerf; cls: number };

/**
 * Collected in the page from its first script on, by the browser's own observers. Plain JavaScript
 * text: a TypeScript function would reach the page with the transpiler's helpers missing.
 */
const OBSERVE_PERFORMANCE = `(() => {
  const describe = (node) => {
    if (!node) return '?';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return node.nodeName;
    const id = element.id ? '#' + element.id : '';
    return element.tagName.toLowerCase() + id + ' «' + (element.textContent || '').trim().slice(0, 40) + '»';
  };
  const perf = { lcp: 0, lcpElement: '', fcp: 0, landingAt: 0, shifts: [] };
  window.__landingPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      perf.lcp = entry.startTime;
      perf.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      perf.shifts.push({ value: entry.value, time: entry.startTime, sources: (entry.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const watch = new MutationObserver(() => {
    if (document.getElementById('hero')) {
      perf.landingAt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
})();`;

/** CLS as the browser reports it: the worst session window (shifts < 1 s apart, window ≤ 5 s). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function scriptOf(request: Request): Promise<Script | null> {
  if (request.resourceType() !== 'script') return null;
  const response = await request.response();
  if (!response) return null;
  const sizes = await request.sizes();
  const body = await response.body().catch(() => Buffer.alloc(0));
  return {
    url: request.url(),
    wire: sizes.responseBodySize,
    decoded: body.length,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}

async function coldLoad(browser: Browser): Promise<Run> {
  // A new context is a new, empty profile: nothing cached, like a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-EC' });
  await context.addInitScript({ content: OBSERVE_PERFORMANCE });
  const page = await context.newPage();
  const pending: Array<Promise<Script | null>> = [];
  page.on('requestfinished', (request) => pending.push(scriptOf(request)));
  await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
  await page.locator('#cta').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const perf = (await page.evaluate('window.__landingPerf')) as PagePerf;
  const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
  await context.close();
  return { scripts, perf, cls: cumulativeLayoutShift(perf.shifts) };
}

type Manifest = {
  metaData?: { publicPath?: string };
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
};

/** Which shared library each JS file of each app holds, from the apps' own mf-manifest.json. */
async function sharedAssetMap(): Promise<Map<string, { app: string; libraries: string[] }>> {
  const config = (await (await fetch(`${BASE_URL}/config.json`)).json()) as { remotes: Record<string, string> };
  const manifests: Record<string, string> = { shell: `${BASE_URL}/mf-manifest.json`, ...config.remotes };
  const byUrl = new Map<string, { app: string; libraries: string[] }>();
  for (const [app, manifestUrl] of Object.entries(manifests)) {
    const response = await fetch(manifestUrl).catch(() => null);
    if (!response?.ok) continue;
    const manifest = (await response.json()) as Manifest;
    const base = new URL('.', manifestUrl);
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(file, base).toString();
        const entry = byUrl.get(url) ?? { app, libraries: [] };
        entry.libraries.push(shared.name);
        byUrl.set(url, entry);
      }
    }
  }
  return byUrl;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // Times depend on what else the machine runs: print the load next to them.
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`${os.cpus().length} núcleos · carga del sistema al empezar: ${load()}`);
  try {
    // A warm-up load so the servers' first-request costs are not counted in run 1.
    await coldLoad(browser);
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await coldLoad(browser);
      runs.push(result);
      const wire = result.scripts.reduce((sum, script) => sum + script.wire, 0);
      console.log(
        `carga en frío ${run}: JS ${kb(wire)} (gzip) en ${result.scripts.length} archivos · FCP ${ms(result.perf.fcp)} · landing ${ms(result.perf.landingAt)} · LCP ${ms(result.perf.lcp)} · CLS ${result.cls.toFixed(4)}`,
      );
    }

    const last = runs.at(-1)!;
    const assets = await sharedAssetMap();

    console.log('\nJavaScript de la última carga (bytes en la red / descomprimidos):');
    const origins = new Map<string, { wire: number; decoded: number; files: number }>();
    for (const script of last.scripts) {
      const origin = new URL(script.url).origin;
      const total = origins.get(origin) ?? { wire: 0, decoded: 0, files: 0 };
      total.wire += script.wire;
      total.decoded += script.decoded;
      total.files += 1;
      origins.set(origin, total);
    }
    for (const [origin, total] of origins) {
      console.log(
        `  ${origin.padEnd(24)} ${String(total.files).padStart(3)} archivos ${kb(total.wire).padStart(10)} / ${kb(total.decoded)}`,
      );
    }
    const encodings = new Set(last.scripts.map((script) => script.encoding));
    console.log(`  codificación: ${[...encodings].join(', ')}`);

    console.log('\nBibliotecas compartidas descargadas (deben venir de una sola aplicación):');
    let allOnce = true;
    for (const library of SINGLETONS) {
      const from = new Set<string>();
      for (const script of last.scripts) {
        const asset = assets.get(script.url);
        if (asset?.libraries.includes(library)) from.add(asset.app);
      }
      const once = from.size === 1;
      allOnce &&= once;
      console.log(
        `  ${library.padEnd(20)} ${once ? 'una vez' : `${from.size} veces`} (${[...from].join(', ') || 'ninguna'})`,
      );
    }

    if (last.perf.shifts.length) {
      console.log('\nDesplazamientos de diseño de la última carga:');
      for (const shift of last.perf.shifts) {
        console.log(`  ${ms(shift.time)} ${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      }
    }

    const wires = runs.map((run) => run.scripts.reduce((sum, script) => sum + script.wire, 0));
    const decoded = runs.map((run) => run.scripts.reduce((sum, script) => sum + script.decoded, 0));
    console.log(`\nMedianas de ${RUNS} cargas en frío de ${BASE_URL}/ (Chromium ${browser.version()}):`);
    console.log(`  JavaScript descargado  ${kb(median(wires))} gzip (${kb(median(decoded))} sin comprimir)`);
    const times = (pick: (run: Run) => number) => {
      const values = runs.map(pick);
      return `${ms(median(values))} (mejor ${ms(Math.min(...values))})`;
    };
    console.log(`  FCP                    ${times((run) => run.perf.fcp)}`);
    console.log(`  landing montada        ${times((run) => run.perf.landingAt)}`);
    console.log(
      `  LCP                    ${times((run) => run.perf.lcp)}  (objetivo < 1000 ms) · ${last.perf.lcpElement}`,
    );
    console.log(`  CLS                    ${median(runs.map((run) => run.cls)).toFixed(4)}  (objetivo < 0.05)`);
    console.log(`  react, react-dom y router una sola vez: ${allOnce ? 'sí' : 'NO'}`);
    console.log(`  carga del sistema al terminar: ${load()}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
