/**
 * Pages benchmark (issues 14 and 20): the first-load JavaScript of every page of the suite (every JS
 * response until the network is idle), cold, in Debian's Chromium, next to the 210 KB gzip goal:
 * landing, login, invoice, the admin dashboard and products, and the public RIDE page through the shell
 * and on its own port. Per page: bytes on the wire (gzip), files, the copies of the Module Federation
 * runtime downloaded, whether classic zod or zod/mini was downloaded, and whether each shared library
 * came once. Then, on an emulated slow phone (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown, Chromium's own
 * emulation through CDP): when each page accepts its first action (a field typeable, a heading shown)
 * next to its goal, and LCP and CLS of the pre-rendered pages.
 * Prints figures; asserts nothing. Exits with a message, before measuring, if the suite is not running.
 *
 *   pnpm start                                       # the suite, production builds (another terminal)
 *   pnpm --filter @facturador/bench bench:pages
 *   PAGES_URL=http://localhost:3000 PAGES_RUNS=3 CHROMIUM_PATH=/usr/bin/chromium
 */
import os from 'node:os';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { cpuIndex } from './cpu-index';

const BASE_URL = (process.env.PAGES_URL ?? process.env.LANDING_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const RUNS = Number(process.env.PAGES_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const USER = { usuario: 'demo', clave: 'demo1234' };
/** 49 digits with a valid check digit: the page shows its heading and button for any key. */
const CLAVE = '1811202301179001691900120721260002540020711013510';

const GOAL_KB = 210;
/** Pre-rendered pages (landing, RIDE): their first view is in the HTML. */
const LCP_GOAL_MS = 1000;
const CLS_GOAL = 0.05;
/** The slow phone of issue 20's goals (Lighthouse's mobile throttling): 150 ms RTT, 1.6 Mbit/s, 4× slower CPU. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Libraries that must be downloaded once per page (ARCHITECTURE.md, shared singletons). */
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'jotai', '@facturador/shared/ui'];
/**
 * A hook name only the MF runtime core carries (~26 KB gzip). Each entry also carries the bundler's
 * glue (~16 KB gzip: webpack-bundler-runtime, sdk, error codes), which cannot be shared.
 */
const MF_RUNTIME_MARK = 'beforeRegisterRemote';
/**
 * zod keeps its class names as strings (`$constructor("ZodError", …)`): classic zod's ZodError (~25 KB
 * gzip, not tree-shaken) is only in classic; zod/mini's schemas are ZodMini* (its core has `$ZodError`).
 */
const ZOD_CLASSIC_MARK = /["'`]ZodError["'`]/;
const ZOD_MINI_MARK = /["'`]ZodMiniType["'`]/;

type RuntimeConfig = { apiUrl: string; remotes: Record<string, string> };
/** What a user waits for on a page before acting, and how long they may wait on the slow phone. */
type FirstAction = {
  what: string;
  /** How the page's own probe (firstActionProbe) finds it: a text field or a heading by its name. */
  probe: { kind: 'textbox' | 'heading'; name: string };
  /** The same element as a user-facing locator: the probe's find is checked against it. */
  target: (page: Page) => Locator;
  typeable: boolean;
  goalMs: number;
};
type PageSpec = {
  name: string;
  url: string;
  login: boolean;
  ready: (page: Page) => Promise<unknown>;
  /** Pre-rendered: LCP and CLS on the slow phone. */
  prerendered?: boolean;
  firstAction?: FirstAction;
};
type FirstActionTimes = { inPage: number; seen: number };
type Script = { url: string; wire: number; decoded: number; runtime: boolean; zod: boolean; zodMini: boolean };
type Shift = { value: number; time: number };
type Paint = { lcp: number; lcpElement: string; fcp: number; shifts: Shift[]; html: number };

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 60_000 });

function pagesOf(config: RuntimeConfig): PageSpec[] {
  const standaloneRide = new URL(config.remotes.mf_public_ride ?? 'http://localhost:3004/').origin;
  return [
    {
      name: 'landing',
      url: `${BASE_URL}/`,
      login: false,
      ready: (page) => page.locator('#cta').waitFor(),
      prerendered: true,
    },
    {
      name: 'login',
      url: `${BASE_URL}/login`,
      login: false,
      ready: heading('Iniciar sesión'),
      firstAction: {
        what: 'campo de usuario',
        probe: { kind: 'textbox', name: 'Nombre de usuario' },
        target: (page) => page.getByLabel('Nombre de usuario'),
        typeable: true,
        goalMs: 1500,
      },
    },
    {
      name: 'factura',
      url: `${BASE_URL}/nueva-factura`,
      login: true,
      ready: heading('Nueva Factura'),
      firstAction: {
        what: 'Código',
        probe: { kind: 'textbox', name: 'Código' },
        target: (page) => page.getByRole('textbox', { name: 'Código' }),
        typeable: true,
        goalMs: 2500,
      },
    },
    {
      name: 'admin resumen',
      url: `${BASE_URL}/admin`,
      login: true,
      ready: heading('Bienvenido/a Administrador'),
      firstAction: {
        what: 'título',
        probe: { kind: 'heading', name: 'Bienvenido/a Administrador' },
        target: (page) => page.getByRole('heading', { name: 'Bienvenido/a Administrador' }),
        typeable: false,
        goalMs: 2500,
      },
    },
    { name: 'admin productos', url: `${BASE_URL}/admin/productos`, login: true, ready: heading('Gestionar Productos') },
    {
      name: 'RIDE (shell)',
      url: `${BASE_URL}/descargar-factura/${CLAVE}`,
      login: false,
      ready: heading('Visualiza tu factura'),
      prerendered: true,
    },
    {
      name: 'RIDE (sola)',
      url: `${standaloneRide}/descargar-factura/${CLAVE}`,
      login: false,
      ready: heading('Visualiza tu factura'),
      prerendered: true,
    },
  ];
}

/** Collected in the page from its first script on by the browser's own observers (plain JavaScript). */
const OBSERVE_PAINT = `(() => {
  const describe = (node) => {
    const element = node && (node instanceof Element ? node : node.parentElement);
    return element ? element.tagName.toLowerCase() + ' «' + (element.textContent || '').trim().slice(0, 40) + '»' : '?';
  };
  const paint = { lcp: 0, lcpElement: '', fcp: 0, shifts: [] };
  window.__paint = paint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { paint.lcp = entry.startTime; paint.lcpElement = describe(entry.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) paint.shifts.push({ value: entry.value, time: entry.startTime });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * Watches, from the page's first script, for its first action on every animation frame: the field
 * (by its label) shown, enabled and writable, or the heading shown. Then it notes when the main
 * thread is next free, after that frame: a key pressed as the field appears is handled by then.
 * Read in the page, so the figure carries neither Playwright's polling (its waits look again after
 * 0, 20, 50, 100, 100, then every 500 ms) nor the round trips to a renderer slowed 4×.
 */
const firstActionProbe = (probe: FirstAction['probe']) => `(() => {
  const probe = ${JSON.stringify(probe)};
  const wanted = probe.name.toLowerCase();
  const text = (node) => (node?.textContent ?? '').replace(/\\s+/g, ' ').trim().toLowerCase();
  const fieldName = (input) => [
    input.getAttribute('aria-label') ?? '',
    ...(input.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => text(document.getElementById(id))),
    ...Array.from(input.labels ?? [], text),
  ].join(' ').toLowerCase();
  const shown = (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0;
  const find = () => probe.kind === 'textbox'
    ? Array.from(document.querySelectorAll('input:not([type]), input[type=text], input[type=search]')).find(
        (input) => fieldName(input).includes(wanted) && shown(input) && !input.disabled && !input.readOnly)
    : Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')).find(
        (heading) => text(heading).includes(wanted) && shown(heading));
  const onFrame = () => {
    const element = find();
    if (!element) return requestAnimationFrame(onFrame);
    window.__firstActionElement = element;
    setTimeout(() => { window.__firstAction = performance.now(); }, 0);
  };
  requestAnimationFrame(onFrame);
})();`;

/** CLS as the browser defines it: the worst session window (shifts < 1 s apart, window ≤ 5 s). */
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
  const body = (await response.body().catch(() => Buffer.alloc(0))).toString('utf8');
  return {
    url: request.url(),
    wire: sizes.responseBodySize,
    decoded: body.length,
    runtime: body.includes(MF_RUNTIME_MARK),
    zod: ZOD_CLASSIC_MARK.test(body),
    zodMini: ZOD_MINI_MARK.test(body),
  };
}

/** The suite must be up (shell, its config, the API): otherwise say so and measure nothing. */
async function runningSuite(): Promise<RuntimeConfig> {
  const fail = (what: string) => {
    console.error(
      `La suite no está en marcha: ${what}. Inicie \`pnpm start\` en otra terminal (o indique PAGES_URL) y vuelva a ejecutar.`,
    );
    process.exit(1);
  };
  const config = (await fetch(`${BASE_URL}/config.json`)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)) as RuntimeConfig | null;
  if (!config?.remotes) return fail(`${BASE_URL}/config.json no responde`);
  for (const url of [`${config.apiUrl.replace(/\/+$/, '')}/health`, ...Object.values(config.remotes)]) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (!ok) return fail(`${url} no responde`);
  }
  return config;
}

