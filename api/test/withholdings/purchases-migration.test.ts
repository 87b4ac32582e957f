import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/database';
import { usingPostgres } from '../helpers/database';

/**
 * Migration 0023 (issue #37 §2, §7) on an existing database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): purchases get `verificada`, the infoAdicional e-mails of those from the SRI or a
 * file are cleared, typed e-mails are remembered per supplier RUC; applied twice, nothing changes.
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

async function migrate(sql: Sql, files: string[]) {
  for (const file of files) {
    const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await sql.exec(statement);
    }
  }
}

const MIGRATION = '0023_compras_correo_y_verificacion.sql';
const EMISOR = '00000000-0000-4000-8000-000000000001';
let sql: Sql;
beforeAll(async () => {
  sql = await openSql();
});
afterAll(() => sql.close());

it('classifies existing purchases, clears infoAdicional e-mails and remembers typed ones per RUC, once', async () => {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  await migrate(sql, files.slice(0, files.indexOf(MIGRATION)));
  const clave = '1'.repeat(49);
  await sql.exec(`
    insert into emisores (id, ruc, razon_social, nombre_comercial, dir_matriz) values ('${EMISOR}', '1', 'A', 'A', 'x');
    insert into compras (emisor_id, origen, clave_acceso, numero, fecha_emision, numero_autorizacion,
      proveedor_tipo_identificacion, proveedor_identificacion, proveedor_razon_social, proveedor_email,
      total_sin_impuestos, iva, importe_total, creado_en) values
      ('${EMISOR}', 'clave', '${clave}', '001-001-000000001', '2026-11-01', '${clave}', '04', 'P1', 'P', 'compras@a.ec', 1, 0, 1, '2026-11-01'),
      ('${EMISOR}', 'archivo', null, '001-001-000000002', '2026-11-01', '${clave}', '04', 'P1', 'P', 'compras@a.ec', 1, 0, 1, '2026-11-02'),
      ('${EMISOR}', 'manual', '${clave}', '001-001-000000003', '2026-11-01', '${clave}', '04', 'P1', 'P', 'viejo@p1.ec', 1, 0, 1, '2026-11-03'),
      ('${EMISOR}', 'manual', null, '001-001-000000004', '2026-11-01', '1234567890', '04', 'P1', 'P', 'nuevo@p1.ec', 1, 0, 1, '2026-11-04'),
      ('${EMISOR}', 'manual', null, '001-001-000000005', '2026-11-01', '1234567890', '04', 'P2', 'Q', '', 1, 0, 1, '2026-11-05');`);
  await migrate(sql, files.slice(files.indexOf(MIGRATION)));
  const expected = {
    compras: [
      { numero: '001-001-000000001', verificada: true, proveedor_email: '' },
      { numero: '001-001-000000002', verificada: true, proveedor_email: '' },
      { numero: '001-001-000000003', verificada: false, proveedor_email: 'viejo@p1.ec' },
      { numero: '001-001-000000004', verificada: null, proveedor_email: 'nuevo@p1.ec' },
      { numero: '001-001-000000005', verificada: null, proveedor_email: '' },
    ],
    recordados: [{ identificacion: 'P1', email: 'nuevo@p1.ec' }],
  };
  const read = async () => ({
    compras: await sql.rows('select numero, verificada, proveedor_email from compras order by numero'),
    recordados: await sql.rows('select identificacion, email from correos_proveedores order by identificacion'),
  });
  expect(await read()).toEqual(expected);

  await sql.exec(`update compras set proveedor_email = 'proveedor@p1.ec' where numero = '001-001-000000001'`);
  await migrate(sql, [MIGRATION]);
  expected.compras[0]!.proveedor_email = 'proveedor@p1.ec';
  expect(await read()).toEqual(expected);
});
