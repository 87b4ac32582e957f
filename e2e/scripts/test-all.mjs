// `pnpm test`: every test of the suite, in the order a failure is cheapest to see.
//   1. lint, import boundaries (and the proof their rules bite), typecheck
//   2. unit + API (PGlite) + print agent   3. API on PostgreSQL (TEST_DATABASE_URL)
//   4. production build     5. Playwright end to end in Debian's Chromium
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './suite.mjs';

// A test file whose every test was skipped fails its stage (reporters in ./reporters).
const reporter = (name) => join(ROOT, 'e2e/scripts/reporters', name);
const vitestReporters = ['--reporter=default', `--reporter=${reporter('vitest-no-skipped-file.mjs')}`];
const playwrightReporters = [`--reporter=list,${reporter('playwright-no-skipped-file.mjs')}`];

// The first API run is the embedded default (PGlite) even where CI also provides PostgreSQL.
const { TEST_DATABASE_URL: _postgres, ...pgliteEnv } = process.env;

const steps = [
  ['Lint (Biome)', 'pnpm', ['lint']],
  ['Fronteras de importación', 'pnpm', ['check:boundaries']],
  ['Reglas de fronteras (fixture con violaciones)', process.execPath, ['--test', 'e2e/scripts/boundaries.test.mjs']],
  ['Typecheck', 'pnpm', ['typecheck']],
  [
    'Unit, API (PGlite) y agente de impresión',
    'pnpm',
    [
      '-r',
      '--workspace-concurrency=1',
      '--filter=!@facturador/e2e',
      '--filter=!@facturador/bench',
      '--if-present',
      'test',
      ...vitestReporters,
    ],
    pgliteEnv,
  ],
];

if (process.env.TEST_DATABASE_URL) {
  steps.push(['API en PostgreSQL', 'pnpm', ['--filter', '@facturador/api', 'test', ...vitestReporters]]);
} else {
  console.log(
    'ℹ TEST_DATABASE_URL no está definido: la API se prueba solo en PGlite (CI la prueba también en PostgreSQL).',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
steps.push(['Compilación de producción', 'pnpm', ['build']]);
// The production deployment (nginx + two API instances + PostgreSQL) on what was just built.
const nginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
if (process.env.TEST_DATABASE_URL && nginx) {
  steps.push(['Despliegue de producción (nginx, dos instancias, PostgreSQL)', 'pnpm', ['test:production']]);
} else {
  console.log('ℹ Sin nginx o sin TEST_DATABASE_URL: no se prueba el despliegue de producción (CI sí lo prueba).');
}
if (existsSync(chromium)) {
  steps.push(['End to end (Playwright)', 'pnpm', ['--filter', '@facturador/e2e', 'test', ...playwrightReporters]]);
  // The dev servers on their own ports: an edited component refreshes in place, in the shell and standalone.
  steps.push(['Fast Refresh en pnpm dev', 'pnpm', ['test:dev-refresh']]);
} else {
  console.error(
    `✖ No se encontró Chromium en ${chromium}: instálelo (apt-get install chromium) o indique otro con CHROMIUM_PATH.`,
  );
  process.exitCode = 1;
}

const durations = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')} s`;
/** Each stage's duration and the total, printed at the end (and on a failure, up to the failed stage). */
function printDurations() {
  console.log('\nDuración por etapa:');
  for (const [title, ms] of durations) console.log(`  ${minutes(ms).padStart(12)}  ${title}`);
  const total = durations.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${minutes(total).padStart(12)}  Total`);
}

for (const [title, command, args, stepEnv = process.env] of steps) {
  console.log(`\n━━ ${title} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: stepEnv });
  durations.push([title, Date.now() - started]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} falló (${seconds} s)`);
    printDurations();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
printDurations();
