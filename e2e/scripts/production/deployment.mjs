// The production deployment: PostgreSQL, the SRI simulator (or real SRI), two API instances and the
// static builds behind one nginx. Settings come from the environment (docs/produccion.md).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPS } from '@facturador/shared/federation/apps';
import { ROOT, runtimeConfig, startServices } from '../suite.mjs';
import { ensureDatabase, redact } from './database.mjs';
import { builtScriptHashes, instanceName, proxyRuntimeConfig, writeNginxConfig } from './nginx-config.mjs';
import { resolveSecrets } from './secrets.mjs';
import { unitCommand } from './systemd-unit.mjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/facturador';
/** The readiness probe of each instance (database, migrations, job queue). */
export const API_READY_PATH = '/ready';
/** The unit each API instance runs as (ExecStart, WorkingDirectory, Environment), on a server and here. */
export const API_UNIT = 'deploy/systemd/facturador-api@.service';
/** What `pnpm build` makes of the API: the file the unit's ExecStart runs. */
export const API_BUILD = 'api/dist/server.js';

const integers = (text) => text.split(',').map((part) => Number(part.trim()));

export const RUC_PROVEEDOR_FALTANTE =
  'Falta RUC_PROVEEDOR en el entorno: el RUC del proveedor del software de facturación, que cada comprobante lleva como «RUC Proveedor» (NAC-DGERCGC26-00000027, ficha técnica 2.34).';

/** Every setting of the deployment, read once from the environment and the command-line flags. */
export function productionSettings(env = process.env, argv = []) {
  const proxyPort = Number(env.PROXY_PORT ?? 8080);
  const runtimeDir = resolve(env.PRODUCTION_DIR ?? join(ROOT, 'e2e/.data/production'));
  const sriReal = env.SRI_REAL === '1' || argv.includes('--sri-real');
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    proxyPort,
    proxyListen: env.PROXY_HOST ? `${env.PROXY_HOST}:${proxyPort}` : String(proxyPort),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${proxyPort}`).replace(/\/+$/, ''),
    apiPorts: integers(env.API_PORTS ?? '4001,4002'),
    // SRI_URL: that server; SRI_REAL=1: the SRI's own endpoints by ambiente; neither: the simulator.
    sriUrl: env.SRI_URL || undefined,
    startSimulator: !env.SRI_URL && !sriReal,
    sriSimPort: Number(env.SRI_SIM_PORT ?? 4100),
    runtimeDir,
    trial: env.PRUEBA_LOCAL === '1' || argv.includes('--prueba-local'),
    // The installation's provider RUC (ficha 2.34): every company's documents carry it.
    rucProveedor: env.RUC_PROVEEDOR?.trim() || undefined,
    build: !argv.includes('--sin-compilar'),
  };
}

/** The services in start order; the proxy last, once both instances are ready. */
function productionServices(settings, secrets) {
  const list = [];
  const sriUrl = settings.startSimulator ? `http://127.0.0.1:${settings.sriSimPort}` : settings.sriUrl;
  if (settings.startSimulator) {
    list.push({
      name: 'sri-sim',
      cwd: 'api',
      command: [process.execPath, '--import', 'tsx', 'sim/server.ts'],
      env: { SRI_SIM_PORT: String(settings.sriSimPort), SRI_SIM_HOST: '127.0.0.1' },
      ready: `http://127.0.0.1:${settings.sriSimPort}/`,
    });
  }
  const origin = new URL(settings.publicUrl).origin;
  settings.apiPorts.forEach((port, index) => {
    // The unit's own command and environment (NODE_ENV, TRUST_PROXY…); what it reads from its
    // EnvironmentFile (secrets, database, origins) comes from the settings, and the port from API_PORTS.
    const unit = unitCommand(ROOT, API_UNIT, index + 1);
    list.push({
      name: instanceName(index),
      cwd: unit.cwd,
      command: unit.command,
      env: {
        ...unit.env,
        ...secrets,
        PORT: String(port),
        DATABASE_URL: settings.databaseUrl,
        CORS_ORIGINS: origin,
        PUBLIC_URL: settings.publicUrl,
        // Unset: the API calls the SRI's endpoints for each document's ambiente.
        SRI_URL: sriUrl ?? '',
        RUC_PROVEEDOR: settings.rucProveedor ?? '',
      },
      ready: `http://127.0.0.1:${port}${API_READY_PATH}`,
      anyAnswer: false,
    });
  });
  list.push({
    name: 'nginx',
    cwd: 'e2e',
    command: [
      process.env.NGINX_PATH ?? '/usr/sbin/nginx',
      ...['-e', 'stderr', '-p', settings.runtimeDir, '-c', join(settings.runtimeDir, 'nginx.conf')],
    ],
    env: {},
    ready: `http://127.0.0.1:${settings.proxyPort}/config.json`,
    anyAnswer: false,
  });
  return list;
}

