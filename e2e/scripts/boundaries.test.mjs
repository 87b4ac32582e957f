// Proves the import-boundary check (`pnpm check:boundaries`, .dependency-cruiser.cjs) really fails:
// it cruises a small monorepo written to a temp folder, with one import breaking each rule beside
// imports that are allowed, and expects exactly the violations planted there.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './suite.mjs';

const ALLOWED = {
  'shared/package.json': JSON.stringify({
    name: '@facturador/shared',
    exports: {
      './domain': './src/domain/index.ts',
      './session': './src/session/index.ts',
      './api': './src/api/index.ts',
      './ui': './src/ui/index.ts',
      './ride': './src/ride/index.ts',
    },
  }),
  'shared/src/domain/index.ts': "export * from './money';",
  'shared/src/domain/money.ts': 'export const cents = 100;',
  'shared/src/session/index.ts': "import { cents } from '@facturador/shared/domain';\nexport const session = cents;",
  'shared/src/api/index.ts': "import { session } from '@facturador/shared/session';\nexport const api = session;",
  'shared/src/ui/index.ts': "import { api } from '@facturador/shared/api';\nexport const ui = api;",
  'shared/src/ride/index.ts': "import { cents } from '@facturador/shared/domain';\nexport const ride = cents;",
  'mf-a/src/common/format.ts': 'export const format = String;',
  'mf-a/src/features/cart/line.ts': "import { format } from '../../common/format';\nexport const line = format;",
  'mf-a/src/features/cart/Cart.ts':
    "import { ui } from '@facturador/shared/ui';\nimport { line } from './line';\nexport { line, ui };",
  'mf-a/src/features/checkout/total.ts': 'export const total = 0;',
  'mf-b/src/spa.ts': 'export const spa = 1;',
  'shell/src/app.ts': "import { session } from '@facturador/shared/session';\nexport const app = session;",
  'api/src/db/database.ts': 'export const openDatabase = () => 0;',
  'api/src/config.ts': 'export const API_ROOT = "/api";',
  'api/src/sri/signature/lite-dom.ts': 'export const parseLiteXml = String;',
  'api/src/sri/reader/xml-reader.ts':
    "import { parseLiteXml } from '../signature/lite-dom';\nexport const readXml = parseLiteXml;",
  'api/src/plugins/app/jobs.ts': 'export const jobs = 1;',
  'api/src/services/jobs.ts': 'export const queue = 1;',
  'api/src/plugins/app/mail.ts': "import { queue } from '../../services/jobs';\nexport const mail = queue;",
  'bench/ride/ride-bench.ts': "import { cents } from '@facturador/shared/domain';\nexport const bench = cents;",
};

