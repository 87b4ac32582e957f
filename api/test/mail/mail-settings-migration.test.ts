import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { usingPostgres } from '../helpers/database';

/**
 * Migration 0008 on an existing database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the address
 * kept in emisor_correo.email moves to emisores.email where that is empty, then the column goes.
 */
interface Sql {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openSql(): Promise<Sql> {
  if (!usingPostgres) {
    const client = await PGlite.create();
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const name = `facturador_mig_${randomBytes(6).toString('hex')}`;
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Applies the migration files as drizzle does: in order, statement by statement. */
async function migrate(sql: Sql, files: string[]) {
  for (const file of files) {
    const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await sql.exec(statement);
    }
  }
}

const MIGRATION = '0008_mail_reply_to_company_email.sql';
let sql: Sql;
beforeAll(async () => {
  sql = await openSql();
});
afterAll(() => sql.close());

it("moves the Reply-To address into the company's e-mail where that is empty, and drops emisor_correo.email", async () => {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  await migrate(sql, files.slice(0, files.indexOf(MIGRATION)));
  await sql.exec(`
    insert into emisores (id, ruc, razon_social, nombre_comercial, dir_matriz, email) values
      ('00000000-0000-4000-8000-000000000001', '1', 'A', 'A', 'x', ''),
      ('00000000-0000-4000-8000-000000000002', '2', 'B', 'B', 'x', 'propio@b.ec'),
      ('00000000-0000-4000-8000-000000000003', '3', 'C', 'C', 'x', '');
    insert into emisor_correo (emisor_id, email, enviar_en_pruebas) values
      ('00000000-0000-4000-8000-000000000001', 'respuestas@a.ec', true),
      ('00000000-0000-4000-8000-000000000002', 'otro@b.ec', false),
      ('00000000-0000-4000-8000-000000000003', null, true);`);
  await migrate(sql, files.slice(files.indexOf(MIGRATION)));

  expect(await sql.rows('select ruc, email from emisores order by ruc')).toEqual([
    { ruc: '1', email: 'respuestas@a.ec' },
    { ruc: '2', email: 'propio@b.ec' },
    { ruc: '3', email: '' },
  ]);
  expect(await sql.rows('select enviar_en_pruebas from emisor_correo order by emisor_id')).toEqual([
    { enviar_en_pruebas: true },
    { enviar_en_pruebas: false },
    { enviar_en_pruebas: true },
  ]);
  const columns = await sql.rows<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'emisor_correo'",
  );
  expect(columns.map((column) => column.column_name)).not.toContain('email');
});
