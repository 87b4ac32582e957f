import { clavePermisoFaltanteMessage } from '@facturador/shared/domain/integrations';
import {
  GUIA_TIPO_TRANSPORTISTA_MESSAGE,
  TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE,
  TRANSPORTISTA_ELIMINADO_MESSAGE,
  TRANSPORTISTA_NO_ENCONTRADO_MESSAGE,
  TRANSPORTISTA_RUC_INVALIDO_MESSAGE,
  type Transportista,
  transportistaListResponseSchema,
  transportistaResponseSchema,
} from '@facturador/shared/domain/waybills';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE } from '../../src/plugins/app/error-handler';
import { ApiClient, useTestApi } from '../helpers/api';

const ctx = useTestApi();
let demo: ApiClient;
let otra: ApiClient;
let simple: ApiClient;

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  otra = await ctx.api.anonymous.login('otra');
  simple = await ctx.api.anonymous.login('simple');
});

/** A carrier with a cédula that passes the módulo 10 check. */
const pedro = (overrides: Record<string, unknown> = {}) => ({
  tipoIdentificacion: '05',
  identificacion: '1312456781',
  razonSocial: 'PEDRO ZAMBRANO',
  placa: 'mba-1234',
  ...overrides,
});

const list = async (client: ApiClient): Promise<Transportista[]> => {
  const response = await client.get('/api/transportistas');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return transportistaListResponseSchema.parse(response.body).transportistas;
};

const remove = (client: ApiClient, id: string) => client.request('DELETE', `/api/transportistas/${id}`);

