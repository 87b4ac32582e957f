import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_OTRA_SOLICITUD_MESSAGE,
  parseClaveAcceso,
} from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anulaciones, documentos, solicitudesIdempotentes } from '../../src/db/schema';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { SOLICITUD_EN_CURSO_MESSAGE } from '../../src/services/emission/idempotency';
import { fingerprintOf } from '../../src/services/idempotency/requests';
import { customerWithholding, fictitiousCertificate } from '../../src/testing/customer-withholding';
import { invoiceBody, line, useEmissionApi } from '../emission/helpers';
import { type ApiClient, type ApiResponse, startApi, type TestApi } from '../helpers/api';
import { authorized, creditInvoice, line115, todayIso } from '../receivables/helpers';
import { PROVEEDOR, supplierInvoiceTo } from '../withholdings/supplier';

/**
 * Issue #37 §10: every money-writing POST honours `Idempotency-Key` as emission does. A proxy that
 * drops the answer after the commit makes the client retry with the same key: it gets the first answer
 * and nothing is stored twice, on one instance or two over one database.
 */
const ctx = useEmissionApi();
let second: TestApi;
let demo2: ApiClient;
let n = 0;
const newKey = () => `reintento-${Date.now()}-${++n}`;

beforeAll(async () => {
  second = await startApi(ctx.db);
  demo2 = await second.anonymous.login('demo');
});
afterAll(async () => second?.close());

const send = (client: ApiClient, method: string, path: string, body: unknown, key: string) =>
  client.request(method, path, body, { 'idempotency-key': key });

/** The first answer is given again: same status, same body, marked as replayed. */
function expectReplay(first: ApiResponse, again: ApiResponse) {
  expect(again.status).toBe(first.status);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
}

function expectReused(response: ApiResponse) {
  expect(response.status).toBe(409);
  expect(response.body.error.message).toBe(IDEMPOTENCY_KEY_OTRA_SOLICITUD_MESSAGE);
}

