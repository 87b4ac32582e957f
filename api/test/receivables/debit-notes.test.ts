import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  type AgeingResponse,
  cobroAntesDeEmisionMessage,
  cobroExcedeSaldoMessage,
  FACTURA_COBRO_NO_AUTORIZADA_MESSAGE,
  FACTURA_NO_A_CREDITO_MESSAGE,
} from '@facturador/shared/domain/receivables';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceBody, line, useEmissionApi } from '../emission/helpers';
import { storeDebitNote } from '../helpers/debit-note';
import { authorized, creditInvoice, issuedDaysAgo, line115, plusDays, todayIso, toSri } from './helpers';

const ctx = useEmissionApi();
const today = todayIso();
/** Carla: an invoice of 115.00 at 30 days issued 100 days ago, and a nota de débito of 11.50 40 days ago. */
const C = '0912345675';
/** Diego: a counter sale 10 days ago, with a nota de débito on the account 5 days ago and one paid at once. */
const D = '1304567892';
const carla = { comprador_cedula: C, comprador_nombres: 'Carla Mendoza', comprador_email: 'carla@example.com' };
const diego = { comprador_cedula: D, comprador_nombres: 'Diego Zambrano', comprador_email: 'diego@example.com' };

const numeroOf = (clave: string) => parseClaveAcceso(clave)!.numeroDocumento;
let facturaC = '';
let notaC = { claveAcceso: '', numero: '', valorTotal: 0 };
let notaD = { claveAcceso: '', numero: '', valorTotal: 0 };
let pagadaD = '';
let rechazadaC = '';

beforeAll(async () => {
  const db = ctx.db.database.db;
  facturaC = await authorized(ctx.demo, creditInvoice([line115()], 30, carla));
  await issuedDaysAgo(ctx, facturaC, 100);
  notaC = await storeDebitNote(db, facturaC, { fechaIso: plusDays(today, -40) });
  rechazadaC = (await storeDebitNote(db, facturaC, { estado: 'NO AUTORIZADA' })).claveAcceso;

  const facturaD = await authorized(ctx.demo, invoiceBody({ ambiente: 2, productos: [line115()], ...diego }));
  await issuedDaysAgo(ctx, facturaD, 10);
  notaD = await storeDebitNote(db, facturaD, {
    fechaIso: plusDays(today, -5),
    motivos: [{ razon: 'Cheque protestado', valor: 20 }],
    codigoPorcentaje: 0,
    tarifa: 0,
  });
  pagadaD = (await storeDebitNote(db, facturaD, { pagos: [{ formaPago: '01', total: 11.5 }] })).claveAcceso;
});

const ageing = async (query = ''): Promise<AgeingResponse> => {
  const response = await ctx.demo.get(`/api/cuentas-por-cobrar?${query}`);
  expect(response.status).toBe(200);
  return response.body;
};
const customer = (body: AgeingResponse, id: string) => body.clientes.find((cliente) => cliente.identificacion === id);

