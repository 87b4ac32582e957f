import { fechaIsoHoy, formatFechaSri, percentOf } from '@facturador/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../sim/simulator';
import { seedDemoSales } from '../../src/db/seed/demo-sales';
import {
  DEMO_PROVEEDOR,
  DEMO_PURCHASES,
  DEMO_SALES,
  demoPurchaseClave,
  demoPurchaseNumero,
  demoSaleClave,
  demoSaleNumero,
  demoWithholdingClave,
} from '../../src/db/seed/demo-withholdings';
import { secretBox } from '../../src/services/emission/certificates';
import { EMISSION_TEST_ENV } from '../emission/helpers';
import { type ApiClient, startApi, TEST_SECRETS, type TestApi } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let sim: RunningSimulator;
let db: TestDatabase;
let api: TestApi;
let demo: ApiClient;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  sim = await startSimulator({ port: 0, authDelayMs: 0, env: {}, demo: true });
  for (const [name, value] of Object.entries({ ...EMISSION_TEST_ENV, SRI_URL: sim.url })) {
    saved.set(name, process.env[name]);
    process.env[name] = value;
  }
  db = await createTestDatabase();
  await seedDemoSales(
    db.database.db,
    (await demoEmisorId()) as string,
    secretBox(TEST_SECRETS.certEncryptionKey).decrypt,
  );
  api = await startApi(db);
  demo = await api.anonymous.login('demo');
});

afterAll(async () => {
  await api?.close();
  await db?.destroy();
  await sim?.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function demoEmisorId() {
  const { rows } = (await db.database.db.execute("select id from emisores where ruc = '1312456781001'")) as unknown as {
    rows: { id: string }[];
  };
  return rows[0]!.id;
}

describe('the demo', () => {
  it('has authorized invoices its customer withheld on, and the simulator has those retenciones', async () => {
    const retenciones = sim.documents().filter((doc) => doc.codDoc === '07');
    expect(retenciones).toHaveLength(DEMO_SALES.length);
    for (const [index, sale] of DEMO_SALES.entries()) {
      const factura = demoSaleClave(sale);
      const listed = await demo.get(`/api/facturas?filtro=${demoSaleNumero(sale)}`);
      expect(listed.body.facturas[0]).toMatchObject({ claveAcceso: factura, estado: 'AUTORIZADA' });

      expect(retenciones[index]!.claveAcceso).toBe(demoWithholdingClave(sale));
      const response = await demo.post('/api/retenciones-recibidas', { claveAcceso: demoWithholdingClave(sale) });
      expect(response.status).toBe(201);
      expect(response.body.lineas[0].factura).toEqual({
        claveAcceso: factura,
        numero: demoSaleNumero(sale),
        fechaEmision: formatFechaSri(sale.fecha),
      });
      expect(response.body.totalIva).toBe(percentOf(sale.iva, sale.retencion.iva.porcentaje));
    }
  });

  it('has supplier invoices to it in the simulator, registered as purchases by their clave de acceso', async () => {
    for (const purchase of DEMO_PURCHASES) {
      const response = await demo.post('/api/compras', { claveAcceso: demoPurchaseClave(purchase) });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        numero: demoPurchaseNumero(purchase),
        fechaEmision: fechaIsoHoy(purchase.fecha),
        proveedor: { identificacion: DEMO_PROVEEDOR.ruc, email: DEMO_PROVEEDOR.email },
      });
    }
  });

  it('goes on numbering invoices after the seeded ones', async () => {
    const { rows } = (await db.database.db.execute(
      "select ultimo from secuenciales where tipo = '01' and ambiente = 2",
    )) as unknown as { rows: { ultimo: number }[] };
    expect(rows.map((row) => row.ultimo)).toContain(Math.max(...DEMO_SALES.map((sale) => sale.secuencial)));
  });
});
