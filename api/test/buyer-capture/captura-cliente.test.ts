import { createHash } from 'node:crypto';
import {
  CAPTURA_DATOS_REQUERIDOS_MESSAGE,
  CAPTURA_DEMASIADOS_INTENTOS_MESSAGE,
  CAPTURA_EMAIL_INVALIDO_MESSAGE,
  CAPTURA_EXPIRADA_MESSAGE,
  CAPTURA_NO_EXISTE_MESSAGE,
  CAPTURA_TIPO_INVALIDO_MESSAGE,
  CAPTURA_USADA_MESSAGE,
  CEDULA_RUC_INVALIDA_MESSAGE,
  capturaContextoSchema,
  capturaCreadaSchema,
  capturaResultadoSchema,
} from '@facturador/shared/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../sim/simulator';
import { capturasCliente } from '../../src/db/schema';
import { type ApiClient, startApi, type TestApi } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let sim: RunningSimulator;
let db: TestDatabase;
let api: TestApi;
let demo: ApiClient;
let vendedor: ApiClient;
let otra: ApiClient;
let phone: ApiClient;

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  db = await createTestDatabase();
  api = await startApi(db, {
    emission: { catastroUrl: sim.url, catastroTimeoutMs: 2_000 },
    mail: { publicUrl: 'https://facturas.example.ec' },
  });
  phone = api.anonymous;
  demo = await phone.login('demo');
  vendedor = await phone.login('vendedor');
  otra = await phone.login('otra');
});
afterAll(async () => {
  await api?.close();
  await db?.destroy();
  await sim?.close();
});

async function newLink(client: ApiClient = demo) {
  const response = await client.post('/api/captura-cliente');
  expect(response.status).toBe(200);
  return capturaCreadaSchema.parse(response.body);
}

/** The clock of a link: moves its expiry into the past, as ten minutes would. */
async function expire(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  await db.database.db
    .update(capturasCliente)
    .set({ expiraEn: sql`now() - interval '1 second'` })
    .where(eq(capturasCliente.tokenHash, hash));
}

const maria = { tipoIdentificacion: '05', identificacion: '1309876546', email: 'maria@example.com' };

