import { checkCedulaRuc, personaResponseSchema } from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBuyers, demoEmisor, otherEmisor, otherEmisorCatalogue } from '../src/db/seed/demo-data';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

const ctx = useTestApi();
let demo: ApiClient;

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
});

describe('GET /api/persona', () => {
  it('finds a registered buyer of the emisor', async () => {
    const response = await demo.get('/api/persona?identificacion=1790012344001');
    expect(response.status).toBe(200);
    expect(personaResponseSchema.parse(response.body)).toEqual({
      data: {
        tipoIdentificacion: '04',
        razonSocial: 'DISTRIBUIDORA ANDINA S.A.',
        direccion: 'AV. AMAZONAS N34-120, QUITO',
        email: 'compras@andina.example.com',
      },
      mensaje: 'Cliente encontrado',
    });
  });

  it('answers data null and a message to show when the buyer is not registered', async () => {
    const response = await demo.get('/api/persona?identificacion=1712345675');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: null,
      mensaje: 'No se encontró un cliente registrado con la identificación 1712345675. Ingrese sus datos.',
    });
  });

  it('does not reveal another emisor’s buyers', async () => {
    const response = await demo.get(`/api/persona?identificacion=${otherEmisorCatalogue.buyer.identificacion}`);
    expect(response.body.data).toBeNull();
  });

  it('requires the identificacion and a token (header or query)', async () => {
    const missing = await demo.get('/api/persona');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Ingrese la identificación a consultar');
    const blank = await demo.get('/api/persona?identificacion=%20');
    expect(blank.status).toBe(400);
    expect((await ctx.api.anonymous.get('/api/persona?identificacion=1309876546')).status).toBe(401);
    expect((await ctx.api.anonymous.get('/api/persona?identificacion=1309876546&token=malo')).status).toBe(401);
  });
});

describe('demo identification numbers', () => {
  it('pass the cédula/RUC checks', () => {
    for (const value of [
      demoEmisor.ruc,
      otherEmisor.ruc,
      ...demoBuyers.map((buyer) => buyer.identificacion),
      otherEmisorCatalogue.buyer.identificacion,
    ]) {
      expect(checkCedulaRuc(value), value).toMatchObject({ valid: true, strict: true });
    }
  });
});
