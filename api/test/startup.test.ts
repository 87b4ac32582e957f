import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/pglite-lock';
import { type ChildApi, spawnApi, startChildApi } from '../src/testing';
import { ApiClient } from './helpers/api';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-startup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid!;
}

describe('PGlite data directory lock', () => {
  it('takes over a lock left by a dead process and releases it', () => {
    const dataDir = path.join(tmp, 'stale');
    fs.writeFileSync(`${dataDir}.lock`, String(deadPid()));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second holder in the same process', () => {
    const dataDir = path.join(tmp, 'twice');
    const release = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});

describe('the API process on the embedded default', () => {
  let first: ChildApi | undefined;
  afterAll(async () => {
    await first?.stop();
  });

  it('seeds the demo on first start, and a second process on the same directory refuses to start', async () => {
    const dataDir = path.join(tmp, 'pglite');
    first = await startChildApi({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '' });
    const demo = await new ApiClient(first.url).login('demo');
    expect((await demo.get('/api/user')).body.usuario.nombreComercial).toBe('Comercial El Manaba');
    // The lock names the live server process.
    const holder = Number(fs.readFileSync(`${dataDir}.lock`, 'utf8'));
    expect(() => process.kill(holder, 0)).not.toThrow();

    const second = spawnApi({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' });
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(second.output()).toContain(`El directorio de datos ${dataDir} ya está en uso por otro proceso`);
    expect(second.output()).toContain('is already in use by another process');
    // The first process is unharmed.
    expect((await demo.get('/api/productos')).status).toBe(200);

    await first.stop();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    // Two processes each opening a fresh PGlite directory (0.9 GB, seconds of CPU) on a loaded 2-core machine.
  }, 240_000);
});