describe('«Datos del cliente por QR» over HTTP', () => {
  it('creates a one-use link valid ten minutes, with an unguessable token and the public page’s address', async () => {
    const before = Date.now();
    const link = await newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://facturas.example.ec/datos-cliente/${link.token}`);
    const ttl = new Date(link.expiraEn).getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1_000);
    expect((await newLink()).token).not.toBe(link.token);
    expect((await phone.post('/api/captura-cliente')).status).toBe(401);
  });

  it('goes through create → open → send → result, filling name and address from the catastro', async () => {
    const link = await newLink();
    const opened = await phone.get(`/api/captura-cliente/${link.token}`);
    expect(opened.status).toBe(200);
    expect(capturaContextoSchema.parse(opened.body)).toEqual({
      nombreComercial: 'Comercial El Manaba',
      expiraEn: link.expiraEn,
    });
    expect(Object.keys(opened.body).sort()).toEqual(['expiraEn', 'nombreComercial']);

    const pending = await demo.get(`/api/captura-cliente/${link.token}/resultado`);
    expect(pending.body).toEqual({ estado: 'pendiente' });

    const sent = await phone.post(`/api/captura-cliente/${link.token}`, { ...maria, telefono: '0991234567' });
    expect(sent.status).toBe(200);

    const result = await demo.get(`/api/captura-cliente/${link.token}/resultado`);
    expect(result.status).toBe(200);
    expect(capturaResultadoSchema.parse(result.body)).toEqual({
      estado: 'recibido',
      datos: {
        tipoIdentificacion: '05',
        identificacion: '1309876546',
        razonSocial: 'LOOR VELEZ MARIA FERNANDA',
        direccion: expect.stringContaining('PORTOVIEJO'),
        email: 'maria@example.com',
        telefono: '0991234567',
        registrar: false,
      },
    });
  });

  it('refuses a used link in Spanish, on the page and on a second send', async () => {
    const link = await newLink();
    expect((await phone.post(`/api/captura-cliente/${link.token}`, maria)).status).toBe(200);
    const again = await phone.post(`/api/captura-cliente/${link.token}`, { ...maria, email: 'otro@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CAPTURA_USADA_MESSAGE);
    const reopened = await phone.get(`/api/captura-cliente/${link.token}`);
    expect(reopened.status).toBe(409);
    expect(reopened.body.error.message).toBe(CAPTURA_USADA_MESSAGE);
    const result = await demo.get(`/api/captura-cliente/${link.token}/resultado`);
    expect(result.body.datos.email).toBe('maria@example.com');
  });

  it('lets only one of two phones sending at once spend the link', async () => {
    const link = await newLink();
    const answers = await Promise.all(
      ['uno@example.com', 'dos@example.com'].map((email) =>
        phone.post(`/api/captura-cliente/${link.token}`, { ...maria, email }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('says an expired link expired, and the clerk sees it expired', async () => {
    const link = await newLink();
    await expire(link.token);
    const opened = await phone.get(`/api/captura-cliente/${link.token}`);
    expect(opened.status).toBe(410);
    expect(opened.body.error.message).toBe(CAPTURA_EXPIRADA_MESSAGE);
    const sent = await phone.post(`/api/captura-cliente/${link.token}`, maria);
    expect(sent.status).toBe(410);
    expect(sent.body.error.message).toBe(CAPTURA_EXPIRADA_MESSAGE);
    expect((await demo.get(`/api/captura-cliente/${link.token}/resultado`)).body).toEqual({ estado: 'expirado' });
  });

  it('answers an unknown token 404 in Spanish', async () => {
    for (const token of ['no-existe', 'x'.repeat(43), 'x'.repeat(100)]) {
      const opened = await phone.get(`/api/captura-cliente/${token}`);
      expect(opened.status).toBe(404);
      expect(opened.body.error.message).toBe(CAPTURA_NO_EXISTE_MESSAGE);
    }
    const tooLong = await phone.get(`/api/captura-cliente/${'x'.repeat(200)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.body.error.message).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect((await phone.post('/api/captura-cliente/no-existe', maria)).status).toBe(404);
  });

  it('shows the result only to the user who created the link (404 for another company or clerk)', async () => {
    const link = await newLink();
    await phone.post(`/api/captura-cliente/${link.token}`, maria);
    for (const client of [otra, vendedor]) {
      const foreign = await client.get(`/api/captura-cliente/${link.token}/resultado`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe(CAPTURA_NO_EXISTE_MESSAGE);
    }
    expect((await phone.get(`/api/captura-cliente/${link.token}/resultado`)).status).toBe(401);
    const own = await otra.post('/api/captura-cliente');
    const opened = await phone.get(`/api/captura-cliente/${own.body.token}`);
    expect(opened.body.nombreComercial).toBe('Manta Mar');
  });

  it('checks the identification with the invoice’s checker and the e-mail, in Spanish, leaving the link open', async () => {
    const link = await newLink();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...maria, identificacion: '1710034066' }, CEDULA_RUC_INVALIDA_MESSAGE],
      [{ ...maria, identificacion: '1309876546001' }, CEDULA_RUC_INVALIDA_MESSAGE],
      [{ ...maria, tipoIdentificacion: '04', identificacion: '1309876546' }, CEDULA_RUC_INVALIDA_MESSAGE],
      [{ ...maria, tipoIdentificacion: '07', identificacion: '9999999999999' }, CAPTURA_TIPO_INVALIDO_MESSAGE],
      [{ ...maria, email: 'maria@' }, CAPTURA_EMAIL_INVALIDO_MESSAGE],
      [{ ...maria, email: 'a@example.com, b@example.com' }, CAPTURA_EMAIL_INVALIDO_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const response = await phone.post(`/api/captura-cliente/${link.token}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    for (const body of ['no es json', '[]', JSON.stringify({ ...maria, registrar: 'si' })]) {
      const response = await phone.request('POST', `/api/captura-cliente/${link.token}`, body, {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(typeof response.body.error.message).toBe('string');
    }
    expect((await phone.get(`/api/captura-cliente/${link.token}`)).status).toBe(200);
  });

  it('asks for name and address when the catastro does not know the person, and registers the buyer if allowed', async () => {
    const link = await newLink();
    const unknown = { tipoIdentificacion: '05', identificacion: '1710034073', email: 'ana@example.com' };
    const missing = await phone.post(`/api/captura-cliente/${link.token}`, unknown);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(CAPTURA_DATOS_REQUERIDOS_MESSAGE);
    const typed = await phone.post(`/api/captura-cliente/${link.token}`, {
      ...unknown,
      razonSocial: 'PAREDES ANA',
      direccion: 'Calle Sucre 12, Quito',
      registrar: true,
    });
    expect(typed.status).toBe(200);
    const persona = await demo.get('/api/persona?identificacion=1710034073');
    expect(persona.body.data).toEqual({
      tipoIdentificacion: '05',
      razonSocial: 'PAREDES ANA',
      direccion: 'Calle Sucre 12, Quito',
      email: 'ana@example.com',
    });
    expect((await otra.get('/api/persona?identificacion=1710034073')).body.data).toBeNull();
  });

  it('registers nobody unless the buyer allows it', async () => {
    const link = await newLink();
    const body = { tipoIdentificacion: '05', identificacion: '1317890125', email: 'pedro@example.com' };
    expect((await phone.post(`/api/captura-cliente/${link.token}`, body)).status).toBe(200);
    expect((await demo.get('/api/persona?identificacion=1317890125')).body.data).toBeNull();
  });
});

describe('the public capture routes’ rate limit', () => {
  it('answers 429 in Spanish past RIDE_RATE_LIMIT requests per IP per minute', async () => {
    // A database of its own: on PostgreSQL the counters are shared by every instance on the database.
    const own = await createTestDatabase();
    const limited = await startApi(own, { emission: { catastroUrl: sim.url, rideRateLimit: 3 } });
    try {
      const clerk = await limited.anonymous.login('demo');
      const { token } = (await clerk.post('/api/captura-cliente')).body;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push((await limited.anonymous.get(`/api/captura-cliente/${token}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const sends: number[] = [];
      let refused = { body: null as { error: { message: string } } | null };
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await limited.anonymous.post(`/api/captura-cliente/${token}`, maria);
        sends.push(answer.status);
        refused = answer;
      }
      // Each route counts apart in memory (PGlite); the shared PostgreSQL store may count them together.
      expect(sends.at(-1)).toBe(429);
      expect(refused.body?.error.message).toBe(CAPTURA_DEMASIADOS_INTENTOS_MESSAGE);
      // The clerk's own polling is not the public limit.
      expect((await clerk.get(`/api/captura-cliente/${token}/resultado`)).status).toBe(200);
    } finally {
      await limited.close();
      await own.destroy();
    }
  });
});
