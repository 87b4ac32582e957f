import { certificadoPorVencerMessage } from '@facturador/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { generateTestP12 } from '../../src/sri';
import { upload } from '../company/helpers';
import { facturar, quickInvoice, useEmissionApi } from './helpers';

const ctx = useEmissionApi();

const documentCount = async () => ((await ctx.demo.get('/api/facturas?limite=200')).body.facturas as unknown[]).length;

describe('certificate expiry at signing time', () => {
  it('signs while the certificate is valid and refuses, before a secuencial is taken, once it expires', async () => {
    // Loaded and cached by the first emission; it expires an hour later (the test moves the clock there).
    const notAfter = new Date(Date.now() + 3_600_000);
    const p12 = generateTestP12({ password: 'corta', commonName: 'COMERCIAL EL MANABA', notAfter });
    const uploaded = await upload(ctx.demo, '/api/emisor/certificado', p12, { clave: 'corta' }, 'firma.p12');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    await facturar(ctx.demo, quickInvoice());
    const before = await documentCount();

    // The API runs in this process: faking Date (timers stay real, for HTTP) takes its clock past notAfter.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(notAfter.getTime() + 1_000);
    const refused = await ctx.demo.post('/api/facturar', quickInvoice()).finally(() => vi.useRealTimers());
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(certificadoPorVencerMessage(-1));
    expect(refused.body.error.message).toBe(
      'Su certificado de firma electrónica está caducado: cargue uno vigente para seguir emitiendo.',
    );
    expect(await documentCount()).toBe(before);
  });
});
