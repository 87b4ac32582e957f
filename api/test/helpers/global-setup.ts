import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed/seed';
import { TEST_SECRETS } from '../../src/testing/secrets';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated, seeded PGlite data directory (PGlite runs only). */
    pgliteTemplate: string | null;
    /** Name of a migrated, seeded PostgreSQL database each test file's database is copied from (PostgreSQL runs only). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrating and seeding a fresh database is most of a small test file's time on either engine: build one
 * migrated and seeded template per run and let every test file start from a copy (PGlite: a data-directory
 * tarball; PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    // The same switch createTestDatabase() follows: say which engine this run really tests.
    const { host, pathname } = new URL(postgresUrl);
    console.log(`API: PostgreSQL (${host}${pathname}; una base nueva por archivo de prueba)`);
    project.provide('pgliteTemplate', null);
    const template = await createPostgresTemplate(postgresUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', null);
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

/** A migrated, seeded PostgreSQL database no one stays connected to, so that it can serve as a template. */
async function createPostgresTemplate(adminUrl: string) {
  const name = `facturador_plantilla_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 4 });
  await seedDemoData(database.db, TEST_SECRETS.certEncryptionKey);
  await database.close();
  return { name, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