describe('a nota de débito in cuentas por cobrar', () => {
  it('raises its customer balance by its importeTotal, aged from its own date by the invoice term', async () => {
    expect(notaC.valorTotal).toBe(11.5);
    const body = await ageing();
    expect(customer(body, C)).toEqual({
      identificacion: C,
      razonSocial: 'CARLA MENDOZA',
      saldo: 126.5,
      vencido: 126.5,
      // The invoice fell due 70 days ago; the nota de débito 10 days ago (40 days ago + 30).
      tramos: { porVencer: 0, d1a30: 11.5, d31a60: 0, d61a90: 115, mas90: 0 },
      facturas: 2,
    });
    // A counter sale has nothing owed: only its nota de débito, due on its own date (5 days ago).
    expect(customer(body, D)).toMatchObject({ saldo: 20, vencido: 20, facturas: 1, tramos: { d1a30: 20 } });
    // Before the nota de débito's date, only the invoice was owed.
    expect(customer(await ageing(`corte=${plusDays(today, -41)}`), C)?.saldo).toBe(115);
  });

  it('has its own row in the statement, and is one of the open accounts', async () => {
    const response = await ctx.demo.get(`/api/clientes/${C}/estado-de-cuenta`);
    expect(response.status).toBe(200);
    const rows = response.body.movimientos.map((m: Record<string, unknown>) => [m.tipo, m.fecha, m.numero, m.cargo]);
    expect(rows).toEqual([
      ['FACTURA', toSri(plusDays(today, -100)), numeroOf(facturaC), 115],
      ['NOTA_DEBITO', toSri(plusDays(today, -40)), notaC.numero, 11.5],
    ]);
    expect(response.body.movimientos[1]).toMatchObject({
      claveAcceso: notaC.claveAcceso,
      descripcion: `Nota de Débito ${notaC.numero} de la factura ${numeroOf(facturaC)}, vence el ${toSri(plusDays(today, -10))}`,
      abono: 0,
      saldo: 126.5,
    });
    expect(response.body.saldoFinal).toBe(126.5);
    expect(response.body.facturas).toContainEqual(
      expect.objectContaining({
        claveAcceso: notaC.claveAcceso,
        tipoComprobante: '05',
        numero: notaC.numero,
        numDocModificado: numeroOf(facturaC),
        fechaEmision: toSri(plusDays(today, -40)),
        vencimiento: toSri(plusDays(today, -10)),
        importeTotal: 11.5,
        saldo: 11.5,
        vencido: true,
        diasVencido: 10,
      }),
    );
    expect(response.body.facturas).toContainEqual(
      expect.objectContaining({ claveAcceso: facturaC, tipoComprobante: '01', numDocModificado: null }),
    );
  });

  it('names «Nota de Débito» in the statement sheet', async () => {
    const sheet = await fetch(`${ctx.demo.baseUrl}/api/clientes/${C}/estado-de-cuenta?formato=xlsx`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(sheet.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await sheet.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1, 4));
    });
    expect(rows).toContainEqual([toSri(plusDays(today, -40)), 'Nota de Débito', notaC.numero]);
  });

  it('is paid with its own cobros, never beyond its balance nor before its date', async () => {
    const card = await ctx.demo.get(`/api/facturas/${notaC.claveAcceso}/cobros`);
    expect(card.status).toBe(200);
    expect(card.body.cuenta).toMatchObject({ tipoComprobante: '05', aCredito: true, saldo: 11.5, cobrado: 0 });

    const early = await ctx.demo.post(`/api/facturas/${notaC.claveAcceso}/cobros`, {
      fecha: plusDays(today, -41),
      formaPago: '20',
      valor: 5,
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(cobroAntesDeEmisionMessage(toSri(plusDays(today, -40))));

    const paid = await ctx.demo.post(`/api/facturas/${notaC.claveAcceso}/cobros`, {
      fecha: today,
      formaPago: '20',
      valor: 5,
      referencia: 'Transferencia 77',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.cuenta).toMatchObject({ claveAcceso: notaC.claveAcceso, cobrado: 5, saldo: 6.5 });

    const over = await ctx.demo.post(`/api/facturas/${notaC.claveAcceso}/cobros`, {
      fecha: today,
      formaPago: '20',
      valor: 7,
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(cobroExcedeSaldoMessage(7, 6.5));

    expect(customer(await ageing(), C)).toMatchObject({ saldo: 121.5, tramos: { d1a30: 6.5, d61a90: 115 } });
    const statement = (await ctx.demo.get(`/api/clientes/${C}/estado-de-cuenta`)).body;
    expect(statement.movimientos.at(-1)).toMatchObject({
      tipo: 'COBRO',
      claveAcceso: notaC.claveAcceso,
      factura: notaC.numero,
      abono: 5,
      saldo: 121.5,
    });
    // The invoice's own account did not move.
    const invoice = await ctx.demo.get(`/api/facturas/${facturaC}/cobros`);
    expect(invoice.body.cuenta).toMatchObject({ tipoComprobante: '01', saldo: 115, cobrado: 0 });
  });

  it('leaves out one not authorized and one paid when it was issued', async () => {
    const rechazada = await ctx.demo.post(`/api/facturas/${rechazadaC}/cobros`, {
      fecha: today,
      formaPago: '20',
      valor: 1,
    });
    expect(rechazada.status).toBe(409);
    expect(rechazada.body.error.message).toBe(FACTURA_COBRO_NO_AUTORIZADA_MESSAGE);
    const pagada = await ctx.demo.post(`/api/facturas/${pagadaD}/cobros`, { fecha: today, formaPago: '20', valor: 1 });
    expect(pagada.status).toBe(409);
    expect(pagada.body.error.message).toBe(FACTURA_NO_A_CREDITO_MESSAGE);
    const statement = (await ctx.demo.get(`/api/clientes/${D}/estado-de-cuenta`)).body;
    expect(statement.movimientos.map((m: { tipo: string; numero: string }) => [m.tipo, m.numero])).toEqual([
      ['NOTA_DEBITO', notaD.numero],
    ]);
  });

  it('shows on its Mis Comprobantes card as on credit, as a nota de débito', async () => {
    const list = await ctx.demo.get(`/api/facturas?filtro=${notaC.claveAcceso}`);
    expect(list.status).toBe(200);
    expect(list.body.facturas).toEqual([
      expect.objectContaining({ claveAcceso: notaC.claveAcceso, tipoComprobante: '05', aCredito: true }),
    ]);
    const paidAtOnce = await ctx.demo.get(`/api/facturas?filtro=${pagadaD}`);
    expect(paidAtOnce.body.facturas[0].aCredito).toBe(false);
  });

  it('adds to the customer balance where a credit note takes away', async () => {
    const E = '0923456784';
    const buyer = { comprador_cedula: E, comprador_nombres: 'Elena Vera', comprador_email: 'elena@example.com' };
    const factura = await authorized(ctx.demo, creditInvoice([line('SRV-A', 'Asesoría', 10, 4)], 30, buyer));
    const original = (await ctx.api.anonymous.get(`/api/factura_ride/${factura}`)).body.factura;
    await authorized(
      ctx.demo,
      invoiceBody({
        ambiente: 2,
        tipoComprobante: 'notaCredito',
        productos: [line('SRV-A', 'Asesoría', 10, 1)],
        motivoNotaCredito: 'Devolución de producto',
        facturaAModificar: `${original.numeroEstablecimiento}-${original.puntoEmision}-${original.secuencial}`,
        fechaFactura: original.fecha,
        ...buyer,
      }),
    );
    const nota = await storeDebitNote(ctx.db.database.db, factura);
    // 46.00 − 11.50 credited + 11.50 charged.
    expect(customer(await ageing(), E)).toMatchObject({ saldo: 46, facturas: 2, tramos: { porVencer: 46 } });
    expect((await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body.cuenta).toMatchObject({
      notasCredito: 11.5,
      saldo: 34.5,
    });
    expect((await ctx.demo.get(`/api/facturas/${nota.claveAcceso}/cobros`)).body.cuenta).toMatchObject({
      vencimiento: toSri(plusDays(today, 30)),
      saldo: 11.5,
    });
    const statement = (await ctx.demo.get(`/api/clientes/${E}/estado-de-cuenta`)).body;
    expect(statement.movimientos.map((m: { tipo: string; saldo: number }) => [m.tipo, m.saldo])).toEqual([
      ['FACTURA', 46],
      ['NOTA_CREDITO', 34.5],
      ['NOTA_DEBITO', 46],
    ]);
  });
});
