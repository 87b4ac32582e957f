import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMITED_MESSAGE } from '../../src/routes/api/login';
import { startApi, type TestApi } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// Two instances behind one proxy: an attacker alternating between them gets no more attempts.
describe('login rate limit across two instances on one PostgreSQL database', () => {
  let db: TestDatabase;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startApi(db, { auth: { loginRateLimit: 3 } });
    second = await startApi(db, { auth: { loginRateLimit: 3 } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.destroy();
  });

  const attempt = (api: TestApi, usuario: string, clave = 'mal') =>
    api.anonymous.post('/api/login', { usuario, clave });

  it('counts the attempts of both instances together', async () => {
    expect((await attempt(first, 'demo')).status).toBe(401);
    expect((await attempt(second, 'demo')).status).toBe(401);
    expect((await attempt(first, 'demo')).status).toBe(401);
    // The fourth attempt in the minute, whichever instance gets it, even with the right password.
    const blocked = await attempt(second, 'demo', 'demo1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { message: LOGIN_RATE_LIMITED_MESSAGE } });
    expect((await attempt(first, 'demo', 'demo1234')).status).toBe(429);
    // Another usuario is counted apart.
    expect((await attempt(second, 'vendedor', 'demo1234')).status).toBe(200);
  });

  it('counts concurrent attempts exactly once each (atomic upsert)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => attempt(index % 2 ? first : second, 'simple')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });
});