async function sessionToken(config: RuntimeConfig): Promise<string> {
  const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`No se pudo iniciar sesión como ${USER.usuario} (${response.status})`);
  return token;
}

/** A new context is a new, empty profile: nothing cached, like a first visit. */
async function freshContext(browser: Browser, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'es-EC' });
  await context.addInitScript({ content: OBSERVE_PAINT });
  if (token) await context.addInitScript({ content: `localStorage.setItem('token', ${JSON.stringify(token)});` });
  return context;
}

/** Every script a cold load downloads until the page shows its first view and the network is idle. */
async function firstLoadScripts(browser: Browser, spec: PageSpec, token: string | null): Promise<Script[]> {
  const context = await freshContext(browser, spec.login ? token : null);
  const page = await context.newPage();
  const pending: Array<Promise<Script | null>> = [];
  page.on('requestfinished', (request) => pending.push(scriptOf(request)));
  await page.goto(spec.url);
  await spec.ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
  await context.close();
  return scripts;
}

/** A new page on the emulated slow phone. */
async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Milliseconds from the navigation's start until the page's first action is possible on the slow
 * phone: the field shown and editable, or the heading shown, and the main thread free after the frame
 * that shows it (firstActionProbe, measured in the page).
 */
async function slowPhoneFirstAction(browser: Browser, spec: PageSpec, token: string | null): Promise<FirstActionTimes> {
  const action = spec.firstAction!;
  const context = await freshContext(browser, spec.login ? token : null);
  await context.addInitScript({ content: firstActionProbe(action.probe) });
  const page = await slowPhonePage(context);
  await page.goto(spec.url, { waitUntil: 'commit', timeout: 120_000 });
  const target = action.target(page);
  const [inPage, seen] = await Promise.all([
    page
      .waitForFunction(() => Reflect.get(window, '__firstAction'), null, { polling: 'raf', timeout: 120_000 })
      .then((handle) => handle.jsonValue() as Promise<number>),
    seenByPlaywright(page, target, action.typeable),
  ]);
  // The probe found what a user (and Playwright, by role and label) would: the very same element.
  const same = await target.evaluate((element) => element === Reflect.get(window, '__firstActionElement'));
  if (!same) throw new Error(`${spec.name}: la sonda de la página encontró otro elemento que «${action.what}»`);
  await context.close();
  return { inPage, seen };
}

