import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, Tx } from '../../../db/database';

/**
 * Once the API has closed its database, pg-boss's late calls do nothing. pg-boss 10 completes or fails a
 * job without awaiting it (manager.js `onFetch`), so a handler that ends while the API stops would
 * otherwise reject unhandled after the pool is gone and crash the process; such a job stays active until
 * it expires, and the start-up recovery picks its document up again. The one row answers the
 * `count` pg-boss reads from a completion (0 jobs affected).
 */
const AFTER_CLOSE = { rows: [{ count: 0 }] };

/**
 * pg-boss 10 over the API's own connection, on both engines. PGlite (one connection, one process)
 * runs parameterless SQL with `exec`, which accepts pg-boss's multi-statement setup and migration
 * scripts; queries with parameters go to `query`. PostgreSQL shares the API's pool.
 */
export function bossDb(database: Database): PgBoss.Db {
  if (database.engine === 'pglite') {
    const client = database.pglite ?? (database.db as unknown as { $client: PGlite }).$client;
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (client.closed) return AFTER_CLOSE;
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return client.query(text, values as unknown[]);
      },
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool & { ending?: boolean } }).$client;
  return {
    executeSql: async (text: string, values?: unknown[]) =>
      pool.ending ? AFTER_CLOSE : pool.query(text, values as unknown[]),
  };
}

/**
 * pg-boss over an open Drizzle transaction, so a job is enqueued in the same commit as the rows it
 * is about (the outbox pattern): pg-boss's `$n` placeholders become Drizzle parameters.
 */
export function transactionBossDb(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
