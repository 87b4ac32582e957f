import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/database';
import { usingPostgres } from './helpers/database';

// Issue 13: codes that clash once case and spaces are ignored must not break migration 0006; they
// are reported in notas_migracion, none is merged or renamed, and new clashes are refused.
const MIGRATION = '0006_inventario_integridad';

/** The migrations folder as it was before MIGRATION. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migraciones-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < tag);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Engine {
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const name = `facturador_migracion_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzleNodePg({ client });
  return {
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [['PGlite', pgliteEngine]];
if (usingPostgres) engines.push(['PostgreSQL', () => postgresEngine(process.env.TEST_DATABASE_URL!)]);

const opened: Engine[] = [];
afterAll(async () => {
  for (const engine of opened) await engine.close();
});

describe.each(engines)(`migration ${MIGRATION} on %s`, (_name, open) => {
  it('keeps clashing codes, reports them and then refuses any new clash', async () => {
    const engine = await open();
    opened.push(engine);
    await engine.migrate(migrationsBefore(MIGRATION));
    const [emisor] = await engine.query<{ id: string }>(
      `insert into emisores (ruc, razon_social, nombre_comercial, dir_matriz)
       values ('1790012345001', 'PRUEBA S.A.', 'PRUEBA', 'QUITO') returning id`,
    );
    const insert = (codigo: string, at: string) =>
      engine.query(
        `insert into productos (emisor_id, codigo, nombre, precio, created_at)
         values ('${emisor!.id}', '${codigo}', 'Producto ${codigo}', 1, '${at}')`,
      );
    await insert('ABC-1', '2024-01-01T00:00:00Z');
    await insert('abc-1', '2024-02-01T00:00:00Z');
    await insert(' Abc-1 ', '2024-03-01T00:00:00Z');
    await insert('XYZ', '2024-01-01T00:00:00Z');

    await engine.migrate(MIGRATIONS_FOLDER);

    const products = await engine.query<{ codigo: string; codigo_duplicado: boolean }>(
      'select codigo, codigo_duplicado from productos order by created_at, codigo',
    );
    expect(products).toEqual([
      { codigo: 'ABC-1', codigo_duplicado: false },
      { codigo: 'XYZ', codigo_duplicado: false },
      { codigo: 'abc-1', codigo_duplicado: true },
      { codigo: ' Abc-1 ', codigo_duplicado: true },
    ]);
    const notes = await engine.query<{ migracion: string; emisor_id: string; detalle: string }>(
      'select migracion, emisor_id, detalle from notas_migracion',
    );
    expect(notes).toEqual([
      {
        migracion: MIGRATION,
        emisor_id: emisor!.id,
        detalle:
          'Códigos de producto repetidos (sin distinguir mayúsculas ni espacios): "ABC-1", "abc-1", " Abc-1 ". ' +
          'Se conserva el primero; cambie el código de los demás.',
      },
    ]);
    await expect(insert('xyz ', '2024-04-01T00:00:00Z')).rejects.toThrow();
    await expect(insert('abc-1', '2024-04-01T00:00:00Z')).rejects.toThrow();
    // Migrating an embedded database from scratch takes long on a busy machine.
  }, 240_000);
});