/** The figure this bench printed until session 13: when Playwright's own waits, polling from outside, see it. */
async function seenByPlaywright(page: Page, target: Locator, typeable: boolean): Promise<number> {
  await target.waitFor({ state: 'visible', timeout: 120_000 });
  if (typeable) {
    const field = await target.elementHandle();
    await page.waitForFunction(
      (input) => input instanceof HTMLInputElement && !input.disabled && !input.readOnly,
      field,
      { timeout: 120_000 },
    );
  }
  return (await page.evaluate('performance.now()')) as number;
}

/** LCP and CLS of a cold load on an emulated slow phone. */
async function slowPhonePaint(browser: Browser, spec: PageSpec): Promise<Paint & { cls: number }> {
  const context = await freshContext(browser, null);
  const page = await slowPhonePage(context);
  await page.goto(spec.url, { timeout: 120_000 });
  await spec.ready(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP is final at the first input: keep observing a moment after the last script ran.
  await page.waitForTimeout(1500);
  const paint = (await page.evaluate('window.__paint')) as Paint;
  // The document on the wire: since issue 14 it carries the first view and the CSS it needs.
  paint.html = (await page.evaluate("performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? 0")) as number;
  await context.close();
  return { ...paint, cls: cumulativeLayoutShift(paint.shifts) };
}

type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };

