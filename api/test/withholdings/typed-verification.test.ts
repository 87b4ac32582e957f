import { fechaSriToIso, isoToFechaSri, parseClaveAcceso } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { otherEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR, supplierInvoiceTo } from './supplier';

/**
 * Issue #37 §7: a typed purchase whose authorization is a clave de acceso is checked against the
 * invoice the SRI authorized (200.00 at 15 % + 50.00 at 0 %, IVA 30.00): bases above it are refused;
 * when the SRI cannot answer it is kept «sin verificar» (verificada false).
 */
const ctx = useEmissionApi();
let secuencial = 1200;

/** A supplier invoice the simulated SRI has authorized (or not, with `publish` false). */
function invoice(publish = true) {
  secuencial += 1;
  const factura = supplierInvoiceTo(secuencial);
  if (publish) ctx.sim.publish(factura.xml);
  const fecha = fechaSriToIso(parseClaveAcceso(factura.claveAcceso)!.fechaEmision);
  return { ...factura, fecha };
}

const typed = (factura: ReturnType<typeof invoice>, extra: Record<string, unknown> = {}) => ({
  proveedorRuc: PROVEEDOR.ruc,
  proveedorRazonSocial: PROVEEDOR.razonSocial,
  numero: factura.numero,
  fechaEmision: factura.fecha,
  numeroAutorizacion: factura.claveAcceso,
  bases: [
    { codigoPorcentaje: 4, baseImponible: 200 },
    { codigoPorcentaje: 0, baseImponible: 50 },
  ],
  iva: 30,
  ...extra,
});

async function stored(numero: string) {
  const list = await ctx.demo.get('/api/compras');
  return list.body.compras.filter((compra: { numero: string }) => compra.numero === numero);
}

describe('compra escrita con clave de acceso', () => {
  it('refuses a base above the authorized invoice’s, naming both figures, and stores nothing', async () => {
    const factura = invoice();
    const over = await ctx.demo.post(
      '/api/compras',
      typed(factura, { bases: [{ codigoPorcentaje: 4, baseImponible: 500 }], iva: 75 }),
    );
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(
      'La base imponible con IVA 15% ($500.00) supera la de la factura autorizada en el SRI ($200.00)',
    );
    const otherRate = await ctx.demo.post(
      '/api/compras',
      typed(factura, { bases: [{ codigoPorcentaje: 0, baseImponible: 50.01 }], iva: 0 }),
    );
    expect(otherRate.status).toBe(422);
    expect(otherRate.body.error.message).toBe(
      'La base imponible con IVA 0% ($50.01) supera la de la factura autorizada en el SRI ($50.00)',
    );
    expect(await stored(factura.numero)).toEqual([]);
  });

  it('accepts bases within the authorized invoice, verificada', async () => {
    const factura = invoice();
    const response = await ctx.demo.post('/api/compras', typed(factura));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      origen: 'manual',
      claveAcceso: factura.claveAcceso,
      totalSinImpuestos: 250,
      iva: 30,
      verificada: true,
    });
    const partial = await ctx.demo.post(
      '/api/compras',
      typed(invoice(), { bases: [{ codigoPorcentaje: 4, baseImponible: 100 }], iva: 15 }),
    );
    expect(partial.status).toBe(201);
    expect(partial.body.verificada).toBe(true);
  });

  it('checks the key’s own supplier, number and date against the typed ones', async () => {
    const factura = invoice();
    const cases: [Record<string, unknown>, string][] = [
      [
        { proveedorRuc: otherEmisor.ruc },
        `La clave de acceso es de una factura del RUC ${PROVEEDOR.ruc}, no del proveedor ${otherEmisor.ruc}`,
      ],
      [
        { numero: '001-001-000000001' },
        `La clave de acceso es de la factura ${factura.numero}, no de la 001-001-000000001`,
      ],
      [
        { fechaEmision: '2026-01-02' },
        `La clave de acceso es de una factura del ${isoToFechaSri(factura.fecha)}, no del 02/01/2026`,
      ],
    ];
    for (const [extra, message] of cases) {
      const refused = await ctx.demo.post('/api/compras', typed(factura, extra));
      expect(refused.status, message).toBe(422);
      expect(refused.body.error.message).toBe(message);
    }
    const unknown = await ctx.demo.post('/api/compras', typed(invoice(false)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      'El SRI no tiene un comprobante autorizado con esa clave de acceso; revise la clave o adjunte el XML',
    );
  });

  it('keeps the purchase «sin verificar» when the SRI cannot answer; a physical authorization is never fetched', async () => {
    const factura = invoice();
    ctx.sim.setFaults('http500:autorizacion');
    try {
      const response = await ctx.demo.post('/api/compras', typed(factura));
      expect(response.status).toBe(201);
      expect(response.body.verificada).toBe(false);
      const [listed] = await stored(factura.numero);
      expect(listed.verificada).toBe(false);
      expect((await ctx.demo.get(`/api/compras/${response.body.id}`)).body.verificada).toBe(false);

      const asked = ctx.simLog.length;
      const physical = await ctx.demo.post(
        '/api/compras',
        typed(factura, { numero: '001-001-000000077', numeroAutorizacion: '1234567890' }),
      );
      expect(physical.status).toBe(201);
      expect(physical.body.verificada).toBe(null);
      expect(ctx.simLog.length).toBe(asked);
      const stillDown = await ctx.demo.post(`/api/compras/${response.body.id}/verificacion`, {});
      expect(stillDown.status).toBe(503);
      expect(stillDown.body.error.message).toBe(
        'No se pudo consultar el SRI en este momento; intente de nuevo o adjunte el XML autorizado',
      );
      expect((await ctx.demo.post(`/api/compras/${physical.body.id}/verificacion`, {})).status).toBe(409);
    } finally {
      ctx.sim.clearFaults();
    }
  });

  it('verifies a purchase left «sin verificar» once the SRI answers, refusing one above the invoice', async () => {
    const within = invoice();
    const over = invoice();
    ctx.sim.setFaults('http500:autorizacion');
    let ids: string[];
    try {
      const responses = [
        await ctx.demo.post('/api/compras', typed(within)),
        await ctx.demo.post(
          '/api/compras',
          typed(over, { bases: [{ codigoPorcentaje: 4, baseImponible: 500 }], iva: 75 }),
        ),
      ];
      expect(responses.map((response) => [response.status, response.body.verificada])).toEqual([
        [201, false],
        [201, false],
      ]);
      ids = responses.map((response) => response.body.id);
    } finally {
      ctx.sim.clearFaults();
    }
    const verified = await ctx.demo.post(`/api/compras/${ids[0]}/verificacion`, {});
    expect(verified.status).toBe(200);
    expect(verified.body.verificada).toBe(true);
    const again = await ctx.demo.post(`/api/compras/${ids[0]}/verificacion`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('La compra ya está verificada con la factura autorizada del SRI');

    const refused = await ctx.demo.post(`/api/compras/${ids[1]}/verificacion`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      'La base imponible con IVA 15% ($500.00) supera la de la factura autorizada en el SRI ($200.00)',
    );
    expect((await ctx.demo.get(`/api/compras/${ids[1]}`)).body.verificada).toBe(false);
    expect((await ctx.otra.post(`/api/compras/${ids[0]}/verificacion`, {})).status).toBe(404);
  });
});
