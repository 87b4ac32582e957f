import { describe, expect, it } from 'vitest';
import { facturar, quickInvoice, useEmissionApi, waitForEstado, waitUntil } from './helpers';

/**
 * One document whose SRI call never answers holds one job slot, not the queue: documents issued
 * while it hangs are still authorized. The SRI timeout here (60 s) is longer than the wait for the
 * second document, so the second one settles only if its job runs beside the silent one.
 */
const ctx = useEmissionApi({ SRI_TIMEOUT_MS: '60000' });

describe('a silent SRI call', () => {
  it('does not hold back the authorization of the documents issued after it', async () => {
    const silent = await facturar(
      ctx.demo,
      quickInvoice([{ nombre: 'SRI_SIM_FALLA', valor: 'sin-respuesta:autorizacion' }]),
    );
    expect(silent.body.estado).toBe('RECIBIDA');
    // Its authorization query is in flight and will not be answered.
    await waitUntil(
      () => ctx.simLog.includes('autorizacionComprobante -> falla de transporte'),
      'la consulta de autorización sin respuesta',
    );

    const next = await facturar(ctx.demo, quickInvoice());
    expect(next.body.estado).toBe('RECIBIDA');
    await waitForEstado(ctx.demo, next.body.claveAcceso, 'AUTORIZADA', 20_000);
    expect((await waitForEstado(ctx.demo, silent.body.claveAcceso, 'RECIBIDA')).estado).toBe('RECIBIDA');
  });
});
