// Starts the whole suite as a user runs it: API, SRI simulator, print agent with its demo printer,
// and the shell plus the four areas (production builds served by `rsbuild preview`, or dev servers).
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnService, waitForHttp } from '@facturador/api/child-process';
import { APPS, AREAS, appPort, runtimeConfig as configFromEnv, SHELL_APP } from '@facturador/shared/federation/apps';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const env = process.env;
export const PORTS = {
  shell: appPort(SHELL_APP, env),
  ...Object.fromEntries(Object.entries(AREAS).map(([key, area]) => [key, appPort(area, env)])),
  api: Number(env.PORT ?? 4000),
  sriSim: Number(env.SRI_SIM_PORT ?? 4100),
  printAgent: Number(env.PRINT_AGENT_PORT ?? 8000),
  maildevSmtp: Number(env.MAILDEV_SMTP_PORT ?? 1025),
  maildevWeb: Number(env.MAILDEV_WEB_PORT ?? 1080),
};

/**
 * The contract test's area (issue 20), built as another team would (e2e/fixtures/partner-area): only
 * the end-to-end suite serves it and adds it to /config.json, never `pnpm start` or production.
 */
export const PARTNER_AREA = {
  name: 'partner_area',
  dir: 'e2e/fixtures/partner-area',
  port: Number(env.PARTNER_AREA_PORT ?? 3009),
  route: { basePath: '/area-de-prueba', label: 'el área de prueba', title: 'Área de otro equipo', requireLogin: true },
};

const host = 'localhost';
const url = (port, path = '') => `http://${host}:${port}${path}`;

/** The `/config.json` every app reads at start (ARCHITECTURE.md, contract 2), from the environment. */
export function runtimeConfig({ partnerArea = false } = {}) {
  const config = configFromEnv(env, host);
  if (!partnerArea) return config;
  return {
    ...config,
    remotes: { ...config.remotes, [PARTNER_AREA.name]: url(PARTNER_AREA.port, '/mf-manifest.json') },
    areas: { [PARTNER_AREA.name]: PARTNER_AREA.route },
  };
}

function bin(pkgDir, name) {
  return join(ROOT, pkgDir, 'node_modules/.bin', name);
}

/** SUITE_SKIP=print-agent,sri-sim,maildev leaves parts out (e.g. when they run elsewhere). */
const skipped = () => new Set((env.SUITE_SKIP ?? '').split(',').map((name) => name.trim()));

