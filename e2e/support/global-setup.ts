import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM launcher shared with `pnpm start`
import { ROOT, startSuite } from '../scripts/suite.mjs';
import { acquireSuiteLock } from './suite-lock';

/**
 * Starts the whole suite the way a user does (production builds, API on a fresh embedded database
 * seeded with the demo data, SRI simulator, print agent), unless E2E_EXTERNAL says one is running.
 */
export default async function globalSetup() {
  if (process.env.E2E_EXTERNAL) return;
  if (!existsSync(join(ROOT, 'shell/dist/index.html'))) {
    throw new Error('Falta la compilación de producción: ejecute `pnpm build` antes de las pruebas e2e.');
  }
  const release = await acquireSuiteLock();
  const dataDir = mkdtempSync(join(tmpdir(), 'facturador-e2e-'));
  let suite: { stop: () => Promise<void> };
  try {
    suite = await startSuite({
      partnerArea: true,
      quiet: !process.env.E2E_VERBOSE,
      extraEnv: {
        DATA_DIR: join(dataDir, 'pglite'),
        PRINT_AGENT_DATA_DIR: join(dataDir, 'print-agent'),
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
      },
    });
  } catch (error) {
    release();
    throw error;
  }
  return async () => {
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
    release();
  };
}
