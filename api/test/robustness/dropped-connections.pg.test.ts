import { parseClaveAcceso, SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { quickInvoice, useEmissionApi } from '../emission/helpers';

/**
 * PostgreSQL ends the API's connections in the middle of transactions (an administrator's
 * pg_terminate_backend, as a restart or failover would): the process keeps running, each request
 * answers 2xx or 503, and retries with the same Idempotency-Key issue every document exactly once.
 * This test file runs the API in the test's own process: an unhandled client 'error' would kill it.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connections dropped inside transactions', () => {
  const ctx = useEmissionApi();

  async function terminateApiConnections(url: string, rounds: number): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let ended = 0;
    try {
      for (let round = 0; round < rounds; round++) {
        const result = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        ended += result.rows.filter((row) => row.ended).length;
        await sleep(80);
      }
    } finally {
      await admin.end();
    }
    return ended;
  }

  it('keeps the API up, answers 503 in Spanish, and retries give every document exactly once, gapless', async () => {
    const keys = Array.from({ length: 24 }, (_, index) => `caida-${index}`);
    const body = quickInvoice([{ nombre: 'Prueba', valor: 'conexiones cortadas' }]);
    const emit = (key: string) => ctx.demo.request('POST', '/api/facturar', body, { 'idempotency-key': key });
    const before = await ctx.db.database.db.select({ count: sql<number>`count(*)::int` }).from(documentos);

    const [first, ended] = await Promise.all([
      // Staggered, so terminations land before, inside and after transactions.
      Promise.all(keys.map((key, index) => sleep(index * 40).then(() => emit(key)))),
      terminateApiConnections(ctx.db.url!, 5),
    ]);
    expect(ended).toBeGreaterThan(0);
    for (const answer of first) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toEqual({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });
    }

    // Retries with the same keys until each one has its document (the pool reconnects by itself).
    const claves = new Map<string, string>();
    for (const [index, key] of keys.entries()) {
      if (first[index]!.status === 200) claves.set(key, first[index]!.body.claveAcceso);
    }
    for (let round = 0; round < 20 && claves.size < keys.length; round++) {
      for (const key of keys.filter((key) => !claves.has(key))) {
        const retry = await emit(key);
        if (retry.status === 200) claves.set(key, retry.body.claveAcceso);
        else expect([503, 409]).toContain(retry.status);
      }
    }
    expect(claves.size).toBe(keys.length);
    // A later retry gives the same document again.
    for (const key of keys.slice(0, 3)) expect((await emit(key)).body.claveAcceso).toBe(claves.get(key));

    const values = [...claves.values()];
    expect(new Set(values).size).toBe(keys.length);
    const [after] = await ctx.db.database.db.select({ count: sql<number>`count(*)::int` }).from(documentos);
    expect(Number(after!.count) - Number(before[0]!.count)).toBe(keys.length);
    const numbers = values.map((clave) => Number(parseClaveAcceso(clave)!.secuencial)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });
});
