import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDatabase } from '@facturador/api/db';
import pg from 'pg';

/** The two database engines the API runs on; every API benchmark measures both. */
export type Engine = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The start of each benchmark database's name: several people benchmarking one server can tell theirs apart. */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'facturador_bench';

/** Engines named on the command line (`pglite`, `postgres`), or both. */
export function requestedEngines(argv: string[] = process.argv.slice(2)): Engine[] {
  const requested = argv.filter((arg): arg is Engine => arg === 'pglite' || arg === 'postgres');
  return requested.length ? requested : ['pglite', 'postgres'];
}

/** Whether the PostgreSQL server answers, so a missing one skips its rows instead of failing. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The engine loop of every per-engine benchmark: each requested engine in turn, PostgreSQL skipped when down. */
export async function forEachEngine<Row>(bench: (engine: Engine) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const engine of requestedEngines()) {
    if (engine === 'postgres' && !(await postgresReachable())) {
      console.log(`postgres: no disponible en ${POSTGRES_URL}, se omite`);
      continue;
    }
    rows.push(...(await bench(engine)));
  }
  return rows;
}

export interface BenchDatabase {
  /** What the API process needs to open it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A new database on the engine (a temporary PGlite directory, or a new PostgreSQL database), migrated
 * and filled by `fill` before the API opens it; cleanup() removes it.
 */
export async function createBenchDatabase(engine: Engine, fill: (db: Db) => Promise<void>): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-bench-'));
    const dataDir = path.join(dir, 'pglite');
    const database = await openDatabase({ engine: 'pglite', dataDir });
    await fill(database.db);
    await database.close();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `${DATABASE_PREFIX}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.toString() });
  await fill(database.db);
  await database.db.execute('analyze');
  await database.close();
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
