import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { INVALID_TOKEN_MESSAGE } from '../../src/plugins/external/auth';
import { quickInvoice, useEmissionApi } from './helpers';

/**
 * Issue 13: a clerk whose session ends at 'Enviar' signs in again and the screen resends the very
 * same document with the very same Idempotency-Key. The rejected request must have claimed nothing,
 * and the key must still make the resend and any later retry one document.
 */
const ctx = useEmissionApi();

async function documentCount(): Promise<number> {
  const [row] = await ctx.db.database.db.select({ count: sql<number>`count(*)::int` }).from(documentos);
  return Number(row!.count);
}

describe('Idempotency-Key across a new sign-in', () => {
  it('a 401 issues nothing; after signing in again the same key issues exactly one document', async () => {
    const usuario = `cajero-${Date.now().toString(36)}`;
    const created = await ctx.demo.post('/api/usuarios', { usuario, nombre: 'Cajero', clave: 'clave-inicial-1' });
    expect(created.status).toBe(201);
    const expired = await ctx.api.anonymous.login(usuario, 'clave-inicial-1');
    // An administrator resets the password: the cashier's session ends at once.
    await ctx.demo.put(`/api/usuarios/${created.body.usuario._id}`, { clave: 'clave-nueva-22' });

    const body = quickInvoice([{ nombre: 'Mostrador', valor: 'Caja 1' }]);
    const headers = { 'idempotency-key': 'mostrador-relogin-1' };
    const before = await documentCount();
    const rejected = await expired.request('POST', '/api/facturar', body, headers);
    expect(rejected.status).toBe(401);
    expect(rejected.body).toEqual({ error: { message: INVALID_TOKEN_MESSAGE } });
    expect(await documentCount()).toBe(before);

    const renewed = await ctx.api.anonymous.login(usuario, 'clave-nueva-22');
    const sent = await renewed.request('POST', '/api/facturar', body, headers);
    expect(sent.status).toBe(200);
    expect(sent.body.SRI.estado).toBe('RECIBIDA');
    expect(sent.headers.get('idempotent-replayed')).toBeNull();
    expect(await documentCount()).toBe(before + 1);

    // The answer lost on the way back, the screen sends again: the first emission, not a second one.
    const again = await renewed.request('POST', '/api/facturar', body, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.claveAcceso).toBe(sent.body.claveAcceso);
    expect(await documentCount()).toBe(before + 1);
  });
});
