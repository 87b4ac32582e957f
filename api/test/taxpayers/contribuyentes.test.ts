import {
  CATASTRO_NO_DISPONIBLE_MESSAGE,
  CEDULA_RUC_INVALIDA_MESSAGE,
  checkCedulaRuc,
  contribuyenteNoEncontradoMessage,
  contribuyenteSchema,
} from '@facturador/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../sim/catastro/registry';
import { type RunningSimulator, startSimulator } from '../../sim/simulator';
import { signUp } from '../company/helpers';
import { type ApiClient, startApi, type TestApi } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let sim: RunningSimulator;
let db: TestDatabase;
let api: TestApi;
let anonymous: ApiClient;

beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
  db = await createTestDatabase();
  api = await startApi(db, { emission: { catastroUrl: sim.url, catastroTimeoutMs: 2_000 } });
  anonymous = api.anonymous;
});
afterAll(async () => {
  await api?.close();
  await db?.destroy();
  await sim?.close();
});

describe('GET /api/contribuyentes/{identificacion}', () => {
  it('answers a company RUC from the catastro, without a session (sign-up uses it)', async () => {
    const response = await anonymous.get('/api/contribuyentes/1790012344001');
    expect(response.status).toBe(200);
    expect(contribuyenteSchema.parse(response.body)).toEqual({
      identificacion: '1790012344001',
      razonSocial: 'DISTRIBUIDORA ANDINA S.A.',
      nombreComercial: 'ANDINA',
      estado: 'ACTIVO',
      regimen: 'GENERAL',
      obligadoContabilidad: true,
      agenteRetencion: true,
      contribuyenteEspecial: false,
      establecimientos: [
        {
          numero: '001',
          nombreComercial: 'ANDINA',
          direccion: 'AV. AMAZONAS N34-12 Y AV. NACIONES UNIDAS, QUITO',
          estado: 'ABIERTO',
          matriz: true,
        },
      ],
    });
  });

  it('answers a cédula as its RUC (cédula + 001), with the RIMPE regime', async () => {
    const response = await anonymous.get('/api/contribuyentes/1309876546');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      identificacion: '1309876546',
      razonSocial: 'LOOR VELEZ MARIA FERNANDA',
      regimen: 'RIMPE NEGOCIO POPULAR',
      obligadoContabilidad: false,
    });
  });

  it('answers 404 in Spanish for a valid number the SRI does not know, and 400 for an invalid one', async () => {
    const unknown = await anonymous.get('/api/contribuyentes/1710034073');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(contribuyenteNoEncontradoMessage('1710034073'));
    const invalid = await anonymous.get('/api/contribuyentes/1710034066');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(CEDULA_RUC_INVALIDA_MESSAGE);
  });

  it('keeps an answer for a day in the database: served when the registry is down; 503 in Spanish otherwise', async () => {
    expect((await anonymous.get('/api/contribuyentes/1317890125001')).status).toBe(200);
    await api.close();
    // A second instance on the same database, pointed at a registry that does not answer.
    const down = await startApi(db, { emission: { catastroUrl: 'http://127.0.0.1:9', catastroTimeoutMs: 1_000 } });
    try {
      const cached = await down.anonymous.get('/api/contribuyentes/1317890125001');
      expect(cached.status).toBe(200);
      expect(cached.body.razonSocial).toBe('VERA ALCIVAR PEDRO JOSE');
      const unreachable = await down.anonymous.get('/api/contribuyentes/1312456781001');
      expect(unreachable.status).toBe(503);
      expect(unreachable.body.error.message).toBe(CATASTRO_NO_DISPONIBLE_MESSAGE);
    } finally {
      await down.close();
    }
  });
});

describe('the simulator’s catastro', () => {
  it('holds a few hundred fictitious taxpayers with valid check digits, the same on every start', () => {
    const registry = buildRegistry();
    expect(registry.size).toBeGreaterThan(300);
    for (const ruc of registry.keys()) expect(checkCedulaRuc(ruc), ruc).toMatchObject({ valid: true, strict: true });
    expect([...buildRegistry().keys()]).toEqual([...registry.keys()]);
  });
});

describe('POST /api/registro with what the registry says', () => {
  it('stores the régimen (its RIMPE legend) and obligado a llevar contabilidad; both stay optional', async () => {
    const live = await startApi(db, { emission: { catastroUrl: sim.url } });
    try {
      const { client } = await signUp(live.anonymous, { regimen: 'RIMPE EMPRENDEDOR', obligadoContabilidad: true });
      expect((await client.get('/api/emisor')).body.emisor).toMatchObject({
        regimen: 'RIMPE EMPRENDEDOR',
        obligadoContabilidad: true,
      });
      const plain = await signUp(live.anonymous);
      expect((await plain.client.get('/api/emisor')).body.emisor).toMatchObject({
        regimen: 'GENERAL',
        obligadoContabilidad: false,
      });
    } finally {
      await live.close();
    }
  });
});
