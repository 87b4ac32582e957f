import { SRI_EN_CAMINO_MESSAGE } from '@facturador/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from './helpers';

/**
 * Issue 25: the clerk waits for reception at most SRI_RESPUESTA_MAXIMA_MS; past it the answer says
 * the document is on its way (INGRESADA, 'SIN RESPUESTA'), the send goes on, and a retry with the
 * same Idempotency-Key gets SRI's word once it came.
 */
const ctx = useEmissionApi({ SRI_TIMEOUT_MS: '3000', SRI_RESPUESTA_MAXIMA_MS: '200' });

afterEach(() => {
  ctx.sim.clearFaults();
});

describe('POST /api/facturar with a slow SRI', () => {
  it('answers that the document is on its way, and the document is sent anyway', async () => {
    ctx.sim.setFaults('sin-respuesta:recepcion');
    const key = `deadline-${Date.now()}`;
    const body = quickInvoice();
    const answer = (await facturar(ctx.demo, body, { 'Idempotency-Key': key })).body;
    expect(answer).toMatchObject({
      estado: 'INGRESADA',
      SRI: { estado: 'SIN RESPUESTA', mensajes: [] },
      error: { message: SRI_EN_CAMINO_MESSAGE },
    });

    // The inline send times out into PENDIENTE; the same request then replays that answer.
    await waitForEstado(ctx.demo, answer.claveAcceso, 'PENDIENTE');
    const replay = (await facturar(ctx.demo, body, { 'Idempotency-Key': key })).body;
    expect(replay).toMatchObject({ claveAcceso: answer.claveAcceso, estado: 'PENDIENTE' });

    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });
});