const cobro = (valor = 7) => ({ fecha: todayIso(), formaPago: '20', valor, referencia: 'Transferencia 5521' });
const cobrosOf = async (clave: string) =>
  (await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body.cobros as { valor: number; eliminado: unknown }[];

describe('POST /api/facturas/{clave}/cobros with Idempotency-Key', () => {
  let clave = '';
  beforeAll(async () => {
    clave = await authorized(ctx.demo, creditInvoice([line115()], 30));
  });

  it('a retry after a dropped answer records the $ 7.00 transfer once and answers the first answer', async () => {
    const key = newKey();
    const first = await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key);
    expect(first.status).toBe(201);
    expect(first.body.cuenta.saldo).toBe(108);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // The same retry on the other instance, and once more on this one.
    expectReplay(first, await send(demo2, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key));
    expectReplay(first, await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key));
    expect((await cobrosOf(clave)).map((c) => c.valor)).toEqual([7]);
    expect((await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body.cuenta.saldo).toBe(108);
  });

  it('refuses the same key with another body or on another invoice (409), and a blank key (400)', async () => {
    const key = newKey();
    expect((await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(2), key)).status).toBe(201);
    expectReused(await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(3), key));
    const other = await authorized(ctx.demo, creditInvoice([line115()], 30));
    expectReused(await send(demo2, 'POST', `/api/facturas/${other}/cobros`, cobro(2), key));
    const blank = await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(2), '  ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(IDEMPOTENCY_KEY_INVALID_MESSAGE);
    expect((await cobrosOf(other)).length).toBe(0);
    expect((await cobrosOf(clave)).map((c) => c.valor)).toEqual([7, 2]);
  });

  it('a refused payment keeps nothing: the key is free for the corrected request, then replayed', async () => {
    const fresh = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const key = newKey();
    const tooMuch = await send(ctx.demo, 'POST', `/api/facturas/${fresh}/cobros`, cobro(500), key);
    expect(tooMuch.status).toBe(409);
    const corrected = await send(demo2, 'POST', `/api/facturas/${fresh}/cobros`, cobro(), key);
    expect(corrected.status).toBe(201);
    expectReplay(corrected, await send(ctx.demo, 'POST', `/api/facturas/${fresh}/cobros`, cobro(), key));
    expect((await cobrosOf(fresh)).map((c) => c.valor)).toEqual([7]);
  });

  it('concurrent duplicates on two instances store one payment and all get its answer', async () => {
    const fresh = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const key = newKey();
    const answers = await Promise.all(
      [ctx.demo, demo2, ctx.demo, demo2, ctx.demo, demo2].map((client) =>
        send(client, 'POST', `/api/facturas/${fresh}/cobros`, cobro(), key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect((await cobrosOf(fresh)).map((c) => c.valor)).toEqual([7]);
  });

  it('DELETE /api/cobros/{id} replays its first answer instead of «ya eliminado»', async () => {
    const fresh = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const paid = await ctx.demo.post(`/api/facturas/${fresh}/cobros`, cobro());
    const key = newKey();
    const path = `/api/cobros/${paid.body.cobro.id}`;
    const first = await send(ctx.demo, 'DELETE', path, { motivo: 'Voucher duplicado' }, key);
    expect(first.status).toBe(200);
    expectReplay(first, await send(demo2, 'DELETE', path, { motivo: 'Voucher duplicado' }, key));
    expectReused(await send(ctx.demo, 'DELETE', path, { motivo: 'Otro motivo' }, key));
  });

  it('keys are per route: the key of a payment can name another route’s request', async () => {
    const fresh = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const key = newKey();
    const paid = await send(ctx.demo, 'POST', `/api/facturas/${fresh}/cobros`, cobro(), key);
    const deleted = await send(ctx.demo, 'DELETE', `/api/cobros/${paid.body.cobro.id}`, { motivo: 'Error' }, key);
    expect(deleted.status).toBe(200);
    expect(deleted.body.cuenta.saldo).toBe(115);
    // Each route still answers its own first answer.
    expectReplay(paid, await send(demo2, 'POST', `/api/facturas/${fresh}/cobros`, cobro(), key));
    expectReplay(deleted, await send(demo2, 'DELETE', `/api/cobros/${paid.body.cobro.id}`, { motivo: 'Error' }, key));
    expect((await cobrosOf(fresh)).map((c) => c.valor)).toEqual([7]);
  });
});

describe('a first request that died (its instance killed) with the key', () => {
  const claimedLongAgo = async (key: string, clave: string, confirmada: boolean) => {
    const [emisor] = await ctx.db.database.db
      .select({ id: documentos.emisorId })
      .from(documentos)
      .where(eq(documentos.claveAcceso, clave));
    await ctx.db.database.db.insert(solicitudesIdempotentes).values({
      emisorId: emisor!.id,
      ruta: 'POST /api/facturas/:clave/cobros',
      clave: key,
      huella: fingerprintOf({ params: { clave }, query: {}, body: cobro() }),
      dueno: randomUUID(),
      tomadaEn: new Date(Date.now() - 3_600_000),
      confirmada,
    });
  };

  it('before its commit: the retry past the lease records the payment, once', async () => {
    const clave = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const key = newKey();
    await claimedLongAgo(key, clave, false);
    const retry = await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key);
    expect(retry.status).toBe(201);
    expectReplay(retry, await send(demo2, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key));
    expect((await cobrosOf(clave)).map((c) => c.valor)).toEqual([7]);
  });

  it('after its commit, its answer lost: the retry is 409 «en curso», never a second payment', async () => {
    const clave = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const key = newKey();
    await claimedLongAgo(key, clave, true);
    const retry = await send(ctx.demo, 'POST', `/api/facturas/${clave}/cobros`, cobro(), key);
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toBe(SOLICITUD_EN_CURSO_MESSAGE);
    expect(await cobrosOf(clave)).toEqual([]);
  });
});