/** Which shared libraries each JS file holds, from every app's own mf-manifest.json. */
async function sharedAssetMap(config: RuntimeConfig): Promise<Map<string, string[]>> {
  const manifests = [`${BASE_URL}/mf-manifest.json`, ...Object.values(config.remotes)];
  const byUrl = new Map<string, string[]>();
  for (const manifestUrl of manifests) {
    const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(file, new URL('.', manifestUrl)).toString();
        byUrl.set(url, [...(byUrl.get(url) ?? []), shared.name]);
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
const sum = (scripts: Script[], pick: (script: Script) => number) =>
  scripts.reduce((total, script) => total + pick(script), 0);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function printBreakdown(spec: PageSpec, scripts: Script[], assets: Map<string, string[]>) {
  console.log(`\n${spec.name}: ${spec.url}`);
  for (const script of [...scripts].sort((a, b) => b.wire - a.wire)) {
    const what = [
      ...(assets.get(script.url) ?? []),
      ...(script.runtime ? ['runtime MF'] : []),
      ...(script.zod ? ['zod clásico'] : []),
      ...(script.zodMini ? ['zod/mini'] : []),
    ];
    console.log(`  ${kb(script.wire).padStart(9)}  ${script.url.replace(/^https?:\/\//, '')}  ${what.join(', ')}`);
  }
}

async function main() {
  const config = await runningSuite();
  const token = await sessionToken(config);
  const pages = pagesOf(config);
  const assets = await sharedAssetMap(config);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  console.log(`${os.cpus().length} núcleos · Chromium ${browser.version()} · carga del sistema: ${loadAverage()}`);
  try {
    console.log(
      `índice de CPU (como el BenchmarkIndex de Lighthouse): esta máquina ${await cpuIndex(browser)} · el teléfono lento ${await cpuIndex(browser, CPU_SLOWDOWN)}`,
    );
    // A warm-up load so the servers' first-request costs are not counted.
    await firstLoadScripts(browser, pages[0]!, token);
    const rows: string[] = [];
    for (const spec of pages) {
      const runs: Script[][] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await firstLoadScripts(browser, spec, token));
      const last = runs.at(-1)!;
      if (process.env.PAGES_DETAIL) printBreakdown(spec, last, assets);
      const wire = median(runs.map((scripts) => sum(scripts, (script) => script.wire)));
      const repeated = SINGLETONS.filter(
        (library) => last.filter((script) => assets.get(script.url)?.includes(library)).length > 1,
      );
      rows.push(
        [
          spec.name.padEnd(15),
          `${kb(wire).padStart(9)} ${wire <= GOAL_KB * 1024 ? '≤' : '>'} ${GOAL_KB} KB`,
          `${String(last.length).padStart(3)} archivos`,
          `runtime MF ×${last.filter((script) => script.runtime).length}`,
          `zod clásico ${last.some((script) => script.zod) ? 'sí' : 'no'}`,
          `zod/mini ${last.some((script) => script.zodMini) ? 'sí' : 'no'}`,
          `bibliotecas ${repeated.length ? `repetidas: ${repeated.join(', ')}` : 'una vez'}`,
        ].join(' · '),
      );
    }
    console.log(`\nJavaScript de la primera carga (gzip en la red, mediana de ${RUNS} cargas en frío):`);
    for (const row of rows) console.log(`  ${row}`);

    console.log(
      `\nTeléfono lento (${SLOW_PHONE.latency} ms RTT, ${Math.round(SLOW_PHONE.downloadThroughput / 1024)} KB/s; CPU ×${CPU_SLOWDOWN}), mediana de ${RUNS}:`,
    );
    for (const spec of pages.filter((page) => page.firstAction)) {
      const action = spec.firstAction!;
      const runs: FirstActionTimes[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await slowPhoneFirstAction(browser, spec, token));
      const at = median(runs.map((run) => run.inPage));
      console.log(
        `  ${spec.name.padEnd(15)} ${action.what} ${action.typeable ? 'acepta escribir' : 'a la vista'} a los ${ms(at).padStart(8)} ${at <= action.goalMs ? '≤' : '>'} ${action.goalMs} ms · Playwright lo ve a los ${ms(median(runs.map((run) => run.seen)))}`,
      );
    }
    for (const spec of pages.filter((page) => page.prerendered)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await slowPhonePaint(browser, spec));
      const lcp = median(runs.map((run) => run.lcp));
      const cls = median(runs.map((run) => run.cls));
      console.log(
        `  ${spec.name.padEnd(15)} FCP ${ms(median(runs.map((run) => run.fcp))).padStart(8)} · LCP ${ms(lcp).padStart(8)} ${lcp <= LCP_GOAL_MS ? '≤' : '>'} ${LCP_GOAL_MS} ms · CLS ${cls.toFixed(4)} ${cls < CLS_GOAL ? '<' : '≥'} ${CLS_GOAL} · HTML ${kb(runs.at(-1)!.html)} · ${runs.at(-1)!.lcpElement}`,
      );
    }
    console.log(`\ncarga del sistema al terminar: ${loadAverage()}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
