import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { adminQuery, databaseUrl } from './postgres-admin';

export interface TestDatabase {
  database: Database;
  engine: 'pglite' | 'postgres';
  /** Connection string of the fresh PostgreSQL database (postgres runs only). */
  url: string | null;
  /** Closes the connections and drops the PostgreSQL database. */
  destroy(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
  const template = inject('postgresTemplate');
  if (!template) throw new Error('Falta la base plantilla PostgreSQL de las pruebas');
  const name = `facturador_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(adminUrl, name);
  // Opening it runs the migrations, which find the copy up to date.
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 20 });
  return {
    database,
    engine: 'postgres',
    url,
    async destroy() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
