import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { TEST_SECRETS } from '../helpers/api';

/** Two API instances starting at once on a new PostgreSQL database: migrations and pg-boss's schema. */
describe('two instances starting together on an empty database', () => {
  async function withFreshDatabase(work: (url: string) => Promise<void>) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `facturador_arranque_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await work(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  it('both come up, five times out of five', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await withFreshDatabase(async (databaseUrl) => {
        const started = await Promise.allSettled(
          [0, 1].map(() =>
            buildApp({
              logger: false,
              seedDemo: false,
              config: { database: { url: databaseUrl }, auth: TEST_SECRETS },
            }),
          ),
        );
        const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        try {
          expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'arriba'))).toEqual([
            'arriba',
            'arriba',
          ]);
          for (const app of apps)
            expect((await app.inject({ method: 'GET', url: '/api/productos' })).statusCode).toBe(401);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      });
    }
  });
});
