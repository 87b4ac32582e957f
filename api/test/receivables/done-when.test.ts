import { RECORDATORIOS_COBRO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain/receivables';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emisores, recordatoriosCobro } from '../../src/db/schema';
import { REMINDER_DAY_QUEUE } from '../../src/services/receivables/reminders';
import { BUYER, useEmissionApi, waitUntil } from '../emission/helpers';
import { useSmtpSink } from '../mail/smtp-sink';
import {
  authorized,
  creditInvoice,
  issuedDaysAgo,
  line115,
  plusDays,
  retencionRecibida,
  todayIso,
  toSri,
} from './helpers';

const sink = useSmtpSink();
const ctx = useEmissionApi();

/**
 * Issue #23 «Done when»: a credit invoice of $ 115.00 (base 100.00, IVA 15.00) at 30 days, paid
 * $ 50.00, with a retención of renta 1.75 % ($ 1.75) and IVA 30 % ($ 4.50), shows $ 58.75 on its
 * card, in the ageing table and in the statement; after its due date it is overdue and its customer
 * receives one reminder.
 */
describe('a credit invoice, a payment and a retención received', () => {
  let clave = '';
  const cliente = BUYER.comprador_cedula;

  it('shows a balance of $ 58.75 on the card, the ageing table and the statement', async () => {
    clave = await authorized(ctx.demo, creditInvoice([line115()], 30));
    const today = todayIso();
    const cobro = await ctx.demo.post(`/api/facturas/${clave}/cobros`, {
      fecha: today,
      formaPago: '20',
      valor: 50,
      referencia: 'Transferencia 8841',
    });
    expect(cobro.status).toBe(201);
    expect(cobro.body.cuenta.saldo).toBe(65);
    await retencionRecibida(ctx, clave, [
      { impuesto: 'renta', codigo: '3440', base: 100, porcentaje: 1.75, valor: 1.75 },
      { impuesto: 'iva', codigo: '1', base: 15, porcentaje: 30, valor: 4.5 },
    ]);

    const card = await ctx.demo.get(`/api/facturas/${clave}/cobros`);
    expect(card.status).toBe(200);
    expect(card.body.cuenta).toMatchObject({
      claveAcceso: clave,
      fechaEmision: toSri(today),
      vencimiento: toSri(plusDays(today, 30)),
      aCredito: true,
      importeTotal: 115,
      contado: 0,
      notasCredito: 0,
      retenciones: 6.25,
      cobrado: 50,
      saldo: 58.75,
      vencido: false,
    });
    expect(card.body.cobros).toEqual([
      expect.objectContaining({ fecha: today, formaPago: '20', valor: 50, referencia: 'Transferencia 8841' }),
    ]);

    const ageing = await ctx.demo.get('/api/cuentas-por-cobrar');
    expect(ageing.status).toBe(200);
    expect(ageing.body.clientes).toEqual([
      {
        identificacion: cliente,
        razonSocial: BUYER.comprador_nombres.toUpperCase(),
        saldo: 58.75,
        vencido: 0,
        tramos: { porVencer: 58.75, d1a30: 0, d31a60: 0, d61a90: 0, mas90: 0 },
        facturas: 1,
      },
    ]);
    expect(ageing.body.totales.saldo).toBe(58.75);

    const statement = await ctx.demo.get(`/api/clientes/${cliente}/estado-de-cuenta`);
    expect(statement.status).toBe(200);
    expect(
      statement.body.movimientos.map((m: { tipo: string; cargo: number; abono: number; saldo: number }) => [
        m.tipo,
        m.cargo,
        m.abono,
        m.saldo,
      ]),
    ).toEqual([
      ['FACTURA', 115, 0, 115],
      ['RETENCION', 0, 6.25, 108.75],
      ['COBRO', 0, 50, 58.75],
    ]);
    expect(statement.body.saldoFinal).toBe(58.75);
    // A payment's reference has its own field (and column in the PDF and Excel), not the document number's.
    expect(statement.body.movimientos.at(-1)).toMatchObject({
      tipo: 'COBRO',
      numero: '',
      referencia: 'Transferencia 8841',
    });
    expect(statement.body.movimientos[0]).toMatchObject({ tipo: 'FACTURA', referencia: '' });
  });

  it('after its due date it is overdue, and its customer receives one reminder', async () => {
    // Gratis companies cannot turn reminders on.
    await ctx.db.database.db.update(emisores).set({ plan: 'gratis' }).where(eq(emisores.ruc, '1390012345001'));
    const gratis = await ctx.otra.put('/api/emisor/correo', { recordatoriosCobro: true });
    expect(gratis.status).toBe(402);
    expect(gratis.body.error.message).toBe(RECORDATORIOS_COBRO_NO_DISPONIBLE_MESSAGE);

    // Off by default; on for the demo company (Profesional).
    expect((await ctx.demo.get('/api/emisor/correo')).body.correo.recordatoriosCobro).toBe(false);
    const on = await ctx.demo.put('/api/emisor/correo', { recordatoriosCobro: true });
    expect(on.status).toBe(200);
    expect(on.body.correo.recordatoriosCobro).toBe(true);

    // 31 days later: one day past due.
    await issuedDaysAgo(ctx, clave, 31);
    const ageing = await ctx.demo.get('/api/cuentas-por-cobrar');
    expect(ageing.body.clientes[0]).toMatchObject({
      saldo: 58.75,
      vencido: 58.75,
      tramos: { porVencer: 0, d1a30: 58.75, d31a60: 0, d61a90: 0, mas90: 0 },
    });
    const card = await ctx.demo.get(`/api/facturas/${clave}/cobros`);
    expect(card.body.cuenta).toMatchObject({ saldo: 58.75, vencido: true, diasVencido: 1 });

    // The daily job, as pg-boss's schedule runs it.
    await ctx.api.app.jobs.send(REMINDER_DAY_QUEUE, {});
    const db = ctx.db.database.db;
    await waitUntil(async () => {
      const rows = await db.select().from(recordatoriosCobro);
      return rows.some((row) => row.estado !== 'PENDIENTE');
    }, 'el registro del recordatorio');
    const [log] = await db.select().from(recordatoriosCobro);
    expect(log).toMatchObject({ estado: 'ENVIADO', identificacion: cliente, destinatarios: [BUYER.comprador_email] });
    const reminders = sink.messages.filter((mail) => mail.subject?.startsWith('Recordatorio de pago'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.messageId).toBe(log!.messageId);
    expect(reminders[0]!.text).toContain('$ 58.75');
    expect(reminders[0]!.text).toContain(`/descargar-factura/${clave}`);

    // The same day again, on two instances at once: nothing more.
    const again = await Promise.all([
      ctx.api.app.paymentReminders.sendCompanyReminders(log!.emisorId),
      ctx.api.app.paymentReminders.sendCompanyReminders(log!.emisorId),
    ]);
    expect(again).toEqual([
      { enviados: 0, fallidos: 0 },
      { enviados: 0, fallidos: 0 },
    ]);
    expect(sink.messages.filter((mail) => mail.subject?.startsWith('Recordatorio de pago'))).toHaveLength(1);
    expect((await ctx.demo.get(`/api/facturas/${clave}/cobros`)).body.recordatorios).toEqual([
      expect.objectContaining({ estado: 'ENVIADO', destinatarios: [BUYER.comprador_email] }),
    ]);
  });
});
