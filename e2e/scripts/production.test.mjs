// `pnpm test:production`: starts the production deployment as an operator does (`start-production.mjs`
// on a new PostgreSQL database, nginx from Debian, free ports) and checks it from outside, over HTTP:
// the shell and the areas behind one origin, the API load-balanced over both instances, one instance
// killed without the API going down, the probes kept internal, and a clean stop. The API instances run
// as deploy/systemd/facturador-api@.service says and nginx serves deploy/nginx/facturador.conf: what is
// tested is what ships. Needs `pnpm build` (the areas, the shell and the API's dist/server.js).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort, spawnService, waitForHttp } from '@facturador/api/child-process';
import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/service-unavailable';
import { dropDatabase } from './production/database.mjs';
import { API_BUILD, API_UNIT } from './production/deployment.mjs';
import { builtScriptHashes, proxyRuntimeConfig, writeNginxConfig } from './production/nginx-config.mjs';
import { serviceSection } from './production/systemd-unit.mjs';
import { ROOT, runtimeConfig } from './suite.mjs';

const SCRIPT = join(ROOT, 'e2e/scripts/start-production.mjs');
const LOGIN_LIMIT = 5;
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

function databaseUrl() {
  const url = new URL(server);
  url.pathname = `/facturador_produccion_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

const login = (base, usuario, clave, headers = {}) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ usuario, clave }),
  });

/** A policy's directives by name: `{'default-src': "'self'", …}`. */
function directives(policy) {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

/** The headers of every page and file of the suite behind the proxy (plain HTTP: no HSTS). */
function assertPageHeaders(response, base, what) {
  const csp = directives(response.headers.get('content-security-policy'));
  assert.equal(csp['default-src'], "'self'", what);
  // The inline scripts of the shell's index.html: its first script and the pre-render's page picker.
  assert.match(csp['script-src'], new RegExp(`^'self' ${base}( 'sha256-[A-Za-z0-9+/=]+'){2}$`), what);
  assert.equal(csp['connect-src'], `'self' ${base} http://localhost:8000`, what);
  assert.equal(csp['frame-src'], "'self' blob:", what);
  assert.equal(csp['object-src'], "'none'", what);
  assert.equal(csp['frame-ancestors'], "'self'", what);
  assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN', what);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer', what);
  assert.equal(response.headers.get('strict-transport-security'), null, what);
}