/** Writes the proxy's config.json, its site and nginx.conf into the runtime folder (never /etc). */
function writeRuntimeFiles(settings) {
  for (const dir of ['logs', 'tmp']) mkdirSync(join(settings.runtimeDir, dir), { recursive: true });
  // nginx's workers drop root (to nobody) and must still read config.json here.
  chmodSync(settings.runtimeDir, 0o755);
  writeNginxConfig({
    root: ROOT,
    runtimeDir: settings.runtimeDir,
    listen: settings.proxyListen,
    apiPorts: settings.apiPorts,
    config: proxyRuntimeConfig(runtimeConfig(), settings.publicUrl),
    scriptHashes: builtScriptHashes(ROOT),
  });
}

function buildApps() {
  const result = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('la compilación de la API y las aplicaciones falló');
}

/**
 * Starts the whole deployment; `log` receives the operator's messages. Returns stop() (everything,
 * resolved once all exited) and the children (name, pid), also written to <runtimeDir>/procesos.json.
 */
export async function startProduction(settings, { log = console.log, quiet = false } = {}) {
  const { secrets, generated, fromFile } = resolveSecrets(
    process.env,
    settings.trial ? join(settings.runtimeDir, 'secretos.json') : undefined,
  );
  const warn = (text) => log(`\n!!! ATENCIÓN: ${text}\n`);
  // Against the real SRI, documents issued by this software must carry its provider's RUC.
  if (!settings.rucProveedor && !settings.startSimulator) throw new Error(RUC_PROVEEDOR_FALTANTE);
  if (!settings.rucProveedor) warn(`${RUC_PROVEEDOR_FALTANTE} (Con el simulador del SRI se puede omitir.)`);
  if (generated.length)
    warn(
      `${generated.join(' y ')} generadas para esta prueba local en ${join(settings.runtimeDir, 'secretos.json')}. ` +
        'En producción defínalas en el entorno y guárdelas fuera de la base de datos.',
    );
  if (fromFile.length)
    warn(`${fromFile.join(' y ')} leídas del archivo de prueba local ${join(settings.runtimeDir, 'secretos.json')}.`);

  const estado = await ensureDatabase(settings.databaseUrl);
  log(`PostgreSQL: ${redact(settings.databaseUrl)} (${estado === 'creada' ? 'base creada' : 'base existente'})`);

  if (settings.build) buildApps();
  for (const app of APPS) {
    if (!existsSync(join(ROOT, app.dir, 'dist/index.html')))
      throw new Error(`falta ${app.dir}/dist: ejecute \`pnpm build\` (o quite --sin-compilar)`);
  }
  if (!existsSync(join(ROOT, API_BUILD)))
    throw new Error(`falta ${API_BUILD}: ejecute \`pnpm build\` (o quite --sin-compilar)`);
  writeRuntimeFiles(settings);
  const deployment = await startServices(productionServices(settings, secrets), { quiet });
  const procesos = deployment.children.map((child) => ({ nombre: child.serviceName, pid: child.pid }));
  writeFileSync(join(settings.runtimeDir, 'procesos.json'), `${JSON.stringify(procesos, null, 2)}\n`);
  return deployment;
}
