import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, withOverrides } from '../src/config';

describe('loadConfig', () => {
  it('gives every section its documented defaults', () => {
    const config = loadConfig({});
    expect(config.server).toMatchObject({ port: 4000, host: '127.0.0.1', trustProxy: false, logLevel: 'info' });
    expect(config.server.corsOrigins).toContain('http://localhost:3000');
    expect(config.database).toMatchObject({ url: undefined, seedDemo: undefined });
    expect(config.auth).toMatchObject({
      jwtSecret: undefined,
      certEncryptionKey: undefined,
      production: false,
      tokenTtl: '12h',
      loginRateLimit: 20,
    });
    // Generated demo secrets live beside the PGlite data directory, never in the database.
    expect(config.auth.secretsFile).toBe(path.join(path.dirname(config.database.dataDir), 'secrets.json'));
    expect(config.server.metricsToken).toBeUndefined();
    expect(config.emission).toMatchObject({
      sriEndpoints: { url: undefined, recepcion: undefined, autorizacion: undefined },
      sriTimeoutMs: 20_000,
      pollMaxAttempts: 20,
      // POR AUTORIZAR polled every 30 min for SRI's 24 h; PENDIENTE flagged after an hour.
      porAutorizarPollMs: 1_800_000,
      porAutorizarMaxMs: 86_400_000,
      pendienteAtencionMs: 3_600_000,
      rideRateLimit: 60,
      idempotencyWaitMs: 50_000,
    });
    expect(config.jobs).toEqual({ pollIntervalMs: 1_000, concurrency: 20 });
  });

  it('reads the variables into their sections', () => {
    const config = loadConfig({
      PORT: '0',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.ec, https://b.ec',
      DATABASE_URL: 'postgres://x/y',
      SEED_DEMO: '0',
      TOKEN_TTL: '30m',
      SRI_URL: 'http://127.0.0.1:4100',
      SRI_TIMEOUT_MS: '1500',
      JOBS_CONCURRENCY: '5',
      NODE_ENV: 'production',
      JWT_SECRET: 'j',
      CERT_ENCRYPTION_KEY: 'c',
      SECRETS_FILE: '/tmp/secretos.json',
      METRICS_TOKEN: 'm',
    });
    expect(config.server).toMatchObject({ port: 0, trustProxy: true, corsOrigins: ['https://a.ec', 'https://b.ec'] });
    expect(config.database).toMatchObject({ url: 'postgres://x/y', seedDemo: false });
    expect(config.server.metricsToken).toBe('m');
    expect(config.auth).toMatchObject({
      tokenTtl: '30m',
      jwtSecret: 'j',
      certEncryptionKey: 'c',
      production: true,
      secretsFile: '/tmp/secretos.json',
    });
    expect(config.emission).toMatchObject({
      sriEndpoints: { url: 'http://127.0.0.1:4100' },
      sriTimeoutMs: 1500,
      idempotencyWaitMs: 13_000,
    });
    expect(config.jobs.concurrency).toBe(5);
    expect(loadConfig({ SEED_DEMO: '1' }).database.seedDemo).toBe(true);
  });

  it('stops on an integer out of range, naming the variable in Spanish', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT debe ser un entero entre 0 y 65535 (recibido: 70000)');
    expect(() => loadConfig({ JOBS_POLL_INTERVAL_MS: '100' })).toThrow(
      'JOBS_POLL_INTERVAL_MS debe ser un entero entre 500 y 3600000 (recibido: 100)',
    );
    expect(() => loadConfig({ SRI_POLL_MAX_ATTEMPTS: 'muchos' })).toThrow('SRI_POLL_MAX_ATTEMPTS debe ser un entero');
  });

  it('replaces only the overridden fields of a section', () => {
    const config = withOverrides(loadConfig({ TOKEN_TTL: '1h' }), { auth: { jwtSecret: 's' } });
    expect(config.auth).toMatchObject({
      jwtSecret: 's',
      certEncryptionKey: undefined,
      tokenTtl: '1h',
      loginRateLimit: 20,
    });
  });
});