/** The headers of the API's answers (its own, or nginx's when no instance answers). */
function assertApiHeaders(response, what) {
  assert.deepEqual(
    directives(response.headers.get('content-security-policy')),
    { 'default-src': "'none'", 'frame-ancestors': "'none'" },
    what,
  );
  assert.equal(response.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer', what);
  assert.equal(response.headers.get('strict-transport-security'), null, what);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the child has printed `text` (its own announcement), or fails with its output. */
async function waitForOutput(child, text, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!child.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no apareció «${text}»:\n${child.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('despliegue de producción (nginx + dos instancias de la API + PostgreSQL)', () => {
  let base;
  let runtimeDir;
  let dbUrl;
  let deployment;

  before(async () => {
    for (const built of ['shell/dist/index.html', API_BUILD])
      assert.ok(existsSync(join(ROOT, built)), `falta ${built}: ejecute \`pnpm build\` antes de esta prueba`);
    runtimeDir = mkdtempSync(join(tmpdir(), 'facturador-produccion-'));
    dbUrl = databaseUrl();
    const [proxyPort, api1, api2, sim] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    base = `http://localhost:${proxyPort}`;
    deployment = spawnService(process.execPath, [SCRIPT, '--sin-compilar'], {
      cwd: ROOT,
      env: {
        DATABASE_URL: dbUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        CERT_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
        SEED_DEMO: '1',
        RUC_PROVEEDOR: '1790016919001',
        LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
        PROXY_PORT: String(proxyPort),
        PROXY_HOST: '127.0.0.1',
        API_PORTS: `${api1},${api2}`,
        SRI_SIM_PORT: String(sim),
        PRODUCTION_DIR: runtimeDir,
        LOG_LEVEL: 'warn',
      },
      killAfterMs: 20_000,
    });
    await waitForHttp(`${base}/config.json`, { child: deployment, timeoutMs: 240_000 }).catch((error) => {
      throw new Error(`${error.message}\n${deployment.output().slice(-4000)}`);
    });
    // nginx serves config.json before every service is up: the script says when all are (procesos.json written).
    await waitForOutput(deployment, 'Facturador (producción) está listo', 240_000);
  });

  after(async () => {
    await deployment?.stop();
    if (dbUrl) await dropDatabase(dbUrl);
    if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
  });

  test('el shell responde en / y en cada ruta suya; config.json apunta al mismo origen', async () => {
    for (const path of [
      '/',
      '/login',
      '/admin/productos',
      '/descargar-factura/1811202301179001691900120721260002540020711013510',
    ]) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(await response.text(), /<title>Facturador · Facturación electrónica para Ecuador<\/title>/, path);
      assertPageHeaders(response, base, path);
    }
    const configResponse = await fetch(`${base}/config.json`);
    assertPageHeaders(configResponse, base, '/config.json');
    const config = await configResponse.json();
    assert.equal(config.apiUrl, base);
    assert.equal(config.shellUrl, base);
    assert.deepEqual(Object.keys(config.remotes).sort(), ['mf_admin', 'mf_invoicing', 'mf_landing', 'mf_public_ride']);
    for (const [name, manifestUrl] of Object.entries(config.remotes)) {
      assert.ok(manifestUrl.startsWith(`${base}/mf/`), manifestUrl);
      const manifest = await (await fetch(manifestUrl)).json();
      assert.equal(manifest.id, name);
      // publicPath "auto": chunks resolve next to the manifest.
      const entry = await fetch(new URL(manifest.metaData.remoteEntry.name, manifestUrl));
      assert.equal(entry.status, 200, manifest.metaData.remoteEntry.name);
      assert.match(entry.headers.get('content-type') ?? '', /javascript/);
      assertPageHeaders(entry, base, manifest.metaData.remoteEntry.name);
    }
    const missing = await fetch(`${base}/static/js/no-existe.js`);
    assert.equal(missing.status, 404);
    assertPageHeaders(missing, base, '404');
  });

  test('POST /api/login funciona a través del proxy y las peticiones llegan a las dos instancias', async () => {
    const response = await login(base, 'demo', 'demo1234');
    assert.equal(response.status, 200);
    assertApiHeaders(response, 'POST /api/login');
    const { token } = await response.json();
    assert.ok(token);
    const instances = new Set();
    for (let i = 0; i < 6; i++) {
      const almacenes = await fetch(`${base}/api/almacenes`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(almacenes.status, 200);
      assert.ok(Array.isArray(await almacenes.json()));
      instances.add(almacenes.headers.get('x-instance'));
    }
    assert.deepEqual([...instances].sort(), ['api-1', 'api-2']);
  });

  test('cada instancia corre el JavaScript compilado como dice su unidad de systemd (sin tsx)', () => {
    const unit = serviceSection(readFileSync(join(ROOT, API_UNIT), 'utf8'));
    const [, ...args] = unit.ExecStart.split(/\s+/);
    const procesos = JSON.parse(readFileSync(join(runtimeDir, 'procesos.json'), 'utf8'));
    for (const nombre of ['api-1', 'api-2']) {
      const { pid } = procesos.find((proceso) => proceso.nombre === nombre);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      assert.deepEqual(argv, [process.execPath, ...args], nombre);
      assert.ok(argv.includes('dist/server.js') && !argv.some((arg) => arg.includes('tsx')), argv.join(' '));
      assert.equal(readlinkSync(`/proc/${pid}/cwd`), join(ROOT, 'api'), nombre);
    }
  });

  test('nginx sirve el sitio de deploy/nginx/facturador.conf: cada línea suya, en orden, sin nada por completar', () => {
    const site = readFileSync(join(runtimeDir, 'facturador.conf'), 'utf8').split('\n');
    const template = readFileSync(join(ROOT, 'deploy/nginx/facturador.conf'), 'utf8').split('\n');
    let at = 0;
    for (const line of template.filter((text) => !text.includes('{{'))) {
      at = site.indexOf(line, at);
      assert.notEqual(at, -1, `falta en facturador.conf: ${line}`);
      at += 1;
    }
    assert.ok(!site.some((line) => line.includes('{{')));
    assert.ok(readFileSync(join(runtimeDir, 'nginx.conf'), 'utf8').includes(`include ${runtimeDir}/facturador.conf;`));
  });

  test('el sitio también vale en el nginx.conf de Debian, en lugar de sites-enabled (nginx -t)', () => {
    const debian = readFileSync('/etc/nginx/nginx.conf', 'utf8');
    assert.match(debian, /include \/etc\/nginx\/sites-enabled\/\*;/);
    const main = join(runtimeDir, 'debian-nginx.conf');
    writeFileSync(
      main,
      debian.replace('include /etc/nginx/sites-enabled/*;', `include ${join(runtimeDir, 'facturador.conf')};`),
    );
    const result = spawnSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-t', '-c', main], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });

  test('/health, /ready, /metrics y /docs no se publican en el proxy (solo en el loopback de cada instancia)', async () => {
    for (const path of ['/health', '/ready', '/metrics', '/docs', '/docs/json']) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      assert.equal(response.status, 404, path);
    }
  });

  test('el límite de intentos de inicio de sesión no se evade con X-Forwarded-For ni repartido entre instancias', async () => {
    const usuario = `nadie-${randomBytes(3).toString('hex')}`;
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const response = await login(base, usuario, 'incorrecta', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      const body = await response.json();
      statuses.push(response.status);
      assert.equal(typeof body.error?.message, 'string');
    }
    assert.deepEqual(statuses.slice(0, LOGIN_LIMIT), Array(LOGIN_LIMIT).fill(401));
    assert.equal(statuses[LOGIN_LIMIT], 429);
  });

  test('con una instancia muerta (kill -9) la API sigue respondiendo por la otra', async () => {
    const procesos = JSON.parse(readFileSync(join(runtimeDir, 'procesos.json'), 'utf8'));
    const first = procesos.find((proceso) => proceso.nombre === 'api-1');
    process.kill(first.pid, 'SIGKILL');
    // Until the kernel has reaped it, the dying process may still take a connection: a POST sent to it
    // then fails with 502 (nginx does not resend non-idempotent requests). Measure the dead instance.
    for (let tries = 0; tries < 100 && alive(first.pid); tries++) await new Promise((done) => setTimeout(done, 50));
    const token = (await (await login(base, 'demo', 'demo1234')).json()).token;
    const instances = new Set();
    for (let i = 0; i < 6; i++) {
      const almacenes = await fetch(`${base}/api/almacenes`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(almacenes.status, 200);
      instances.add(almacenes.headers.get('x-instance'));
    }
    assert.deepEqual([...instances], ['api-2']);
    assert.equal(deployment.exitCode, null, 'el despliegue sigue con una instancia');
    assert.match(deployment.output(), /api-1 terminó \(SIGKILL\)/);
  });

  test('SIGTERM detiene todo: el script termina y el proxy deja de escuchar', async () => {
    const procesos = JSON.parse(readFileSync(join(runtimeDir, 'procesos.json'), 'utf8'));
    await deployment.stop();
    assert.equal(deployment.exitCode, 0);
    await assert.rejects(fetch(`${base}/config.json`));
    for (const { nombre, pid } of procesos) {
      assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' }, `${nombre} (pid ${pid}) sigue vivo`);
    }
  });
});

test('la unidad de systemd de la API es válida (systemd-analyze verify) y corre api/dist/server.js', () => {
  const unitFile = join(ROOT, API_UNIT);
  const result = spawnSync(process.env.SYSTEMD_ANALYZE_PATH ?? 'systemd-analyze', ['verify', unitFile], {
    encoding: 'utf8',
  });
  assert.equal(result.error, undefined);
  assert.equal(result.stderr, '');
  assert.equal(result.status, 0);
  const unit = serviceSection(readFileSync(unitFile, 'utf8'), '1');
  assert.equal(unit.ExecStart, '/usr/bin/node --enable-source-maps dist/server.js');
  assert.equal(unit.WorkingDirectory, '/opt/facturador/api');
  assert.deepEqual(Object.fromEntries(unit.Environment), {
    NODE_ENV: 'production',
    PORT: '4001',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
  });
});

test('sin JWT_SECRET ni CERT_ENCRYPTION_KEY (y sin --prueba-local) no arranca y dice por qué', async () => {
  const env = { JWT_SECRET: '', CERT_ENCRYPTION_KEY: '', PRUEBA_LOCAL: '' };
  const child = spawnService(process.execPath, [SCRIPT, '--sin-compilar'], { cwd: ROOT, env });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(code, 1);
  assert.match(child.output(), /Faltan JWT_SECRET y CERT_ENCRYPTION_KEY en el entorno/);
});

test('con los servicios reales del SRI y sin RUC_PROVEEDOR no arranca y dice por qué', async () => {
  const env = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    CERT_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    SRI_REAL: '1',
    RUC_PROVEEDOR: '',
  };
  const child = spawnService(process.execPath, [SCRIPT, '--sin-compilar'], { cwd: ROOT, env });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  assert.equal(code, 1);
  assert.match(child.output(), /Falta RUC_PROVEEDOR en el entorno/);
});

describe('sin ninguna instancia que responda, nginx contesta por la API un 503 en español (nunca su página HTML)', () => {
  let base;
  let runtimeDir;
  let nginx;
  let silent;
  const sockets = new Set();

  before(async () => {
    runtimeDir = mkdtempSync(join(tmpdir(), 'facturador-proxy-'));
    for (const dir of ['logs', 'tmp']) mkdirSync(join(runtimeDir, dir));
    // nginx's workers drop root (to nobody) and must still read config.json here.
    chmodSync(runtimeDir, 0o755);
    // An instance that takes the connection and never answers: nginx's read timeout (504).
    silent = createServer(() => {});
    silent.on('connection', (socket) => sockets.add(socket));
    const [proxyPort, silentPort] = await Promise.all([freePort(), freePort()]);
    await new Promise((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${proxyPort}`;
    const conf = writeNginxConfig({
      root: ROOT,
      runtimeDir,
      listen: `127.0.0.1:${proxyPort}`,
      apiPorts: [silentPort],
      config: proxyRuntimeConfig(runtimeConfig(), base),
      scriptHashes: builtScriptHashes(ROOT),
      apiReadTimeout: '1s',
    });
    nginx = spawnService(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', conf], {
      cwd: runtimeDir,
    });
    await waitForHttp(`${base}/config.json`, { child: nginx, timeoutMs: 20_000 }).catch((error) => {
      throw new Error(`${error.message}\n${nginx.output()}`);
    });
  });

  after(async () => {
    await nginx?.stop();
    for (const socket of sockets) socket.destroy();
    silent?.close();
    if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
  });

  async function assertSpanish503(response, what) {
    assert.equal(response.status, 503, what);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, what);
    assert.deepEqual(await response.json(), { error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } }, what);
    assertApiHeaders(response, what);
  }

  test('una instancia que no contesta (tiempo agotado, 504 de nginx)', async () => {
    await assertSpanish503(await fetch(`${base}/api/almacenes`), 'GET tras el tiempo agotado');
  });

  test('ninguna instancia escuchando (conexión rechazada, 502 de nginx), también un POST', async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await assertSpanish503(await fetch(`${base}/api/almacenes`), 'GET sin instancias');
    await assertSpanish503(await login(base, 'demo', 'demo1234'), 'POST /api/login sin instancias');
    // The pages are still served, with their headers.
    const page = await fetch(`${base}/login`);
    assert.equal(page.status, 200);
    assertPageHeaders(page, base, '/login');
  });
});
