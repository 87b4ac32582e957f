import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../sim/simulator';
import { type ChildApi, startChildApi } from '../../src/testing';
import { EMISSION_TEST_ENV, quickInvoice, waitUntil } from '../emission/helpers';
import { ApiClient } from '../helpers/api';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../helpers/database';

// More than Node's default of 10 listeners on the close signal: each SRI call in flight holds one.
const IN_FLIGHT = 12;
// A fresh process seeds and migrates before it answers: slow on a loaded machine.

describe('SIGTERM', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'facturador-apagado-'));
  let sim: RunningSimulator | undefined;
  let db: TestDatabase | undefined;
  let api: ChildApi | undefined;
  afterAll(async () => {
    await api?.stop();
    await sim?.close();
    await db?.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers every request in flight at once (their SRI calls are cut), then the process exits 0', async () => {
    const simLog: string[] = [];
    // SRI never answers reception: each emission waits for the SRI timeout, so all are in flight at once.
    sim = await startSimulator({
      port: 0,
      authDelayMs: 0,
      faults: 'sin-respuesta:recepcion',
      log: (line) => simLog.push(line),
    });
    db = usingPostgres ? await createTestDatabase() : undefined;
    api = await startChildApi({
      ...EMISSION_TEST_ENV,
      SRI_URL: sim.url,
      // Far longer than the test: only cutting the SRI calls on SIGTERM answers the requests in time.
      SRI_TIMEOUT_MS: '600000',
      ...(db ? { DATABASE_URL: db.url!, SEED_DEMO: '0' } : { DATABASE_URL: '', DATA_DIR: path.join(tmp, 'pglite') }),
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      api!.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const demo = await new ApiClient(api.url).login('demo');

    const answers = Promise.all(Array.from({ length: IN_FLIGHT }, () => demo.post('/api/facturar', quickInvoice())));
    const waiting = () => simLog.filter((line) => line === 'validarComprobante -> falla de transporte').length;
    await waitUntil(() => waiting() === IN_FLIGHT, `${IN_FLIGHT} emisiones esperando al SRI`);
    api.process.kill('SIGTERM');

    for (const answer of await answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ estado: 'PENDIENTE', SRI: { estado: 'SIN RESPUESTA' } });
    }
    const exit = await exited;
    if (exit.code !== 0) console.error(api.output());
    expect(exit).toEqual({ code: 0, signal: null });
    expect(api.output()).not.toMatch(/"level":(50|60)/);
    expect(api.output()).not.toContain('MaxListenersExceededWarning');
  }, 240_000);
});
