import { createHmac } from 'node:crypto';
import { SIN_PERMISO_ADMINISTRAR_MESSAGE } from '@facturador/shared/domain';
import {
  ENTREGA_REENVIADA_MESSAGE,
  WEBHOOK_DESTINO_PRIVADO_MESSAGE,
  WEBHOOK_ELIMINADO_MESSAGE,
  WEBHOOK_EVENTOS_REQUERIDOS_MESSAGE,
  WEBHOOK_NO_ENCONTRADO_MESSAGE,
  WEBHOOK_URL_NO_VALIDA_MESSAGE,
} from '@facturador/shared/domain/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facturar,
  invoiceBody,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
  waitUntil,
} from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { startApi, type TestApi } from '../helpers/api';
import { useSmtpSink } from '../mail/smtp-sink';
import { startReceiver } from './receiver';

const sink = useSmtpSink();
const ctx = useEmissionApi({
  WEBHOOK_RETRY_DELAY_MS: '200',
  WEBHOOK_RETRY_MAX_DELAY_MS: '400',
  // A document SRI never answers is flagged after a second (documento.requiere-atencion).
  SRI_PENDIENTE_ATENCION_MS: '1000',
});

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

async function createWebhook(url: string, eventos: string[], client: ApiClient = ctx.demo) {
  const response = await client.post('/api/webhooks', { url, eventos });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { webhook: { id: string }; secreto: string };
}

