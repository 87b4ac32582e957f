import { fechaIsoHoy } from '@facturador/shared/domain';
import { mesAnterior, periodoAtsPorVencer } from '@facturador/shared/domain/annexes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emisores } from '../../src/db/schema';
import { otherEmisor } from '../../src/db/seed/demo-data';
import { atsReminder } from '../../src/services/annexes/ats/reminder';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';

/**
 * Issue #42 §4: the dashboard's «ATS de <mes>: N problemas», for last month's ATS until it falls due.
 * The other demo company keeps accounts (it files the ATS); its RUC's ninth digit, 4, makes the 16th its due day.
 */
const ctx = useEmissionApi();

async function typedPurchase(fechaEmision: string, numero: string): Promise<string> {
  const response = await ctx.otra.post('/api/compras', {
    proveedorRuc: PROVEEDOR.ruc,
    proveedorRazonSocial: PROVEEDOR.razonSocial,
    numero,
    fechaEmision,
    numeroAutorizacion: '1234567890',
    bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
    iva: 15,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function otraId(): Promise<string> {
  const db = ctx.db.database.db;
  const [row] = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, otherEmisor.ruc));
  return row!.id;
}

describe('recordatorio del ATS en el resumen', () => {
  it('counts last month’s problems until the due day, in PRODUCCIÓN only, and goes once they are fixed', async () => {
    const id = await typedPurchase('2026-10-05', '003-001-000000501');
    const db = ctx.db.database.db;
    const emisorId = await otraId();
    expect(await atsReminder(db, emisorId, 2, '2026-11-02')).toEqual([
      { anio: 2026, mes: 10, problemas: 1, mensaje: 'ATS de octubre: 1 problema' },
    ]);
    expect(await atsReminder(db, emisorId, 2, '2026-11-16')).toHaveLength(1);
    expect(await atsReminder(db, emisorId, 2, '2026-11-17')).toEqual([]);
    expect(await atsReminder(db, emisorId, 1, '2026-11-02')).toEqual([]);
    // A month without problems, and October once its purchase has its sustento.
    expect(await atsReminder(db, emisorId, 2, '2026-10-02')).toEqual([]);
    expect((await ctx.otra.request('PATCH', `/api/compras/${id}`, { codSustento: '01' })).status).toBe(200);
    expect(await atsReminder(db, emisorId, 2, '2026-11-02')).toEqual([]);
  });

  it('shows on GET /api/dashboard today, of the company that files the ATS only', async () => {
    const hoy = fechaIsoHoy();
    const mes = mesAnterior(hoy.slice(0, 7));
    await typedPurchase(`${mes}-01`, '003-001-000000502');
    await typedPurchase(`${mes}-02`, '003-001-000000503');
    const dashboard = await ctx.otra.get('/api/dashboard?ambiente=2');
    expect(dashboard.status).toBe(200);
    const periodo = periodoAtsPorVencer(hoy, otherEmisor.ruc);
    const nombre = new Intl.DateTimeFormat('es-EC', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${mes}-01T00:00:00Z`),
    );
    expect(dashboard.body.anexos).toEqual(
      periodo ? [{ ...periodo, problemas: 2, mensaje: `ATS de ${nombre}: 2 problemas` }] : [],
    );
    // The demo company keeps no accounts and withholds on nothing: it files no ATS.
    expect((await ctx.demo.get('/api/dashboard?ambiente=2')).body.anexos).toEqual([]);
  });
});
