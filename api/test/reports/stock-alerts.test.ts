import type { Dashboard } from '@facturador/shared/domain/reports';
import { type CorreoSettings, RESUMEN_STOCK_BAJO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/settings';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumenesStockBajo } from '../../src/db/schema';
import { changePlan } from '../../src/services/company/plan-change';
import { STOCK_DIGEST_COMPANY_QUEUE, STOCK_DIGEST_DAY_QUEUE } from '../../src/services/mail/stock-digest';
import { newUsuario, signUp } from '../company/helpers';
import { facturar, invoiceBody, line, useEmissionApi, waitUntil } from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { useSmtpSink } from '../mail/smtp-sink';

/**
 * Issue #15, stock alerts: an item under its product's stock mínimo is flagged on the dashboard as
 * soon as a sale or a movement takes it there, and the company hears of it in a daily e-mail (a real
 * SMTP server receives it) at most once a day, only where the plan offers it and the setting is on.
 */
const sink = useSmtpSink();
const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', PUBLIC_URL: 'https://app.test' });

interface Producto {
  _id: string;
  codigo: string;
}

async function producto(client: ApiClient, codigo: string, stockMinimo: number): Promise<Producto> {
  const response = await client.post('/api/productos', {
    codigo,
    nombre: `Producto ${codigo}`,
    precio: 2,
    inventariado: true,
    stock_minimo: stockMinimo,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.producto;
}

async function movimiento(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.post('/api/movimientos', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

const entrada = (client: ApiClient, almacen: string, product: Producto, cantidad: number) =>
  movimiento(client, {
    tipo_movimiento: 'ENTRADA',
    destino: almacen,
    items: [{ producto_id: product._id, cantidad }],
  });

async function stockBajo(client: ApiClient): Promise<Dashboard['stockBajo']> {
  const response = await client.get('/api/dashboard');
  expect(response.status).toBe(200);
  return response.body.stockBajo;
}

async function warehouses(client: ApiClient): Promise<{ _id: string; nombre: string }[]> {
  return (await client.get('/api/almacenes')).body;
}

describe('low stock is flagged when a sale or a movement takes an item under its stock mínimo', () => {
  it('lists the item per warehouse on the dashboard, and unflags it when stock comes back', async () => {
    const { warehouse } = ctx.ids;
    const principal = warehouse('Bodega Principal');
    const manta = warehouse('Sucursal Manta');
    const clavo = await producto(ctx.demo, 'ALR-CLAVO', 10);
    await entrada(ctx.demo, principal, clavo, 12);
    await entrada(ctx.demo, manta, clavo, 15);
    const ofClavo = async () => (await stockBajo(ctx.demo)).filter((row) => row.codigo === 'ALR-CLAVO');
    expect(await ofClavo()).toEqual([]);

    // A sale of 3 from Bodega Principal leaves 9 of a minimum of 10 there; Manta still has 15.
    await facturar(
      ctx.demo,
      invoiceBody({
        productos: [line('ALR-CLAVO', 'Producto ALR-CLAVO', 2, 3, { producto_id: clavo._id, esInventariado: true })],
        almacen_id: principal,
      }),
    );
    expect(await ofClavo()).toEqual([
      { codigo: 'ALR-CLAVO', nombre: 'Producto ALR-CLAVO', almacen: 'Bodega Principal', stock: 9, stockMinimo: 10 },
    ]);

    // A SALIDA of 6 from Manta leaves 9 there too.
    await movimiento(ctx.demo, {
      tipo_movimiento: 'SALIDA',
      origen: manta,
      items: [{ producto_id: clavo._id, cantidad: 6 }],
    });
    expect((await ofClavo()).map((row) => [row.almacen, row.stock])).toEqual([
      ['Bodega Principal', 9],
      ['Sucursal Manta', 9],
    ]);

    // Stock back at the minimum is no longer low.
    await entrada(ctx.demo, principal, clavo, 1);
    expect((await ofClavo()).map((row) => row.almacen)).toEqual(['Sucursal Manta']);
    // Another company never sees it.
    expect((await stockBajo(ctx.otra)).filter((row) => row.codigo === 'ALR-CLAVO')).toEqual([]);
  });

  it('shows no low stock to an administrator without usarInventario', async () => {
    const usuario = newUsuario('gerente');
    const created = await ctx.demo.post('/api/usuarios', {
      usuario,
      nombre: 'Gerente sin inventario',
      permisos: { usarInventario: false, cambiarAlmacen: false, administrar: true },
      clave: 'clave-segura-123',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gerente = await ctx.api.anonymous.login(usuario, 'clave-segura-123');
    expect((await stockBajo(ctx.demo)).length).toBeGreaterThan(0);
    expect(await stockBajo(gerente)).toEqual([]);
  });
});

/** A company with its own e-mail, on `plan`, with one product under its minimum and one above it. */
async function companyWithLowStock(email: string, plan: 'gratis' | 'profesional' | 'anual_pro') {
  const { client, body } = await signUp(ctx.api.anonymous, { email });
  if (plan !== 'gratis') expect(await changePlan(ctx.db.database.db, body.ruc, plan)).toBe(true);
  const [bodega] = await warehouses(client);
  const segunda = await client.post('/api/almacenes', { nombre: 'Bodega Norte', responsable: 'Luis Zambrano' });
  expect(segunda.status, JSON.stringify(segunda.body)).toBe(201);
  const tornillo = await producto(client, 'TOR-8', 100);
  const tuerca = await producto(client, 'TUE-8', 5);
  await entrada(client, bodega!._id, tornillo, 40);
  await entrada(client, segunda.body.almacen._id, tornillo, 250);
  await entrada(client, bodega!._id, tuerca, 5);
  return client;
}

async function correo(client: ApiClient): Promise<CorreoSettings> {
  const response = await client.get('/api/emisor/correo');
  expect(response.status).toBe(200);
  return response.body.correo;
}

const FECHA = '2031-03-14';
const toAddress = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);
const digestsTo = (address: string, fecha = '14/03/2031') =>
  sink.messages.filter((mail) => toAddress(mail) === address && mail.subject?.includes(`Stock bajo al ${fecha}`));
/** Until every digest job sent so far has run: the day's job enqueues the companies' before it completes. */
const digestJobsDone = () =>
  waitUntil(
    async () =>
      (await ctx.api.app.jobs.pending(STOCK_DIGEST_DAY_QUEUE)) === 0 &&
      (await ctx.api.app.jobs.pending(STOCK_DIGEST_COMPANY_QUEUE)) === 0,
    'los trabajos del resumen de stock bajo',
  );

describe('the daily low-stock digest e-mail', () => {
  let pro: ApiClient;
  let gratis: ApiClient;
  let apagado: ApiClient;

  beforeAll(async () => {
    pro = await companyWithLowStock('bodega@ferreteria-pro.ec', 'profesional');
    gratis = await companyWithLowStock('bodega@ferreteria-gratis.ec', 'gratis');
    apagado = await companyWithLowStock('bodega@ferreteria-apagada.ec', 'anual_pro');
  });

  it('is a setting on by default in Profesional and Anual Pro, absent and refused in Gratis', async () => {
    expect(await correo(pro)).toMatchObject({ resumenStockBajo: true });
    expect(await correo(apagado)).toMatchObject({ resumenStockBajo: true });
    const off = await apagado.put('/api/emisor/correo', { resumenStockBajo: false });
    expect(off.status).toBe(200);
    expect(off.body.correo.resumenStockBajo).toBe(false);

    expect(await correo(gratis)).not.toHaveProperty('resumenStockBajo');
    const refused = await gratis.put('/api/emisor/correo', { resumenStockBajo: true });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(RESUMEN_STOCK_BAJO_NO_DISPONIBLE_MESSAGE);
    expect(await correo(gratis)).not.toHaveProperty('resumenStockBajo');
    const bad = await pro.put('/api/emisor/correo', { resumenStockBajo: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Indique si se envía el resumen diario de stock bajo');
  });

  it('runs once a day on a pg-boss cron schedule in Ecuador time', async () => {
    const { rows } = (await ctx.db.database.db.execute(
      `select cron, timezone from pgboss.schedule where name = '${STOCK_DIGEST_DAY_QUEUE}'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ cron: '0 7 * * *', timezone: 'America/Guayaquil' }]);
  });

  it("lists the company's items under their minimum, per warehouse, to the company's e-mail", async () => {
    await ctx.api.app.jobs.send(STOCK_DIGEST_DAY_QUEUE, { fecha: FECHA });
    await waitUntil(() => digestsTo('bodega@ferreteria-pro.ec').length === 1, 'el resumen de stock bajo');
    const [mail] = digestsTo('bodega@ferreteria-pro.ec');
    expect(mail!.subject).toBe('Stock bajo al 14/03/2031: 1 producto bajo su mínimo · Ferretería La Nueva');
    expect(mail!.from?.value[0]).toEqual({ name: 'Ferretería La Nueva', address: 'facturas@facturador.test' });
    // TOR-8 is under 100 in the first warehouse only; TUE-8 sits at its minimum of 5.
    expect(mail!.text).toContain('- Producto TOR-8 (TOR-8), Bodega principal: stock 40, mínimo 100');
    expect(mail!.text).not.toContain('Bodega Norte');
    expect(mail!.text).not.toContain('TUE-8');
    expect(mail!.text).toContain('https://app.test/admin');
    expect(mail!.html).toContain(
      '<td>Producto TOR-8</td><td>TOR-8</td><td>Bodega principal</td><td>40</td><td>100</td>',
    );
  });

  it('is not sent twice on one day, however many jobs run, and never to Gratis or with the setting off', async () => {
    await waitUntil(() => digestsTo('bodega@ferreteria-pro.ec').length === 1, 'el primer resumen');
    await ctx.api.app.jobs.send(STOCK_DIGEST_DAY_QUEUE, { fecha: FECHA });
    const [company] = await ctx.db.database.db
      .select({ emisorId: resumenesStockBajo.emisorId })
      .from(resumenesStockBajo)
      .where(and(eq(resumenesStockBajo.fecha, FECHA), eq(resumenesStockBajo.destinatario, 'bodega@ferreteria-pro.ec')));
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => ctx.api.app.stockDigest.sendCompanyDigest(company!.emisorId, FECHA)),
    );
    expect(outcomes).toEqual(['omitido', 'omitido', 'omitido', 'omitido']);
    await digestJobsDone();
    expect(digestsTo('bodega@ferreteria-pro.ec')).toHaveLength(1);
    expect(digestsTo('bodega@ferreteria-gratis.ec')).toEqual([]);
    expect(digestsTo('bodega@ferreteria-apagada.ec')).toEqual([]);

    const rows = await ctx.db.database.db
      .select()
      .from(resumenesStockBajo)
      .where(eq(resumenesStockBajo.emisorId, company!.emisorId));
    expect(rows.filter((row) => row.fecha === FECHA)).toEqual([
      expect.objectContaining({ estado: 'ENVIADO', productos: 1, destinatario: 'bodega@ferreteria-pro.ec' }),
    ]);
    expect(rows.find((row) => row.fecha === FECHA)?.messageId).toBeTruthy();

    // The next day is a new digest.
    await ctx.api.app.jobs.send(STOCK_DIGEST_DAY_QUEUE, { fecha: '2031-03-15' });
    await waitUntil(
      () => digestsTo('bodega@ferreteria-pro.ec', '15/03/2031').length === 1,
      'el resumen del día siguiente',
    );
  });

  it('turned back on, the company gets it again', async () => {
    expect((await apagado.put('/api/emisor/correo', { resumenStockBajo: true })).status).toBe(200);
    await ctx.api.app.jobs.send(STOCK_DIGEST_DAY_QUEUE, { fecha: '2031-03-16' });
    await waitUntil(
      () => digestsTo('bodega@ferreteria-apagada.ec', '16/03/2031').length === 1,
      'el resumen de la empresa que lo reactivó',
    );
  });
});
