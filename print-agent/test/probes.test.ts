import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRig, type TestRig } from './support';

let rig: TestRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(async () => {
  await rig.close();
});

describe('probes', () => {
  it('GET /health answers while the process runs; GET /ready counts the printers it can print on', async () => {
    const health = await fetch(`${rig.agent.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const ready = await fetch(`${rig.agent.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, impresoras: 1 });
  });
});