describe('POST /api/facturas/{clave}/anulacion with Idempotency-Key', () => {
  const annulmentsOf = async (clave: string) =>
    ctx.db.database.db
      .select({ id: anulaciones.documentoId })
      .from(anulaciones)
      .innerJoin(documentos, eq(documentos.id, anulaciones.documentoId))
      .where(eq(documentos.claveAcceso, clave));
  const invoice = () =>
    authorized(ctx.demo, invoiceBody({ productos: [line('SRV-INST', 'Instalación de equipos', 25, 1)] }));

  it('a retry answers the first 200 (not «ya ANULADA»); another motivo under the key is 409', async () => {
    const clave = await invoice();
    const key = newKey();
    const path = `/api/facturas/${clave}/anulacion`;
    const first = await send(ctx.demo, 'POST', path, { motivo: 'Anulada en SRI en línea' }, key);
    expect(first.status).toBe(200);
    expect(first.body.estado).toBe('ANULADA');
    expectReplay(first, await send(demo2, 'POST', path, { motivo: 'Anulada en SRI en línea' }, key));
    expectReused(await send(ctx.demo, 'POST', path, { motivo: 'Otro motivo' }, key));
    expect(await annulmentsOf(clave)).toHaveLength(1);
  });

  it('concurrent duplicates annul once and all get the first answer', async () => {
    const clave = await invoice();
    const key = newKey();
    const answers = await Promise.all(
      [ctx.demo, demo2, ctx.demo, demo2].map((client) =>
        send(client, 'POST', `/api/facturas/${clave}/anulacion`, { motivo: 'Duplicada' }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await annulmentsOf(clave)).toHaveLength(1);
  });
});

describe('POST /api/compras with Idempotency-Key', () => {
  let numero = 700;
  const typed = () => ({
    proveedorRuc: PROVEEDOR.ruc,
    proveedorRazonSocial: PROVEEDOR.razonSocial,
    proveedorEmail: PROVEEDOR.email,
    numero: `002-001-000000${++numero}`,
    fechaEmision: '2026-10-01',
    numeroAutorizacion: '1234567890',
    bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
    iva: 15,
  });
  const comprasCon = async (num: string) =>
    ((await ctx.demo.get('/api/compras')).body.compras as { numero: string }[]).filter((c) => c.numero === num);

  it('a typed purchase retried answers the first 201, stored once; another body is 409', async () => {
    const body = typed();
    const key = newKey();
    const first = await send(ctx.demo, 'POST', '/api/compras', body, key);
    expect(first.status).toBe(201);
    expectReplay(first, await send(demo2, 'POST', '/api/compras', body, key));
    expectReused(await send(ctx.demo, 'POST', '/api/compras', { ...body, iva: 15.01 }, key));
    expect(await comprasCon(body.numero)).toHaveLength(1);
  });

  it('concurrent duplicates store one purchase and all get its 201', async () => {
    const body = typed();
    const key = newKey();
    const answers = await Promise.all(
      [ctx.demo, demo2, ctx.demo, demo2].map((client) => send(client, 'POST', '/api/compras', body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body.id).toBe(answers[0]!.body.id);
    expect(await comprasCon(body.numero)).toHaveLength(1);
  });

  it('the XML file uploaded again (a new multipart boundary) answers the first 201; another file is 409', async () => {
    const upload = async (api: TestApi, xml: string, key: string) => {
      const form = new FormData();
      form.append('archivo', new Blob([xml], { type: 'text/xml' }), 'factura.xml');
      const response = await fetch(`${api.url}/api/compras`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.demo.token}`, 'idempotency-key': key },
        body: form,
      });
      return { status: response.status, body: await response.json(), headers: response.headers };
    };
    const key = newKey();
    const factura = supplierInvoiceTo(++numero, demoEmisor);
    const first = await upload(ctx.api, factura.xml, key);
    expect(first.status).toBe(201);
    expectReplay(first, await upload(second, factura.xml, key));
    expectReused(await upload(ctx.api, supplierInvoiceTo(++numero, demoEmisor).xml, key));
    expect(await comprasCon(factura.numero)).toHaveLength(1);
  });
});

describe('POST /api/retenciones-recibidas with Idempotency-Key', () => {
  const AGENTE = { ruc: '1790012344001', razonSocial: 'CONSTRUCTORA ANDINA S.A.', dirMatriz: 'Av. Amazonas, Quito' };
  const certificate = fictitiousCertificate(AGENTE);
  let secuencial = 900;

  async function published() {
    const body = invoiceBody({
      tipo_identificacion: '04',
      comprador_cedula: AGENTE.ruc,
      comprador_nombres: AGENTE.razonSocial,
      comprador_direccion: AGENTE.dirMatriz,
      comprador_email: 'pagos@andina.example.com',
      productos: [line('SRV-INST', 'Instalación de equipos', 100)],
    });
    const claveFactura = await authorized(ctx.demo, body);
    const factura = parseClaveAcceso(claveFactura)!;
    const retencion = customerWithholding({
      agente: AGENTE,
      certificate,
      sujeto: demoEmisor,
      ambiente: 1,
      secuencial: ++secuencial,
      fechaEmision: new Date(),
      facturas: [
        {
          numero: factura.numeroDocumento,
          fechaEmision: factura.fechaEmision,
          totalSinImpuestos: 100,
          baseGravada: 100,
          iva: 15,
          importeTotal: 115,
          renta: { codigo: '3440', porcentaje: 2.75 },
        },
      ],
    });
    ctx.sim.publish(retencion.xml);
    return { claveAcceso: retencion.claveAcceso, claveFactura };
  }
  const onInvoice = async (claveFactura: string) =>
    (await ctx.demo.get(`/api/retenciones-recibidas?factura=${claveFactura}`)).body.retenciones as unknown[];

  it('a retry answers the first 201 (not «ya registrada»), stored once; another clave is 409', async () => {
    const { claveAcceso, claveFactura } = await published();
    const key = newKey();
    const first = await send(ctx.demo, 'POST', '/api/retenciones-recibidas', { claveAcceso }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectReplay(first, await send(demo2, 'POST', '/api/retenciones-recibidas', { claveAcceso }, key));
    const otra = await published();
    expectReused(await send(ctx.demo, 'POST', '/api/retenciones-recibidas', { claveAcceso: otra.claveAcceso }, key));
    expect(await onInvoice(claveFactura)).toHaveLength(1);
  });

  it('concurrent duplicates store one and all get its 201', async () => {
    const { claveAcceso, claveFactura } = await published();
    const key = newKey();
    const answers = await Promise.all(
      [ctx.demo, demo2, ctx.demo, demo2].map((client) =>
        send(client, 'POST', '/api/retenciones-recibidas', { claveAcceso }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body.id).toBe(answers[0]!.body.id);
    expect(await onInvoice(claveFactura)).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('documents Idempotency-Key on each money-writing route', async () => {
    const spec = (await ctx.api.anonymous.get('/docs/json')).body;
    const routes: [string, string][] = [
      ['/api/facturas/{clave}/cobros', 'post'],
      ['/api/cobros/{id}', 'delete'],
      ['/api/facturas/{clave}/anulacion', 'post'],
      ['/api/compras', 'post'],
      ['/api/retenciones-recibidas', 'post'],
      ['/api/retenciones', 'post'],
      ['/api/facturar', 'post'],
    ];
    for (const [path, method] of routes) {
      const parameters = spec.paths[path][method].parameters as { in: string; name: string; description?: string }[];
      const header = parameters.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(header?.description, `${method} ${path}`).toContain('primera respuesta');
    }
  });
});
