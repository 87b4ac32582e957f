import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed';
import { TEST_SECRETS } from '../../src/testing/secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated, seeded PGlite data directory (PGlite runs only). */
    pgliteTemplate: string | null;
  }
}

/**
 * PGlite's first start of a fresh database is slow and memory hungry: build one migrated and seeded
 * template per run and let every test file load a copy. PostgreSQL runs create their own databases.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    // The same switch createTestDatabase() follows: say which engine this run really tests.
    const { host, pathname } = new URL(postgresUrl);
    console.log(`API: PostgreSQL (${host}${pathname}; una base nueva por archivo de prueba)`);
    project.provide('pgliteTemplate', null);
    return;
  }
  console.log('API: PGlite');
  const database = await openDatabase({ engine: 'pglite' });
  await seedDemoData(database.db, TEST_SECRETS.certEncryptionKey);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
