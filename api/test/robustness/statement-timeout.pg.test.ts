import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { type ApiClient, startApi, type TestApi } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * An overloaded PostgreSQL cancels a statement (statement_timeout, code 57014): the API answers a
 * Spanish 503 the client may retry, never a 500, and serves again once the database does.
 */
describe('a statement cancelled by statement_timeout', () => {
  let db: TestDatabase;
  let api: TestApi;
  let demo: ApiClient;
  let slow: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    const url = new URL(db.url!);
    url.searchParams.set('options', '-c statement_timeout=1000');
    slow = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 });
    api = await startApi({ ...db, database: slow });
    demo = await api.anonymous.login('demo');
  });
  afterAll(async () => {
    await api?.close();
    await slow?.close();
    await db?.destroy();
  });

  it('answers 503 in Spanish while a lock holds the table, 200 after', async () => {
    const locker = new pg.Client({ connectionString: db.url! });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table productos in access exclusive mode');
      const blocked = await Promise.all([0, 1, 2].map(() => demo.get('/api/productos')));
      for (const response of blocked) {
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ error: { message: SERVICIO_NO_DISPONIBLE_MESSAGE } });
      }
      await locker.query('rollback');
      expect((await demo.get('/api/productos')).status).toBe(200);
    } finally {
      await locker.end();
    }
  });
});
