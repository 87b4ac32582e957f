// Starts the whole suite as a user runs it: API, SRI simulator, print agent with its demo printer,
// and the shell plus the four areas (production builds served by `rsbuild preview`, or dev servers).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const env = process.env;
export const PORTS = {
  shell: Number(env.SHELL_PORT ?? 3000),
  landing: Number(env.MF_LANDING_PORT ?? 3001),
  invoicing: Number(env.MF_INVOICING_PORT ?? 3002),
  admin: Number(env.MF_ADMIN_PORT ?? 3003),
  publicRide: Number(env.MF_PUBLIC_RIDE_PORT ?? 3004),
  api: Number(env.PORT ?? 4000),
  sriSim: Number(env.SRI_SIM_PORT ?? 4100),
  printAgent: Number(env.PRINT_AGENT_PORT ?? 8000),
};

const host = 'localhost';
const url = (port, path = '') => `http://${host}:${port}${path}`;

/** The `/config.json` every app reads at start (ARCHITECTURE.md, contract 2). */
export function runtimeConfig() {
  return {
    apiUrl: env.API_URL ?? url(PORTS.api),
    printAgentUrl: env.PRINT_AGENT_URL ?? url(PORTS.printAgent),
    shellUrl: env.SHELL_URL ?? url(PORTS.shell),
    remotes: {
      mf_landing: url(PORTS.landing, '/mf-manifest.json'),
      mf_invoicing: url(PORTS.invoicing, '/mf-manifest.json'),
      mf_admin: url(PORTS.admin, '/mf-manifest.json'),
      mf_public_ride: url(PORTS.publicRide, '/mf-manifest.json'),
    },
    contacto: {
      telefono: env.CONTACTO_TELEFONO ?? '+593 99 123 4567',
      email: env.CONTACTO_EMAIL ?? 'ventas@facturador.ec',
      whatsapp: env.CONTACTO_WHATSAPP ?? '593991234567',
    },
  };
}

const APPS = [
  ['shell', 'shell'],
  ['mf-landing', 'landing'],
  ['mf-invoicing', 'invoicing'],
  ['mf-admin', 'admin'],
  ['mf-public-ride', 'publicRide'],
];

function bin(pkgDir, name) {
  return join(ROOT, pkgDir, 'node_modules/.bin', name);
}

/** Every process of the suite, in start order. Parts not built yet in this checkout are skipped. */
export function services({ dev = false } = {}) {
  const list = [];
  if (existsSync(join(ROOT, 'api/sim/server.ts'))) {
    list.push({
      name: 'sri-sim',
      cwd: 'api',
      command: [bin('api', 'tsx'), 'sim/server.ts'],
      env: { SRI_SIM_PORT: String(PORTS.sriSim) },
      ready: url(PORTS.sriSim, '/'),
    });
  }
  list.push({
    name: 'api',
    cwd: 'api',
    command: [bin('api', 'tsx'), ...(dev ? ['watch'] : []), 'src/server.ts'],
    env: { PORT: String(PORTS.api), SRI_URL: env.SRI_URL ?? url(PORTS.sriSim) },
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
  for (const [dir, key] of APPS) {
    list.push({
      name: dir,
      cwd: dir,
      command: [bin(dir, 'rsbuild'), dev ? 'dev' : 'preview'],
      env: {},
      ready: url(PORTS[key], '/'),
    });
  }
  // SUITE_SKIP=print-agent,sri-sim leaves parts out (e.g. when they run elsewhere).
  const skip = new Set((env.SUITE_SKIP ?? '').split(',').map((name) => name.trim()));
  return list.filter((service) => !skip.has(service.name));
}

/** Production builds read the config shipped in dist: rewrite it from the environment. */
export function writeRuntimeConfig() {
  const config = `${JSON.stringify(runtimeConfig(), null, 2)}\n`;
  for (const [dir] of APPS) {
    const dist = join(ROOT, dir, 'dist');
    if (existsSync(dist)) writeFileSync(join(dist, 'config.json'), config);
  }
}

async function waitFor(target, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`terminó con código ${child.exitCode}`);
    try {
      const response = await fetch(target);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`no respondió en ${timeoutMs / 1000} s (${target})`);
}

/** Starts every service, prefixing its output; resolves once all answer. Returns a stop function. */
export async function startSuite({ dev = false, extraEnv = {}, quiet = false } = {}) {
  if (!dev) writeRuntimeConfig();
  const children = [];
  /** Stops every process and resolves once all have exited (their ports are free again). */
  const stop = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const force = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  try {
    for (const service of services({ dev })) {
      const child = spawn(service.command[0], service.command.slice(1), {
        cwd: join(ROOT, service.cwd),
        env: { ...env, ...service.env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const prefix = `[${service.name}] `;
      const relay = (stream, out) =>
        stream.on('data', (chunk) => {
          if (quiet) return;
          for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
        });
      relay(child.stdout, process.stdout);
      relay(child.stderr, process.stderr);
      try {
        await waitFor(service.ready, child, 90_000);
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
