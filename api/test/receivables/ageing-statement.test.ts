import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AgeingResponse, CLIENTE_SIN_MOVIMIENTOS_MESSAGE } from '@facturador/shared/domain/receivables';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, invoiceBody, line, useEmissionApi } from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { useSmtpSink } from '../mail/smtp-sink';
import { authorized, creditInvoice, issuedDaysAgo, line115, plusDays, todayIso, toSri } from './helpers';

const sink = useSmtpSink();
const ctx = useEmissionApi();
const today = todayIso();
const A = BUYER.comprador_cedula;
const B = '1713175071';

async function download(client: ApiClient, url: string) {
  const response = await fetch(`${client.baseUrl}${url}`, { headers: { authorization: `Bearer ${client.token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estado-'));
  try {
    fs.writeFileSync(path.join(dir, 'estado.pdf'), pdf);
    const result = spawnSync('pdftotext', ['-layout', path.join(dir, 'estado.pdf'), '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Customer A: 115.00 at 30 days issued 10 days ago (due in 20 days), and 46.00 of which 20.00 paid at
 * the counter and 26.00 at 60 days, with a 10.00 payment. Customer B: 23.00 at 15 days. Left out: a
 * counter sale, a PRUEBAS credit invoice.
 */
let dueA1 = '';
let dueA2 = '';
let dueB = '';
beforeAll(async () => {
  const a1 = await authorized(ctx.demo, creditInvoice([line115()], 30));
  await issuedDaysAgo(ctx, a1, 10);
  dueA1 = plusDays(today, 20);
  const a2 = await authorized(
    ctx.demo,
    creditInvoice([line('SRV-B', 'Capacitación', 40, 1)], 60, {}, [
      { formaPago: '01', total: '20', plazo: '', unidadTiempo: '' },
      { formaPago: '20', total: '', plazo: '60', unidadTiempo: 'dias' },
    ]),
  );
  dueA2 = plusDays(today, 60);
  expect((await ctx.demo.post(`/api/facturas/${a2}/cobros`, { fecha: today, formaPago: '20', valor: 10 })).status).toBe(
    201,
  );
  await authorized(
    ctx.demo,
    creditInvoice([line('SRV-C', 'Soporte', 20, 1)], 15, {
      comprador_cedula: B,
      comprador_nombres: 'Pedro Andrade',
      comprador_email: 'pedro@example.com',
    }),
  );
  dueB = plusDays(today, 15);
  await authorized(ctx.demo, invoiceBody({ ambiente: 2, productos: [line115()] }));
  await authorized(ctx.demo, creditInvoice([line115()], 30, { ambiente: 1 }));
});

const ageing = async (query: string): Promise<AgeingResponse> => {
  const response = await ctx.demo.get(`/api/cuentas-por-cobrar?${query}`);
  expect(response.status).toBe(200);
  return response.body;
};
const customer = (body: AgeingResponse, id: string) => body.clientes.find((cliente) => cliente.identificacion === id);

describe('GET /api/cuentas-por-cobrar', () => {
  it('groups the balances by customer, with the totals, leaving out counter sales and PRUEBAS', async () => {
    const body = await ageing(`corte=${today}`);
    expect(body.ambiente).toBe(2);
    expect(body.clientes.map((cliente: { identificacion: string }) => cliente.identificacion)).toEqual([A, B]);
    expect(customer(body, A)).toMatchObject({ saldo: 131, vencido: 0, facturas: 2, tramos: { porVencer: 131 } });
    expect(customer(body, B)).toMatchObject({ saldo: 23, razonSocial: 'PEDRO ANDRADE', facturas: 1 });
    expect(body.totales).toEqual({
      saldo: 154,
      vencido: 0,
      tramos: { porVencer: 154, d1a30: 0, d31a60: 0, d61a90: 0, mas90: 0 },
    });
    const pruebas = await ageing('ambiente=1');
    expect(pruebas.totales.saldo).toBe(115);
    // Before the last invoices were issued, only the one issued 10 days ago was owed.
    expect((await ageing(`corte=${plusDays(today, -1)}`)).totales.saldo).toBe(115);
  });

  it('buckets by days past due at the boundaries 30/31, 60/61, 90/91', async () => {
    const bucketOf = async (corte: string) => {
      const tramos = customer(await ageing(`corte=${corte}&filtro=${A}`), A)!.tramos as Record<string, number>;
      return Object.entries(tramos).filter(([, value]) => value > 0);
    };
    // dueA2 is 40 days after dueA1: A's second invoice (26.00 − 10.00) trails by 40 days.
    expect(await bucketOf(dueA1)).toEqual([['porVencer', 131]]);
    expect(await bucketOf(plusDays(dueA1, 1))).toEqual([
      ['porVencer', 16],
      ['d1a30', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 30))).toEqual([
      ['porVencer', 16],
      ['d1a30', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 31))).toEqual([
      ['porVencer', 16],
      ['d31a60', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 60))).toEqual([
      ['d1a30', 16],
      ['d31a60', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 61))).toEqual([
      ['d1a30', 16],
      ['d61a90', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 90))).toEqual([
      ['d31a60', 16],
      ['d61a90', 115],
    ]);
    expect(await bucketOf(plusDays(dueA1, 91))).toEqual([
      ['d31a60', 16],
      ['mas90', 115],
    ]);
    expect(dueA2).toBe(plusDays(dueA1, 40));
  });

  it('filters by name and by overdue customers', async () => {
    expect((await ageing('filtro=pedro')).clientes.map((c: { identificacion: string }) => c.identificacion)).toEqual([
      B,
    ]);
    const overdue = await ageing(`corte=${plusDays(dueB, 1)}&vencidos=true`);
    expect(overdue.clientes.map((c: { identificacion: string }) => c.identificacion)).toEqual([B]);
    expect(overdue.totales).toMatchObject({ saldo: 23, vencido: 23 });
    const bad = await ctx.demo.get('/api/cuentas-por-cobrar?corte=2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('La fecha de corte debe tener el formato AAAA-MM-DD');
  });
});

describe('GET /api/clientes/{identificacion}/estado-de-cuenta', () => {
  it('lists the movements with the running balance; what came before desde is the opening balance', async () => {
    const full = (await ctx.demo.get(`/api/clientes/${A}/estado-de-cuenta?hasta=${today}`)).body;
    expect(
      full.movimientos.map((m: { tipo: string; fecha: string; cargo: number; abono: number; saldo: number }) => [
        m.tipo,
        m.fecha,
        m.cargo,
        m.abono,
        m.saldo,
      ]),
    ).toEqual([
      ['FACTURA', toSri(plusDays(today, -10)), 115, 0, 115],
      ['FACTURA', toSri(today), 46, 0, 161],
      ['CONTADO', toSri(today), 0, 20, 141],
      ['COBRO', toSri(today), 0, 10, 131],
    ]);
    expect(full).toMatchObject({ saldoInicial: 0, saldoFinal: 131, desde: null, hasta: toSri(today) });
    const period = (await ctx.demo.get(`/api/clientes/${A}/estado-de-cuenta?desde=${plusDays(today, -5)}`)).body;
    expect(period.saldoInicial).toBe(115);
    expect(period.movimientos).toHaveLength(3);
    expect(period.saldoFinal).toBe(131);
  });

  it('closes on the same figures as the ageing table on every cut-off day', async () => {
    for (const corte of [today, dueA1, plusDays(dueA1, 31), plusDays(dueA2, 95)]) {
      const row = customer(await ageing(`corte=${corte}`), A)!;
      const statement = (await ctx.demo.get(`/api/clientes/${A}/estado-de-cuenta?hasta=${corte}`)).body;
      expect([statement.saldoFinal, statement.vencido, statement.tramos]).toEqual([row.saldo, row.vencido, row.tramos]);
    }
  });

  it('downloads as PDF and XLSX with the same figures', async () => {
    const pdf = await download(ctx.demo, `/api/clientes/${A}/estado-de-cuenta?formato=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('MARÍA JOSÉ LOOR');
    expect(text).toMatch(/Saldo final:\s+\$ 131\.00/);
    expect(text).toMatch(/Cobro\s+.*10\.00\s+131\.00/);

    const xlsx = await download(ctx.demo, `/api/clientes/${A}/estado-de-cuenta?formato=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="estado-de-cuenta-${A}-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(['Cliente', 'MARÍA JOSÉ LOOR']);
    expect(rows).toContainEqual(['Fecha', 'Tipo', 'Número', 'Referencia', 'Descripción', 'Cargo', 'Abono', 'Saldo']);
    expect(rows).toContainEqual([
      toSri(today),
      'Cobro',
      '',
      '',
      'Cobro: Otros con utilización del sistema financiero',
      0,
      10,
      131,
    ]);
    expect(rows).toContainEqual(['Saldo final', 131]);
  });

  it('is e-mailed to the customer with the PDF attached', async () => {
    const response = await ctx.demo.post(`/api/clientes/${A}/estado-de-cuenta/correo`, {});
    expect(response.status).toBe(200);
    expect(response.body.destinatarios).toEqual([BUYER.comprador_email]);
    const mail = sink.messages.find((message) => message.messageId === response.body.messageId);
    expect(mail?.subject).toBe(`Estado de cuenta de Comercial El Manaba al ${toSri(today)}`);
    expect(mail?.text).toContain('$ 131.00');
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`estado-de-cuenta-${A}-${today}.pdf`]);
  });

  it('answers 404 for a customer without credit invoices', async () => {
    const response = await ctx.demo.get('/api/clientes/0102030405/estado-de-cuenta');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(CLIENTE_SIN_MOVIMIENTOS_MESSAGE);
  });
});
