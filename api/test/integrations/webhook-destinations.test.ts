import { isIP } from 'node:net';
import {
  entregaDestinoPrivadoError,
  WEBHOOK_DESTINO_PRIVADO_MESSAGE,
  WEBHOOK_URL_CARACTERES_MESSAGE,
  WEBHOOK_URL_NO_VALIDA_MESSAGE,
} from '@facturador/shared/domain/integrations';
import { afterAll, describe, expect, it } from 'vitest';
import { type HostResolver, systemResolver } from '../../src/services/integrations/destination-guard';
import { facturar, quickInvoice, useEmissionApi, waitForEstado, waitUntil } from '../emission/helpers';
import { type ApiClient, startApi } from '../helpers/api';
import { startReceiver } from './receiver';

/**
 * DNS names of the tests: what each resolves to, changed by the tests (a name re-pointed after it
 * was saved). Every other name goes to the system's resolver (`localhost`).
 */
const names = new Map<string, string[]>([
  ['compatible.prueba', ['::127.0.0.1']],
  ['seis-a-cuatro.prueba', ['2002:7f00:1::']],
  ['teredo.prueba', ['2001:0:4136:e378:8000:63bf:80ff:fffe']],
  ['nat64.prueba', ['64:ff9b::a00:1']],
  ['mapeada.prueba', ['::ffff:169.254.169.254']],
  ['enlace.prueba', ['fe80::1%eth0']],
  // One forbidden address among public ones is enough to refuse the name.
  ['mezcla.prueba', ['8.8.8.8', '2800:bf0::1', '::ffff:7f00:1']],
  ['tienda.prueba', ['8.8.8.8', '2800:bf0::1']],
]);
const resolver: HostResolver = async (hostname) => {
  const addresses = names.get(hostname.toLowerCase());
  if (!addresses) return systemResolver(hostname);
  return addresses.map((address) => ({ address, family: isIP(address.replace(/%.*$/, '')) }));
};

// Production-like: loopback not allowed, as with NODE_ENV=production or DATABASE_URL.
const ctx = useEmissionApi(
  { WEBHOOK_ALLOW_LOOPBACK: '0', WEBHOOK_ALLOW_PRIVATE: '0', WEBHOOK_RETRY_DELAY_MS: '200' },
  { integrations: { webhookResolver: resolver } },
);

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

/** Every form that leads to this machine or a private network, as an integrator could type it. */
const FORBIDDEN = [
  // IPv4: dotted, and the integer, hex, octal and short forms the URL parser reads as dotted.
  'http://127.0.0.1:8080/sri',
  'http://127.8.9.10/',
  'http://127.0.0.1./',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0177.0.0.1/',
  'http://0x7f.1/',
  'http://127.1/',
  'http://0/',
  'http://10.0.0.5/sri',
  'http://169.254.169.254/latest',
  'http://100.64.0.1/',
  // IPv6 loopback and unspecified, compressed and in full.
  'http://[::1]/sri',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[0000:0000:0000:0000:0000:0000:0000:0001]/',
  'http://[::]/',
  // IPv4-compatible (::/96), the first form that passed.
  'http://[::127.0.0.1]/',
  'http://[::7f00:1]/',
  'http://[0:0:0:0:0:0:127.0.0.1]/',
  'http://[::a00:5]/',
  'http://[::8.8.8.8]/',
  // IPv4-mapped and IPv4-translated.
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:7f00:1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[::ffff:0:127.0.0.1]/',
  // NAT64 of a loopback or private IPv4 address, and the local-use NAT64 prefix.
  'http://[64:ff9b::127.0.0.1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[64:ff9b:1::808:808]/',
  // 6to4 (2002::/16), the second form that passed, whatever IPv4 address it carries.
  'http://[2002:7f00:1::]/',
  'http://[2002:7f00:0001:0000:0000:0000:0000:0000]/',
  'http://[2002:a9fe:a9fe::1]/',
  'http://[2002:808:808::1]/',
  // Teredo (2001::/32): the client 127.0.0.1 (inverted in the last 32 bits), and any other.
  'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
  // Private, link-local, site-local and multicast IPv6.
  'http://[fd00::1]/x',
  'http://[fe80::1]/',
  'http://[fec0::1]/',
  'http://[ff02::1]/',
  // Names: localhost however spelled, and names whose DNS answer is one of the forms above.
  'http://localhost/sri',
  'http://LOCALHOST./',
  'http://%6c%6fcalhost:3000/',
  'http://compatible.prueba/',
  'http://seis-a-cuatro.prueba/',
  'http://teredo.prueba/',
  'http://nat64.prueba/',
  'http://mapeada.prueba/',
  'http://enlace.prueba/',
  'http://mezcla.prueba/',
];

async function post(client: ApiClient, url: string) {
  return client.post('/api/webhooks', { url, eventos: ['documento.autorizado'] });
}

async function deliveries(webhookId: string) {
  const response = await ctx.demo.get(`/api/webhooks/${webhookId}/entregas`);
  expect(response.status).toBe(200);
  return response.body.entregas as {
    estado: string;
    intentos: number;
    ultimoError: string | null;
    proximoIntento: string | null;
    historial: { codigo: number | null; error: string | null }[];
  }[];
}

