import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from '../../db/schema';

interface Counter {
  contador: number;
  ttl: number;
}

/** Keys longer than this are stored as their SHA-256: a btree index row holds at most ~2.7 KB. */
const MAX_KEY_LENGTH = 200;

/** The key as stored: a login's key carries what the client typed as `usuario`, of any length. */
export function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Counts one request of `key` and returns the count and the milliseconds left in its window, which
 * starts at the key's first request (as the in-memory store does). One upsert: the row lock makes it
 * atomic, so instances sharing the database share the count; the database's clock decides.
 */
export async function countRequest(db: Db, rawKey: string, windowMs: number): Promise<Counter> {
  const key = storedKey(rawKey);
  const window = sql`make_interval(secs => ${windowMs}::integer / 1000.0)`;
  const result = (await db.execute(sql`
    insert into ${rateLimitCounters} (clave, contador, expira)
    values (${key}, 1, clock_timestamp() + ${window})
    on conflict (clave) do update set
      contador = case when ${rateLimitCounters.expira} <= clock_timestamp() then 1 else ${rateLimitCounters.contador} + 1 end,
      expira = case when ${rateLimitCounters.expira} <= clock_timestamp() then clock_timestamp() + ${window} else ${rateLimitCounters.expira} end
    returning contador, greatest(0, ceil(extract(epoch from expira - clock_timestamp()) * 1000))::integer as ttl`)) as unknown as {
    rows: { contador: unknown; ttl: unknown }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('El contador de peticiones no devolvió fila');
  return { contador: Number(row.contador), ttl: Number(row.ttl) };
}

/** Deletes the counters of windows that are over. */
export async function deleteExpiredCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expira, sql`now()`));
}

/**
 * A store for @fastify/rate-limit over `countRequest`. Each route counts apart (the key is prefixed
 * by the route), as the in-memory store keeps one map per route.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, windowMs).then(
        ({ contador, ttl }) => callback(null, { current: contador, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method: string | string[]; path: string }): FastifyRateLimitStore {
      return new SharedStore(`${[routeOptions.method].flat().join(',')} ${routeOptions.path}|`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
