import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emisores } from '../../src/db/schema';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi } from '../emission/helpers';
import { authorized, creditInvoice, line115, todayIso } from '../receivables/helpers';

const ctx = useEmissionApi();
const month = todayIso().slice(0, 7);
const period = `desde=${month}-01&hasta=${todayIso()}`;

/**
 * A company that has only emitted in PRUEBAS (every new company starts there): its money screens' API answers
 * open on PRUEBAS, and ambiente=2 still shows PRODUCCIÓN.
 */
describe('the money figures open on the ambiente the company emits in', () => {
  let clave = '';
  beforeAll(async () => {
    clave = await authorized(ctx.demo, creditInvoice([line115()], 30, { ambiente: 1 }));
    await ctx.db.database.db.update(emisores).set({ ambiente: 1 }).where(eq(emisores.ruc, demoEmisor.ruc));
  });

  it('cuentas por cobrar, the resumen and the sales report answer PRUEBAS without ambiente', async () => {
    const porCobrar = (await ctx.demo.get('/api/cuentas-por-cobrar')).body;
    expect(porCobrar.ambiente).toBe(1);
    expect(porCobrar.clientes.map((cliente: { saldo: number }) => cliente.saldo)).toContain(115);
    const resumen = (await ctx.demo.get('/api/dashboard')).body;
    expect(resumen.ambiente).toBe(1);
    expect(resumen.mes.ventas).toBeGreaterThanOrEqual(100);
    const reporte = (await ctx.demo.get(`/api/reportes/ventas?${period}`)).body;
    expect(reporte.ambiente).toBe(1);
    expect(reporte.importeTotal.facturas).toBeGreaterThanOrEqual(115);
    expect(clave).toHaveLength(49);
  });

  it('ambiente=2 still shows PRODUCCIÓN, where this PRUEBAS invoice is not', async () => {
    const porCobrar = (await ctx.demo.get('/api/cuentas-por-cobrar?ambiente=2')).body;
    expect(porCobrar.ambiente).toBe(2);
    expect((await ctx.demo.get('/api/dashboard?ambiente=2')).body.ambiente).toBe(2);
    const reporte = (await ctx.demo.get(`/api/reportes/ventas?${period}&ambiente=2`)).body;
    expect(reporte.ambiente).toBe(2);
  });
});
