import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../config';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle, the same type on both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded instance, when engine is pglite (tests dump it as a template). */
  pglite?: PGlite;
  /**
   * Runs schema setup (e.g. pg-boss's) under the lock the migrations take, so several API processes
   * starting on one new PostgreSQL database create it one at a time. PGlite has one process.
   */
  underMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** Embedded: dataDir on disk (locked), or in memory when absent; loadDataDir restores a dump. */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { engine: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

// Any constant: serializes migrations when several API processes start on one PostgreSQL database.
const MIGRATION_LOCK_KEY = 7_260_301;

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    release = lockDataDir(options.dataDir);
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  }
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      pglite: client,
      underMigrationLock: (work) => work(),
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // A connection dropped by the server (restart, failover, admin) must not crash the API. The pool's
  // own 'error' covers idle clients only; a client ended while checked out (inside a transaction)
  // emits 'error' on itself, so every client listens for its whole life. Its query rejects (the
  // request answers 503) and the pool discards it on release, opening a new one on the next query.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('Conexión a PostgreSQL perdida:', error.message));
  });
  pool.on('error', () => {
    // Already logged by the client's own listener above.
  });
  // The lock is held by one connection while `work` may use others of the pool.
  const underMigrationLock = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  };
  try {
    await underMigrationLock((client) =>
      migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    );
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    underMigrationLock: (work) => underMigrationLock(() => work()),
    async close() {
      await pool.end();
    },
  };
}