/** What a receiver does with a delivery: check the signature with its secret, then read the body. */
function verified(delivery: { headers: Record<string, unknown>; body: string }, secreto: string) {
  const timestamp = String(delivery.headers['x-facturador-timestamp']);
  const expected = `v1=${createHmac('sha256', secreto).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  expect(delivery.headers['x-facturador-firma']).toBe(expected);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
  return JSON.parse(delivery.body);
}

async function deliveries(webhookId: string) {
  const response = await ctx.demo.get(`/api/webhooks/${webhookId}/entregas`);
  expect(response.status).toBe(200);
  return response.body.entregas as {
    id: string;
    evento: string;
    estado: string;
    intentos: number;
    historial: { codigo: number | null }[];
    cuerpo: { claveAcceso: string };
  }[];
}

/**
 * The receiver has its answer before the API has written it down: wait until every delivery
 * has left PENDIENTE (delivered, or failed for good) and return the log as then recorded.
 */
async function settledDeliveries(webhookId: string, count: number) {
  let log: Awaited<ReturnType<typeof deliveries>> = [];
  await waitUntil(async () => {
    log = await deliveries(webhookId);
    return log.length === count && log.every((delivery) => delivery.estado !== 'PENDIENTE');
  }, 'entregas registradas');
  return log;
}

async function authorizedInvoice(body = invoiceBody({ productos: [serviceLine()] })) {
  const response = await facturar(ctx.demo, body);
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso as string;
}

describe('webhooks', () => {
  it('deliver one signed documento.autorizado per authorized document', async () => {
    const shop = await receiver();
    const { webhook, secreto } = await createWebhook(shop.url, ['documento.autorizado']);
    expect(secreto).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await ctx.demo.get('/api/webhooks');
    expect(listed.body.webhooks).toContainEqual(expect.objectContaining({ id: webhook.id, url: shop.url }));
    expect(JSON.stringify(listed.body)).not.toContain(secreto);

    const clave = await authorizedInvoice();
    const [delivery] = await shop.waitFor(1);
    expect(delivery!.headers['x-facturador-evento']).toBe('documento.autorizado');
    const body = verified(delivery!, secreto);
    expect(body).toMatchObject({
      id: delivery!.headers['x-facturador-entrega'],
      evento: 'documento.autorizado',
      datos: { claveAcceso: clave, estado: 'AUTORIZADA', tipo: 'factura', importeTotal: 28.75 },
    });
    expect(body.datos.numeroAutorizacion).toBeTruthy();
    const log = await settledDeliveries(webhook.id, 1);
    expect(log[0]).toMatchObject({ estado: 'ENTREGADA', intentos: 1, historial: [{ codigo: 200 }] });
    await ctx.demo.request('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('retries after a 500 and records every try; a delivery can be sent again by hand', async () => {
    const shop = await receiver();
    const { webhook, secreto } = await createWebhook(shop.url, ['documento.autorizado']);
    shop.answerNext(500, 503);
    const clave = await authorizedInvoice();
    const received = await shop.waitFor(3);
    expect(received.map((delivery) => delivery.status)).toEqual([500, 503, 200]);
    // The same delivery each time: one id, the receiver can tell a retry from a new event.
    expect(new Set(received.map((delivery) => delivery.headers['x-facturador-entrega'])).size).toBe(1);
    expect(verified(received[2]!, secreto).datos.claveAcceso).toBe(clave);
    const log = await settledDeliveries(webhook.id, 1);
    expect(log[0]!.estado).toBe('ENTREGADA');
    expect(log[0]!.intentos).toBe(3);
    expect(log[0]!.historial.map((attempt) => attempt.codigo)).toEqual([500, 503, 200]);

    const resent = await ctx.demo.post(`/api/webhooks/${webhook.id}/entregas/${log[0]!.id}/reenviar`);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: ENTREGA_REENVIADA_MESSAGE });
    const again = await shop.waitFor(4);
    expect(again[3]!.headers['x-facturador-entrega']).toBe(log[0]!.id);
    await ctx.demo.request('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('send each event only to the webhooks that asked for it: no-autorizado, correo.fallo', async () => {
    const shop = await receiver();
    const { webhook: rejections, secreto } = await createWebhook(shop.url, ['documento.no-autorizado', 'correo.fallo']);
    const rejected = await facturar(ctx.demo, quickInvoice([{ nombre: 'SRI_SIM_FALLA', valor: 'no-autorizado:39' }]));
    await waitForEstado(ctx.demo, rejected.body.claveAcceso, 'NO AUTORIZADA');
    const [first] = await shop.waitFor(1);
    expect(verified(first!, secreto)).toMatchObject({
      evento: 'documento.no-autorizado',
      datos: { claveAcceso: rejected.body.claveAcceso, estado: 'NO AUTORIZADA' },
    });
    expect(JSON.parse(first!.body).datos.mensajes[0].identificador).toBe('39');

    sink.rejected.add('rebota@example.com');
    const bounced = await authorizedInvoice(
      invoiceBody({ productos: [serviceLine()], comprador_email: 'rebota@example.com' }),
    );
    const [, second] = await shop.waitFor(2);
    expect(verified(second!, secreto)).toMatchObject({
      evento: 'correo.fallo',
      datos: { claveAcceso: bounced, correo: { destinatarios: ['rebota@example.com'] } },
    });
    expect(JSON.parse(second!.body).datos.correo.motivo).toContain('550');
    // Two events, two deliveries: the authorizations it did not ask for made none.
    expect((await deliveries(rejections.id)).map((delivery) => delivery.evento).sort()).toEqual([
      'correo.fallo',
      'documento.no-autorizado',
    ]);
    await ctx.demo.request('DELETE', `/api/webhooks/${rejections.id}`);
  });

  it('tell when a document needs attention (SRI unreachable for too long)', async () => {
    const shop = await receiver();
    const { webhook, secreto } = await createWebhook(shop.url, ['documento.requiere-atencion']);
    const stuck = await facturar(ctx.demo, quickInvoice([{ nombre: 'SRI_SIM_FALLA', valor: 'sin-respuesta' }]));
    const [delivery] = await shop.waitFor(1, 60_000);
    expect(verified(delivery!, secreto)).toMatchObject({
      evento: 'documento.requiere-atencion',
      datos: { claveAcceso: stuck.body.claveAcceso, estado: 'PENDIENTE' },
    });
    expect(JSON.parse(delivery!.body).datos.atencion).toBeTruthy();
    expect(await deliveries(webhook.id)).toHaveLength(1);
    await ctx.demo.request('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('deliver nothing once deleted, and stop the retries of a deleted one', async () => {
    const gone = await receiver();
    const live = await receiver();
    const { webhook: deleted } = await createWebhook(gone.url, ['documento.autorizado']);
    const { webhook: kept } = await createWebhook(live.url, ['documento.autorizado']);
    // The deleted one's first try is deleted while in flight and then fails: its retry must not go out.
    const firstTry = gone.holdNext();
    const clave = await authorizedInvoice();
    await gone.waitFor(1);
    const removed = await ctx.demo.request('DELETE', `/api/webhooks/${deleted.id}`);
    expect(removed.body).toEqual({ message: WEBHOOK_ELIMINADO_MESSAGE });
    firstTry.release(500);
    await waitUntil(async () => (await deliveries(deleted.id))[0]?.estado === 'FALLIDA', 'reintento cancelado');
    expect(gone.received).toHaveLength(1);

    const after = await authorizedInvoice();
    await waitUntil(() => live.received.length === 2, 'el webhook vigente recibe las dos');
    expect((await deliveries(deleted.id)).map((delivery) => delivery.cuerpo.claveAcceso)).toEqual([clave]);
    expect((await deliveries(kept.id)).map((delivery) => delivery.cuerpo.claveAcceso).sort()).toEqual(
      [clave, after].sort(),
    );
    expect(gone.received).toHaveLength(1);
    const missing = await ctx.demo.request('DELETE', `/api/webhooks/${deleted.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { message: WEBHOOK_NO_ENCONTRADO_MESSAGE } });
    await ctx.demo.request('DELETE', `/api/webhooks/${kept.id}`);
  });

  it('deliver each event once per webhook with two instances working the queue', async () => {
    const second = await startApi(ctx.db);
    try {
      const shop = await receiver();
      const { webhook } = await createWebhook(shop.url, ['documento.autorizado']);
      const claves = [];
      for (let i = 0; i < 4; i++) claves.push((await facturar(ctx.demo, quickInvoice())).body.claveAcceso as string);
      for (const clave of claves) await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
      const log = await settledDeliveries(webhook.id, 4);
      expect(log.every((delivery) => delivery.estado === 'ENTREGADA')).toBe(true);
      expect(log.map((delivery) => delivery.cuerpo.claveAcceso).sort()).toEqual([...claves].sort());
      expect(log.every((delivery) => delivery.intentos === 1)).toBe(true);
      expect(shop.received).toHaveLength(4);
      await ctx.demo.request('DELETE', `/api/webhooks/${webhook.id}`);
    } finally {
      await second.close();
    }
  });

  it('are managed by administrators only, and refuse bad URLs and events in Spanish', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    const refused = await vendedor.post('/api/webhooks', { url: 'http://127.0.0.1:9/x', eventos: ['correo.fallo'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { message: SIN_PERMISO_ADMINISTRAR_MESSAGE } });
    const ftp = await ctx.demo.post('/api/webhooks', { url: 'ftp://127.0.0.1/x', eventos: ['correo.fallo'] });
    expect(ftp.status).toBe(400);
    expect(JSON.stringify(ftp.body)).toContain(WEBHOOK_URL_NO_VALIDA_MESSAGE);
    const none = await ctx.demo.post('/api/webhooks', { url: 'http://127.0.0.1:9/x', eventos: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(WEBHOOK_EVENTOS_REQUERIDOS_MESSAGE);
    // Private networks are refused even where this machine (loopback) is allowed.
    for (const url of [
      'http://10.0.0.5/sri',
      'http://192.168.1.10/sri',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/x',
    ]) {
      const answer = await ctx.demo.post('/api/webhooks', { url, eventos: ['correo.fallo'] });
      expect(answer.status, url).toBe(400);
      expect(answer.body).toEqual({ error: { message: WEBHOOK_DESTINO_PRIVADO_MESSAGE } });
    }
  });
});

describe('webhooks in a production deployment (loopback not allowed)', () => {
  let production: TestApi;
  beforeAll(async () => {
    production = await startApi(ctx.db, { integrations: { webhookAllowLoopback: false } });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('refuse URLs that resolve to this machine or a private network', async () => {
    const admin = await production.anonymous.login('demo');
    for (const url of [
      'http://127.0.0.1:8080/sri',
      'http://localhost/sri',
      'http://[::1]/sri',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const answer = await admin.post('/api/webhooks', { url, eventos: ['documento.autorizado'] });
      expect(answer.status, url).toBe(400);
      expect(answer.body).toEqual({ error: { message: WEBHOOK_DESTINO_PRIVADO_MESSAGE } });
    }
  });
});
