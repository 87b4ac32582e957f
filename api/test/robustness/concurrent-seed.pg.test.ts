import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { demoEmisor, demoUsers, otherEmisor } from '../../src/db/seed/demo-data';
import { DEMO_SALES } from '../../src/db/seed/demo-withholdings';
import { TEST_SECRETS } from '../helpers/api';

/**
 * Two API instances started together with SEED_DEMO=1 on one new PostgreSQL database (issue 26: one
 * of them exited 4 times out of 5): the seed runs under the migrations' lock, the second instance finds
 * it done and goes on, and the database holds one copy of the demo data.
 */
describe('two instances seeding the demo data together on an empty database', () => {
  async function withFreshDatabase(work: (url: string) => Promise<void>) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `facturador_semilla_${randomBytes(6).toString('hex')}`;
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

  async function count(url: string, sql: string, params: unknown[] = []): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query(sql, params)).rows[0].n);
    } finally {
      await client.end();
    }
  }

  it('both come up with one copy of the demo data, three times out of three', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await withFreshDatabase(async (databaseUrl) => {
        const started = await Promise.allSettled(
          [0, 1].map(() =>
            buildApp({ logger: false, seedDemo: true, config: { database: { url: databaseUrl }, auth: TEST_SECRETS } }),
          ),
        );
        const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        try {
          expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'arriba'))).toEqual([
            'arriba',
            'arriba',
          ]);
          expect(await count(databaseUrl, 'select count(*) as n from emisores')).toBe(2);
          for (const ruc of [demoEmisor.ruc, otherEmisor.ruc])
            expect(await count(databaseUrl, 'select count(*) as n from emisores where ruc = $1', [ruc])).toBe(1);
          expect(await count(databaseUrl, 'select count(*) as n from usuarios')).toBe(demoUsers.length + 1);
          expect(await count(databaseUrl, 'select count(*) as n from documentos')).toBe(DEMO_SALES.length);
          // Each instance signs in the demo user.
          for (const app of apps) {
            const login = await app.inject({
              method: 'POST',
              url: '/api/login',
              payload: { usuario: 'demo', clave: 'demo1234' },
            });
            expect(login.statusCode).toBe(200);
          }
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      });
    }
  });
});
