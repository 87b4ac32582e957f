import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed';
import { TEST_SECRETS } from '../../src/testing/secrets';

export interface TestDatabase {
  database: Database;
  engine: 'pglite' | 'postgres';
  /** Connection string of the fresh PostgreSQL database (postgres runs only). */
  url: string | null;
  /** Closes the connections and drops the PostgreSQL database. */
  destroy(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database holding the demo data, private to the calling test file: a copy of the
 * PGlite template, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('Falta la plantilla PGlite de las pruebas');
    const database = await openDatabase({ engine: 'pglite', loadDataDir: new Blob([fs.readFileSync(template)]) });
    return { database, engine: 'pglite', url: null, destroy: () => database.close() };
  }
  const name = `facturador_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 20 });
  await seedDemoData(database.db, TEST_SECRETS.certEncryptionKey);
  return {
    database,
    engine: 'postgres',
    url,
    async destroy() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
