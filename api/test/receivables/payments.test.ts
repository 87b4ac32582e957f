import { SIN_PERMISO_ADMINISTRAR_MESSAGE } from '@facturador/shared/domain';
import {
  COBRO_FECHA_FUTURA_MESSAGE,
  COBRO_MOTIVO_MESSAGE,
  COBRO_VALOR_MESSAGE,
  COBRO_YA_ELIMINADO_MESSAGE,
  cobroAntesDeEmisionMessage,
  cobroExcedeSaldoMessage,
  FACTURA_COBRO_NO_AUTORIZADA_MESSAGE,
  FACTURA_COBRO_NO_ENCONTRADA_MESSAGE,
  FACTURA_NO_A_CREDITO_MESSAGE,
} from '@facturador/shared/domain/receivables';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentos, retencionesRecibidas } from '../../src/db/schema';
import { invoiceBody, line, useEmissionApi } from '../emission/helpers';
import { authorized, creditInvoice, line115, plusDays, retencionRecibida, todayIso, toSri } from './helpers';

const ctx = useEmissionApi();
const today = todayIso();
const pay = (clave: string, valor: number, extra: Record<string, unknown> = {}) =>
  ctx.demo.post(`/api/facturas/${clave}/cobros`, { fecha: today, formaPago: '01', valor, ...extra });

describe('payments against a credit invoice', () => {
  let clave = '';
  beforeAll(async () => {
    clave = await authorized(ctx.demo, creditInvoice([line115()], 45));
  });

  it('refuses bad input with Spanish messages, nothing stored', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ valor: 0 }, 400, COBRO_VALOR_MESSAGE],
      [{ valor: 10.005 }, 400, COBRO_VALOR_MESSAGE],
      [{ valor: 10, fecha: plusDays(today, 1) }, 400, COBRO_FECHA_FUTURA_MESSAGE],
      [{ valor: 10, fecha: plusDays(today, -1) }, 400, cobroAntesDeEmisionMessage(toSri(today))],
      [{ valor: 115.01 }, 409, cobroExcedeSaldoMessage(115.01, 115)],
    ];
    for (const [body, status, message] of cases) {
      const response = await pay(clave, body.valor as number, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
    const bad = await ctx.demo.post(`/api/facturas/${clave}/cobros`, {
      fecha: '2026-02-30',
      formaPago: '99',
      valor: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/fecha del cobro|forma de pago/);
    expect((await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body.cobros).toEqual([]);
  });

  it('takes partial payments down to zero, exact to the cent, then refuses any more', async () => {
    expect((await pay(clave, 33.33)).body.cuenta.saldo).toBe(81.67);
    expect((await pay(clave, 33.33, { formaPago: '19', referencia: 'Voucher 1' })).body.cuenta.saldo).toBe(48.34);
    const last = await pay(clave, 48.34);
    expect(last.status).toBe(201);
    expect(last.body.cuenta).toMatchObject({ cobrado: 115, saldo: 0, vencido: false });
    const more = await pay(clave, 0.01);
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(cobroExcedeSaldoMessage(0.01, 0));
  });

  it('deletes a payment with its reason: it stops counting and stays listed', async () => {
    const { cobros } = (await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body;
    const target = cobros[1];
    const noReason = await ctx.demo.request('DELETE', `/api/cobros/${target.id}`, { motivo: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(COBRO_MOTIVO_MESSAGE);
    const vendedor = await ctx.api.anonymous.login('vendedor');
    const forbidden = await vendedor.request('DELETE', `/api/cobros/${target.id}`, { motivo: 'Error' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe(SIN_PERMISO_ADMINISTRAR_MESSAGE);
    const otherCompany = await ctx.otra.request('DELETE', `/api/cobros/${target.id}`, { motivo: 'Error' });
    expect(otherCompany.status).toBe(404);

    const deleted = await ctx.demo.request('DELETE', `/api/cobros/${target.id}`, { motivo: 'Voucher duplicado' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.cuenta.saldo).toBe(33.33);
    expect(deleted.body.cobro.eliminado).toMatchObject({ por: 'demo', motivo: 'Voucher duplicado' });
    const again = await ctx.demo.request('DELETE', `/api/cobros/${target.id}`, { motivo: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(COBRO_YA_ELIMINADO_MESSAGE);
    const card = (await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body;
    expect(card.cobros).toHaveLength(3);
    expect(card.cobros.filter((cobro: { eliminado: unknown }) => cobro.eliminado)).toHaveLength(1);
    expect(card.cuenta).toMatchObject({ cobrado: 81.67, saldo: 33.33 });
  });

  it('lowers the balance by authorized credit notes and retenciones not deleted', async () => {
    const factura = await authorized(ctx.demo, creditInvoice([line('SRV-A', 'Asesoría', 10, 4)], 30));
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
      }),
    );
    const withNote = (await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body.cuenta;
    expect(withNote).toMatchObject({ importeTotal: 46, notasCredito: 11.5, saldo: 34.5 });

    const retencion = await retencionRecibida(ctx, factura, [
      { impuesto: 'renta', codigo: '3440', base: 30, porcentaje: 2.75, valor: 0.83 },
    ]);
    expect((await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body.cuenta).toMatchObject({
      retenciones: 0.83,
      saldo: 33.67,
    });
    await ctx.db.database.db
      .update(retencionesRecibidas)
      .set({ eliminadaEn: new Date(), motivoEliminacion: 'Registrada por error' })
      .where(eq(retencionesRecibidas.id, retencion));
    expect((await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body.cuenta).toMatchObject({
      retenciones: 0,
      saldo: 34.5,
    });
  });

  it('refuses counter-paid, unauthorized and unknown invoices', async () => {
    const contado = await authorized(ctx.demo, invoiceBody({ ambiente: 2, productos: [line115()] }));
    const counter = await pay(contado, 1);
    expect(counter.status).toBe(409);
    expect(counter.body.error.message).toBe(FACTURA_NO_A_CREDITO_MESSAGE);
    expect((await ctx.demo.get(`/api/facturas/${contado}/cobros`)).body.cuenta).toMatchObject({
      aCredito: false,
      contado: 115,
      saldo: 0,
      vencimiento: null,
    });

    const inFlight = await authorized(ctx.demo, creditInvoice([line115()], 30));
    await ctx.db.database.db
      .update(documentos)
      .set({ estado: 'POR AUTORIZAR' })
      .where(eq(documentos.claveAcceso, inFlight));
    const notYet = await pay(inFlight, 1);
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(FACTURA_COBRO_NO_AUTORIZADA_MESSAGE);

    const unknown = await pay('1'.repeat(49), 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(FACTURA_COBRO_NO_ENCONTRADA_MESSAGE);
    const otherCompany = await ctx.otra.post(`/api/facturas/${clave}/cobros`, {
      fecha: today,
      formaPago: '01',
      valor: 1,
    });
    expect(otherCompany.status).toBe(404);
  });

  it('never overpays under concurrent payments', async () => {
    const factura = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const responses = await Promise.all(Array.from({ length: 12 }, () => pay(factura, 20)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const card = (await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body;
    expect(card.cuenta).toMatchObject({ cobrado: 100, saldo: 15 });
    expect(card.cobros).toHaveLength(5);
  });
});
