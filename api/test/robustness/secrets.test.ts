import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { appSettings, usuarios } from '../../src/db/schema';
import { INVALID_TOKEN_MESSAGE } from '../../src/plugins/external/auth';
import { MissingSecretsError, missingSecretsMessage, shortSecretsMessage } from '../../src/secrets';
import { spawnApi } from '../../src/testing';
import { ApiClient, startApi, TEST_SECRETS, useTestApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/database';

/** Secrets come from the environment in production; the demo keeps its generated ones in a 0600 file. */
const ctx = useTestApi();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-secretos-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('in production', () => {
  it('the API refuses to start without JWT_SECRET and CERT_ENCRYPTION_KEY, before opening anything', async () => {
    const noSecrets = { jwtSecret: undefined, certEncryptionKey: undefined };
    await expect(
      buildApp({ logger: false, config: { auth: noSecrets, database: { url: 'postgres://127.0.0.1:1/ninguna' } } }),
    ).rejects.toThrow(new MissingSecretsError(missingSecretsMessage(['JWT_SECRET', 'CERT_ENCRYPTION_KEY'])));
    await expect(
      buildApp({ logger: false, config: { auth: { ...noSecrets, jwtSecret: 'x'.repeat(40), production: true } } }),
    ).rejects.toThrow(missingSecretsMessage(['CERT_ENCRYPTION_KEY']));
  });

  it('refuses secrets shorter than 32 bytes (one character, 31 bytes), accepts 32', async () => {
    const database = { url: 'postgres://127.0.0.1:1/ninguna' };
    await expect(
      buildApp({ logger: false, config: { auth: { jwtSecret: 'x', certEncryptionKey: 'y' }, database } }),
    ).rejects.toThrow(new MissingSecretsError(shortSecretsMessage(['JWT_SECRET', 'CERT_ENCRYPTION_KEY'])));
    // 31 bytes in 16 characters: bytes count, not characters.
    const ñ31 = `${'ñ'.repeat(15)}x`;
    expect(Buffer.byteLength(ñ31)).toBe(31);
    await expect(
      buildApp({ logger: false, config: { auth: { jwtSecret: 'x'.repeat(32), certEncryptionKey: ñ31 }, database } }),
    ).rejects.toThrow(shortSecretsMessage(['CERT_ENCRYPTION_KEY']));
    // 32 bytes pass the check: the start then fails on the unreachable database, not on the secrets.
    const started = buildApp({
      logger: false,
      config: { auth: { jwtSecret: 'x'.repeat(32), certEncryptionKey: 'ñ'.repeat(16) }, database },
    });
    await expect(started).rejects.not.toBeInstanceOf(MissingSecretsError);
  });

  it('the process exits 1 with the Spanish message (NODE_ENV=production)', async () => {
    const child = spawnApi({
      NODE_ENV: 'production',
      JWT_SECRET: '',
      CERT_ENCRYPTION_KEY: '',
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'produccion'),
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(child.output()).toContain(missingSecretsMessage(['JWT_SECRET', 'CERT_ENCRYPTION_KEY']));
    expect(fs.existsSync(path.join(tmp, 'produccion'))).toBe(false);
  });
});

describe('the embedded demo', () => {
  it('moves secrets an older version stored in the database to a 0600 file, and reads them from there after', async () => {
    const db = await createTestDatabase();
    const secretsFile = path.join(tmp, 'demo', 'secrets.json');
    const config = { auth: { jwtSecret: undefined, certEncryptionKey: undefined, secretsFile } };
    try {
      await db.database.db.insert(appSettings).values([
        { clave: 'jwt_secret', valor: 'secreto-jwt-de-una-version-anterior' },
        { clave: 'cert_encryption_key', valor: 'clave-de-una-version-anterior' },
      ]);
      const first = await startApi(db, config);
      const token = (await first.anonymous.login('demo')).token;
      await first.close();

      expect(fs.statSync(secretsFile).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(secretsFile, 'utf8'))).toEqual({
        jwtSecret: 'secreto-jwt-de-una-version-anterior',
        certEncryptionKey: 'clave-de-una-version-anterior',
      });
      const left = await db.database.db
        .select()
        .from(appSettings)
        .where(inArray(appSettings.clave, ['jwt_secret', 'cert_encryption_key']));
      expect(left).toEqual([]);

      // The next start reads the file: the session signed before is still valid.
      const second = await startApi(db, config);
      try {
        expect((await new ApiClient(second.url, token).get('/api/productos')).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await db.destroy();
    }
  });

  it('generates missing secrets into the file on a new database', async () => {
    const db = await createTestDatabase();
    const secretsFile = path.join(tmp, 'nuevo', 'secrets.json');
    try {
      const api = await startApi(db, { auth: { jwtSecret: undefined, certEncryptionKey: undefined, secretsFile } });
      await api.close();
      const stored = JSON.parse(fs.readFileSync(secretsFile, 'utf8'));
      expect(stored.jwtSecret).toMatch(/^[\w-]{64}$/);
      expect(stored.certEncryptionKey).toMatch(/^[\w-]{43}$/);
    } finally {
      await db.destroy();
    }
  });
});

describe('tokens and passwords', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses a correctly signed token without exp', async () => {
    const demo = await ctx.api.anonymous.login('demo');
    const claims = JSON.parse(Buffer.from(demo.token!.split('.')[1]!, 'base64url').toString());
    const { exp: _exp, ...forever } = claims;
    const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(forever)}`;
    const signature = createHmac('sha256', TEST_SECRETS.jwtSecret).update(unsigned).digest('base64url');
    const response = await demo.withToken(`${unsigned}.${signature}`).get('/api/productos');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { message: INVALID_TOKEN_MESSAGE } });
  });

  it('gives the demo users distinct password hashes (distinct salts)', async () => {
    const rows = await ctx.db.database.db.select({ hash: usuarios.claveHash }).from(usuarios);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });
});