/** Each planted import and the line the check must print for it. */
const VIOLATIONS = [
  [
    'mf-a/src/features/checkout/pay.ts',
    "import { spa } from '../../../../mf-b/src/spa';\nexport { spa };",
    [
      'area-importa-otra-area: mf-a/src/features/checkout/pay.ts → mf-b/src/spa.ts',
      'paquete-entra-en-otro-paquete: mf-a/src/features/checkout/pay.ts → mf-b/src/spa.ts',
    ],
  ],
  [
    'shell/src/areas.ts',
    "import { format } from '../../mf-a/src/common/format';\nexport { format };",
    [
      'area-importa-otra-area: shell/src/areas.ts → mf-a/src/common/format.ts',
      'paquete-entra-en-otro-paquete: shell/src/areas.ts → mf-a/src/common/format.ts',
    ],
  ],
  [
    'mf-b/src/remote.ts',
    "import { spa } from '@facturador/mf-a';\nexport { spa };",
    ['area-importa-otra-area: mf-b/src/remote.ts → @facturador/mf-a'],
  ],
  [
    'mf-a/src/features/cart/summary.ts',
    "import { total } from '../checkout/total';\nexport { total };",
    ['feature-importa-otra-feature: mf-a/src/features/cart/summary.ts → mf-a/src/features/checkout/total.ts'],
  ],
  [
    'bench/sri/sign.ts',
    "import { API_ROOT } from '../../api/src/config';\nexport { API_ROOT };",
    ['paquete-entra-en-otro-paquete: bench/sri/sign.ts → api/src/config.ts'],
  ],
  [
    'bench/api/helpers.ts',
    "import { openDatabase } from '../../api/src/db/database';\nexport { openDatabase };",
    ['paquete-entra-en-otro-paquete: bench/api/helpers.ts → api/src/db/database.ts'],
  ],
  [
    'api/src/services/compras.ts',
    "import { parseLiteXml } from '../sri/signature/lite-dom';\nexport { parseLiteXml };",
    ['xml-sri-solo-por-el-lector: api/src/services/compras.ts → api/src/sri/signature/lite-dom.ts'],
  ],
  [
    'api/src/services/digest.ts',
    "import type { jobs } from '../plugins/app/jobs';\nexport type Digest = typeof jobs;",
    ['servicio-importa-plugin: api/src/services/digest.ts → api/src/plugins/app/jobs.ts'],
  ],
  [
    'mf-a/src/common/chart.ts',
    "import { canvas } from './canvas';\nexport const chart = canvas;",
    // The cycle is reported once, on a line of its own per module: the first names where it starts.
    [],
  ],
  [
    'mf-a/src/common/canvas.ts',
    "import type { chart } from './chart';\nexport const canvas = 1;\nexport type Chart = typeof chart;",
    ['import-circular: mf-a/src/common/canvas.ts →'],
  ],
  [
    'shared/src/domain/labels.ts',
    "import { ui } from '@facturador/shared/ui';\nexport const label = ui;",
    ['shared-domain-solo-en-un-sentido: shared/src/domain/labels.ts → shared/src/ui/index.ts'],
  ],
  [
    'shared/src/session/token.ts',
    "import { api } from '@facturador/shared/api';\nexport const token = api;",
    ['shared-session-solo-en-un-sentido: shared/src/session/token.ts → shared/src/api/index.ts'],
  ],
  [
    'shared/src/api/render.ts',
    "import { ui } from '@facturador/shared/ui';\nexport const render = ui;",
    ['shared-api-solo-en-un-sentido: shared/src/api/render.ts → shared/src/ui/index.ts'],
  ],
  [
    'shared/src/ui/pdf.ts',
    "import { ride } from '@facturador/shared/ride';\nexport const pdf = ride;",
    ['shared-ui-solo-en-un-sentido: shared/src/ui/pdf.ts → shared/src/ride/index.ts'],
  ],
  [
    'shared/src/ride/header.ts',
    "import { session } from '@facturador/shared/session';\nexport const header = session;",
    ['shared-ride-solo-en-un-sentido: shared/src/ride/header.ts → shared/src/session/index.ts'],
  ],
  [
    'shared/src/api/prices.ts',
    "import { cents } from '../domain/money';\nexport const prices = cents;",
    ['shared-subpath-por-ruta-relativa: shared/src/api/prices.ts → shared/src/domain/money.ts'],
  ],
];

let root;

function writeTree(files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
}

/** Runs the real check, with the repository's config, on the fixture tree. */
function checkBoundaries() {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    [
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'api',
      'bench',
      'mf-a',
      'mf-b',
      'shared',
      'shell',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const violations = result.stdout
    .split('\n')
    .map((line) => line.trim().match(/^error (.+)$/)?.[1])
    .filter(Boolean)
    .sort();
  return { status: result.status, violations, output: result.stdout + result.stderr };
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'facturador-boundaries-'));
  writeTree(ALLOWED);
  // The workspace link pnpm makes, so package-name imports resolve as in the repository.
  mkdirSync(join(root, 'node_modules/@facturador'), { recursive: true });
  symlinkSync('../../shared', join(root, 'node_modules/@facturador/shared'));
});

after(() => rmSync(root, { recursive: true, force: true }));

test('allowed imports pass', () => {
  const { status, violations, output } = checkBoundaries();
  assert.deepEqual(violations, [], output);
  assert.equal(status, 0, output);
});

test('every rule fails on its violating import, naming both files', () => {
  writeTree(Object.fromEntries(VIOLATIONS.map(([file, text]) => [file, text])));
  const { status, violations, output } = checkBoundaries();
  assert.deepEqual(violations, VIOLATIONS.flatMap(([, , expected]) => expected).sort(), output);
  assert.notEqual(status, 0, output);
});