describe('webhook destinations in a production deployment (loopback not allowed)', () => {
  it('refuse every form of an address on this machine or a private network', async () => {
    for (const url of FORBIDDEN) {
      const answer = await post(ctx.demo, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toEqual({ error: { message: WEBHOOK_DESTINO_PRIVADO_MESSAGE } });
    }
    // A zone id is not a URL (the URL standard has no syntax for it).
    for (const url of ['http://[fe80::1%25eth0]/', 'http://[fe80::1%eth0]/', 'http://[::1%lo]/']) {
      const answer = await post(ctx.demo, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.error.message, url).toBe(WEBHOOK_URL_NO_VALIDA_MESSAGE);
    }
    expect((await ctx.demo.get('/api/webhooks')).body.webhooks).toEqual([]);
  });

  it('accept public addresses, also through NAT64 and IPv4-mapped forms', async () => {
    for (const url of [
      'https://8.8.8.8/sri',
      'https://[2800:bf0::1]/sri',
      'https://[64:ff9b::8.8.8.8]/sri',
      'https://[::ffff:8.8.8.8]/sri',
      'https://tienda.prueba/sri',
    ]) {
      const answer = await post(ctx.demo, url);
      expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(201);
      await ctx.demo.request('DELETE', `/api/webhooks/${answer.body.webhook.id}`);
    }
  });

  it('refuse the embedded loopback forms even where private networks are allowed', async () => {
    const intranet = await startApi(ctx.db, {
      integrations: { webhookAllowLoopback: false, webhookAllowPrivate: true, webhookResolver: resolver },
    });
    try {
      const admin = await intranet.anonymous.login('demo');
      for (const url of ['http://[::127.0.0.1]/', 'http://[2002:7f00:1::]/', 'http://teredo.prueba/']) {
        const answer = await post(admin, url);
        expect(answer.status, url).toBe(400);
        expect(answer.body).toEqual({ error: { message: WEBHOOK_DESTINO_PRIVADO_MESSAGE } });
      }
      for (const url of ['http://[2002:a00:1::]/', 'http://nat64.prueba/', 'http://10.0.0.5/']) {
        const answer = await post(admin, url);
        expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(201);
        await admin.request('DELETE', `/api/webhooks/${answer.body.webhook.id}`);
      }
    } finally {
      await intranet.close();
    }
  });

  it('store the URL trimmed, and refuse one with a line break or a tab inside', async () => {
    const saved = await post(ctx.demo, ' \t https://tienda.prueba/sri?x=1 \r\n');
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.webhook.url).toBe('https://tienda.prueba/sri?x=1');
    const listed = await ctx.demo.get('/api/webhooks');
    expect(listed.body.webhooks.map((webhook: { url: string }) => webhook.url)).toEqual([
      'https://tienda.prueba/sri?x=1',
    ]);
    await ctx.demo.request('DELETE', `/api/webhooks/${saved.body.webhook.id}`);
    for (const url of [
      'https://tienda.prueba/sri\r\nX-Inyectada: 1',
      'https://tienda.prueba/s\nri',
      'https://tienda.pr\rueba/sri',
      'https://tienda.prueba/s\tri',
      'https://tienda.prueba/s ri',
    ]) {
      const answer = await post(ctx.demo, url);
      expect(answer.status, JSON.stringify(url)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(url)).toBe(WEBHOOK_URL_CARACTERES_MESSAGE);
    }
    expect((await ctx.demo.get('/api/webhooks')).body.webhooks).toEqual([]);
  });

  it('fail at once, with the reason, a delivery whose address is refused as it connects', async () => {
    const shop = await startReceiver();
    receivers.push(shop);
    const port = new URL(shop.url).port;
    // Saved while the name was public, then re-pointed at this machine (DNS rebinding).
    names.set('cambia.prueba', ['8.8.8.8']);
    const renamed = await post(ctx.demo, `http://cambia.prueba:${port}/sri`);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(201);
    names.set('cambia.prueba', ['127.0.0.1']);
    // Saved by an instance that allowed loopback (the embedded default), delivered by this one.
    const embedded = await startApi(ctx.db, { integrations: { webhookAllowLoopback: true } });
    const literal = await post(await embedded.anonymous.login('demo'), shop.url);
    await embedded.close();
    expect(literal.status, JSON.stringify(literal.body)).toBe(201);

    const invoice = await facturar(ctx.demo, quickInvoice());
    await waitForEstado(ctx.demo, invoice.body.claveAcceso, 'AUTORIZADA');
    for (const webhook of [renamed.body.webhook, literal.body.webhook]) {
      let log: Awaited<ReturnType<typeof deliveries>> = [];
      await waitUntil(async () => {
        log = await deliveries(webhook.id);
        return log.length === 1 && log[0]!.estado !== 'PENDIENTE';
      }, 'entrega resuelta');
      const reason = entregaDestinoPrivadoError('127.0.0.1');
      expect(log[0]).toMatchObject({
        estado: 'FALLIDA',
        intentos: 1,
        ultimoError: reason,
        proximoIntento: null,
        historial: [{ codigo: null, error: reason }],
      });
    }
    expect(shop.received).toHaveLength(0);

    // Sent again by hand, it is refused again at once, and still nothing arrives.
    const [failed] = (await ctx.demo.get(`/api/webhooks/${renamed.body.webhook.id}/entregas`)).body.entregas;
    const resent = await ctx.demo.post(`/api/webhooks/${renamed.body.webhook.id}/entregas/${failed.id}/reenviar`);
    expect(resent.status).toBe(200);
    await waitUntil(async () => (await deliveries(renamed.body.webhook.id))[0]!.intentos === 2, 'reenvío resuelto');
    expect((await deliveries(renamed.body.webhook.id))[0]).toMatchObject({ estado: 'FALLIDA', intentos: 2 });
    expect(shop.received).toHaveLength(0);
  });
});