/** Every process of the suite, in start order. Parts not built yet in this checkout are skipped. */
export function services({ dev = false, partnerArea = false } = {}) {
  const list = [];
  // MailDev: a local inbox for the invoices the API e-mails (SMTP on 1025, web and /api/email on 1080).
  const maildev = !skipped().has('maildev') && existsSync(bin('e2e', 'maildev'));
  if (maildev) {
    list.push({
      name: 'maildev',
      cwd: 'e2e',
      command: [
        bin('e2e', 'maildev'),
        ...['--smtp', String(PORTS.maildevSmtp), '--ip', '127.0.0.1'],
        ...['--web', String(PORTS.maildevWeb), '--web-ip', '127.0.0.1'],
      ],
      env: {},
      ready: url(PORTS.maildevWeb, '/api/email'),
    });
  }
  if (existsSync(join(ROOT, 'api/sim/server.ts'))) {
    list.push({
      name: 'sri-sim',
      cwd: 'api',
      // `node --import tsx`: the server process itself receives SIGTERM (the tsx CLI kills it ~60 ms later).
      command: [process.execPath, '--import', 'tsx', 'sim/server.ts'],
      env: { SRI_SIM_PORT: String(PORTS.sriSim) },
      ready: url(PORTS.sriSim, '/'),
    });
  }
  list.push({
    name: 'api',
    cwd: 'api',
    command: dev
      ? [bin('api', 'tsx'), 'watch', 'src/server.ts']
      : [process.execPath, '--import', 'tsx', 'src/server.ts'],
    env: {
      PORT: String(PORTS.api),
      SRI_URL: env.SRI_URL ?? url(PORTS.sriSim),
      PUBLIC_URL: env.PUBLIC_URL ?? runtimeConfig().shellUrl,
      ...(env.SMTP_URL || maildev ? { SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${PORTS.maildevSmtp}` } : {}),
    },
    ready: url(PORTS.api, '/docs/json'),
  });
  if (existsSync(join(ROOT, 'print-agent/bin/facturador-print-agent.mjs'))) {
    list.push({
      name: 'print-agent',
      cwd: 'print-agent',
      // The demo printer captures each receipt under print-agent/.data/capturas/ (PRINT_AGENT_DATA_DIR).
      command: [process.execPath, 'bin/facturador-print-agent.mjs', '--demo'],
      env: { PRINT_AGENT_PORT: String(PORTS.printAgent) },
      ready: url(PORTS.printAgent, '/version'),
    });
  }
  for (const app of APPS) {
    list.push({
      name: app.dir,
      cwd: app.dir,
      command: [bin(app.dir, 'rsbuild'), dev ? 'dev' : 'preview'],
      env: {},
      ready: url(appPort(app, env), '/'),
    });
  }
  if (partnerArea) {
    list.push({
      name: 'partner-area',
      cwd: PARTNER_AREA.dir,
      command: [bin(PARTNER_AREA.dir, 'rsbuild'), 'preview'],
      env: { PARTNER_AREA_PORT: String(PARTNER_AREA.port) },
      ready: url(PARTNER_AREA.port, '/mf-manifest.json'),
    });
  }
  const skip = skipped();
  return list.filter((service) => !skip.has(service.name));
}

/** Production builds read the config shipped in dist: rewrite it from the environment. */
export function writeRuntimeConfig({ partnerArea = false } = {}) {
  const config = `${JSON.stringify(runtimeConfig({ partnerArea }), null, 2)}\n`;
  for (const app of APPS) {
    const dist = join(ROOT, app.dir, 'dist');
    if (existsSync(dist)) writeFileSync(join(dist, 'config.json'), config);
  }
}

/**
 * Starts every service, prefixing its output; resolves once all answer. Returns a stop function.
 * `partnerArea`: the end-to-end suite's contract-test area too (PARTNER_AREA).
 */
export async function startSuite({ dev = false, partnerArea = false, extraEnv = {}, quiet = false } = {}) {
  if (partnerArea && !existsSync(join(ROOT, PARTNER_AREA.dir, 'dist/mf-manifest.json'))) {
    throw new Error(`Falta la compilación de ${PARTNER_AREA.dir}: ejecute \`pnpm build\` antes de las pruebas e2e.`);
  }
  if (!dev) writeRuntimeConfig({ partnerArea });
  return startServices(services({ dev, partnerArea }), { extraEnv, quiet });
}

/**
 * Starts services in order ({name, cwd, command, env, ready, anyAnswer?}), each once its `ready` URL
 * answers (any answer unless anyAnswer is false), prefixing their output. Returns stop() and the children.
 */
export async function startServices(list, { extraEnv = {}, quiet = false } = {}) {
  const children = [];
  /** Stops every process and resolves once all have exited (their ports are free again). */
  const stop = () => Promise.all(children.map((child) => child.stop()));
  try {
    for (const service of list) {
      const prefix = `[${service.name}] `;
      const relay = (text, stream) => {
        if (quiet) return;
        const out = stream === 'stderr' ? process.stderr : process.stdout;
        for (const line of text.split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
      };
      const child = spawnService(service.command[0], service.command.slice(1), {
        cwd: join(ROOT, service.cwd),
        env: { ...service.env, ...extraEnv },
        onOutput: relay,
      });
      children.push(Object.assign(child, { serviceName: service.name }));
      try {
        await waitForHttp(service.ready, { child, timeoutMs: 90_000, anyAnswer: service.anyAnswer ?? true });
      } catch (error) {
        throw new Error(`${service.name} ${error.message}`);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, children };
}