describe('/api/transportistas', () => {
  it('saves a carrier (placa trimmed and upper-cased) and lists it', async () => {
    const saved = await demo.post(
      '/api/transportistas',
      pedro({ placa: '  mba-1234 ', razonSocial: ' PEDRO ZAMBRANO ' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { transportista } = transportistaResponseSchema.parse(saved.body);
    expect(transportista).toEqual({
      _id: expect.any(String),
      tipoIdentificacion: '05',
      identificacion: '1312456781',
      razonSocial: 'PEDRO ZAMBRANO',
      placa: 'MBA-1234',
    });
    expect(await list(demo)).toContainEqual(transportista);
  });

  it('lists the company’s carriers by razón social', async () => {
    await demo.post('/api/transportistas', {
      tipoIdentificacion: '04',
      identificacion: '1312456781001',
      razonSocial: 'ANDRADE TRANSPORTES',
      placa: 'MAA-0001',
    });
    await demo.post('/api/transportistas', {
      tipoIdentificacion: '06',
      identificacion: 'P1234567',
      razonSocial: 'ZURITA LOGÍSTICA',
      placa: 'PCX-9',
    });
    const nombres = (await list(demo)).map((carrier) => carrier.razonSocial);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b)));
    expect(nombres).toEqual(expect.arrayContaining(['ANDRADE TRANSPORTES', 'PEDRO ZAMBRANO', 'ZURITA LOGÍSTICA']));
  });

  it('the same identificación and placa update the saved one (200), another placa is another carrier', async () => {
    const first = await demo.post('/api/transportistas', pedro({ identificacion: '1710034065', placa: 'GYE-777' }));
    expect(first.status).toBe(201);
    const again = await demo.post(
      '/api/transportistas',
      pedro({ identificacion: '1710034065', placa: 'gye-777', razonSocial: 'PEDRO ZAMBRANO LOOR' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.transportista).toEqual({ ...first.body.transportista, razonSocial: 'PEDRO ZAMBRANO LOOR' });
    const otherTruck = await demo.post(
      '/api/transportistas',
      pedro({ identificacion: '1710034065', placa: 'GYE-778' }),
    );
    expect(otherTruck.status).toBe(201);
    const saved = (await list(demo)).filter((carrier) => carrier.identificacion === '1710034065');
    expect(saved.map((carrier) => [carrier.placa, carrier.razonSocial])).toEqual([
      ['GYE-778', 'PEDRO ZAMBRANO'],
      ['GYE-777', 'PEDRO ZAMBRANO LOOR'],
    ]);
  });

  it('deletes a carrier, then answers 404 for it', async () => {
    const { body } = await demo.post('/api/transportistas', pedro({ placa: 'BORRAR-1' }));
    const id = body.transportista._id;
    const deleted = await remove(demo, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: TRANSPORTISTA_ELIMINADO_MESSAGE });
    expect((await list(demo)).map((carrier) => carrier._id)).not.toContain(id);
    const again = await remove(demo, id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(TRANSPORTISTA_NO_ENCONTRADO_MESSAGE);
  });

  it('keeps each company’s carriers to itself: not listed, not deletable, not overwritten', async () => {
    const { body } = await demo.post('/api/transportistas', pedro({ placa: 'AISLADO-1' }));
    const id = body.transportista._id;
    expect((await list(otra)).map((carrier) => carrier._id)).not.toContain(id);
    const foreign = await remove(otra, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('El transportista no existe o no es de esta empresa.');
    const same = await otra.post('/api/transportistas', pedro({ placa: 'AISLADO-1', razonSocial: 'OTRO NOMBRE' }));
    expect(same.status).toBe(201);
    expect(same.body.transportista._id).not.toBe(id);
    expect((await list(demo)).find((carrier) => carrier._id === id)?.razonSocial).toBe('PEDRO ZAMBRANO');
  });

  it('refuses a cédula that fails the módulo 10 check, and stores nothing', async () => {
    const before = await list(demo);
    const refused = await demo.post('/api/transportistas', pedro({ identificacion: '1712345678', placa: 'MAL-1' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('La cédula del transportista no es válida: revise sus 10 dígitos.');
    expect(refused.body.error.message).toBe(TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE);
    expect(await list(demo)).toEqual(before);
  });

  it('refuses a RUC that fails its checks, an unknown type and a missing placa, storing nothing', async () => {
    const before = await list(demo);
    const badRuc = await demo.post(
      '/api/transportistas',
      pedro({ tipoIdentificacion: '04', identificacion: '1312456789001' }),
    );
    expect(badRuc.status).toBe(400);
    expect(badRuc.body.error.message).toBe(TRANSPORTISTA_RUC_INVALIDO_MESSAGE);
    const cedulaAsRuc = await demo.post('/api/transportistas', pedro({ tipoIdentificacion: '04' }));
    expect(cedulaAsRuc.body.error.message).toBe(TRANSPORTISTA_RUC_INVALIDO_MESSAGE);
    const badType = await demo.post('/api/transportistas', pedro({ tipoIdentificacion: '07' }));
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe(GUIA_TIPO_TRANSPORTISTA_MESSAGE);
    const noPlaca = await demo.post('/api/transportistas', pedro({ placa: '   ' }));
    expect(noPlaca.status).toBe(400);
    expect(noPlaca.body.error.message).toBe('La placa es obligatoria');
    const longPlaca = await demo.post('/api/transportistas', pedro({ placa: 'X'.repeat(21) }));
    expect(longPlaca.body.error.message).toBe('La placa admite como máximo 20 caracteres');
    expect(await list(demo)).toEqual(before);
  });

  it('a bad id answers 400 in Spanish; an unknown path stays the generic 404', async () => {
    const bad = await remove(demo, 'no-es-un-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('El ID no es válido');
    const unknown = await demo.get('/api/transportistas/x/y');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(NOT_FOUND_MESSAGE);
  });

  it('whoever may issue a guía may keep carriers: any signed-in user, or an API key with «emitir»', async () => {
    const byClerk = await simple.post('/api/transportistas', pedro({ placa: 'CAJA-1' }));
    expect(byClerk.status).toBe(201);
    expect((await list(demo)).map((carrier) => carrier.placa)).toContain('CAJA-1');
    expect((await ctx.api.anonymous.get('/api/transportistas')).status).toBe(401);

    const key = async (permisos: string[]) => {
      const created = await demo.post('/api/claves-api', { nombre: `Transportistas ${permisos}`, permisos });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const secret: string = created.body.secreto;
      return (method: string, path: string, body?: unknown) =>
        new ApiClient(ctx.api.url).request(method, path, body, { 'x-api-key': secret });
    };
    const emitter = await key(['emitir']);
    const viaKey = await emitter('POST', '/api/transportistas', pedro({ placa: 'API-1' }));
    expect(viaKey.status, JSON.stringify(viaKey.body)).toBe(201);
    expect((await emitter('GET', '/api/transportistas')).body.transportistas).toContainEqual(viaKey.body.transportista);
    const reader = await key(['consultar']);
    const refused = await reader('GET', '/api/transportistas');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(clavePermisoFaltanteMessage('emitir'));
  });
});
