import { fechaIsoHoy, parseClaveAcceso, sumMoney } from '@facturador/shared/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { buildAuthorizedXml } from '../../src/sri';
import {
  customerWithholding,
  fictitiousCertificate,
  type WithheldInvoice,
} from '../../src/testing/customer-withholding';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';

const ctx = useEmissionApi();

const AGENTE = {
  ruc: '1790012344001',
  razonSocial: 'CONSTRUCTORA ANDINA S.A.',
  dirMatriz: 'Av. Amazonas N34-120, Quito',
};
const certificate = fictitiousCertificate(AGENTE);
let secuencial = 100;

/** An authorized invoice of the demo company to the agent: 100.00 at 15 % + 20.00 at 0 %. */
async function invoice(): Promise<WithheldInvoice & { claveAcceso: string }> {
  const body = invoiceBody({
    tipo_identificacion: '04',
    comprador_cedula: AGENTE.ruc,
    comprador_nombres: AGENTE.razonSocial,
    comprador_direccion: AGENTE.dirMatriz,
    comprador_email: 'pagos@andina.example.com',
    productos: [
      line('SRV-INST', 'Instalación de equipos', 100),
      line('SRV-CAP', 'Capacitación', 20, 1, { producto_impuesto: 'IVA 0%' }),
    ],
  });
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  const key = parseClaveAcceso(claveAcceso)!;
  return {
    claveAcceso,
    numero: key.numeroDocumento,
    fechaEmision: key.fechaEmision,
    totalSinImpuestos: 120,
    baseGravada: 100,
    iva: 15,
    importeTotal: 135,
    renta: { codigo: '3440', porcentaje: 2.75 },
    ivaRetenido: { codigo: '1', porcentaje: 30 },
  };
}

function withholding(facturas: WithheldInvoice[], sujeto = demoEmisor) {
  secuencial += 1;
  return customerWithholding({
    agente: AGENTE,
    certificate,
    sujeto,
    ambiente: 1,
    secuencial,
    fechaEmision: new Date(),
    facturas,
  });
}

const register = (claveAcceso: string) => ctx.demo.post('/api/retenciones-recibidas', { claveAcceso });

async function upload(xml: string) {
  const form = new FormData();
  form.append('archivo', new Blob([xml], { type: 'text/xml' }), 'retencion.xml');
  const response = await fetch(`${ctx.api.url}/api/retenciones-recibidas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.demo.token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: read field by field like a client.
  return { status: response.status, body: (await response.json()) as any };
}

async function registeredCount(): Promise<number> {
  const response = await ctx.demo.get('/api/retenciones-recibidas');
  expect(response.status).toBe(200);
  return response.body.retenciones.length;
}

describe('retenciones recibidas', () => {
  it('registers by clave de acceso (fetched from the SRI) with its lines on the invoice, and refuses it twice', async () => {
    const factura = await invoice();
    const retencion = withholding([factura]);
    ctx.sim.publish(retencion.xml);

    const response = await register(retencion.claveAcceso);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      claveAcceso: retencion.claveAcceso,
      identificacionAgente: AGENTE.ruc,
      razonSocialAgente: AGENTE.razonSocial,
      origen: 'clave',
      totalRenta: 3.3,
      totalIva: 4.5,
    });
    expect(response.body.lineas).toEqual([
      expect.objectContaining({ impuesto: 'iva', codigo: '1', baseImponible: 15, porcentaje: 30, valor: 4.5 }),
      expect.objectContaining({ impuesto: 'renta', codigo: '3440', baseImponible: 120, porcentaje: 2.75, valor: 3.3 }),
    ]);
    expect(response.body.lineas[0].factura).toEqual({
      claveAcceso: factura.claveAcceso,
      numero: factura.numero,
      fechaEmision: factura.fechaEmision,
    });

    const onInvoice = await ctx.demo.get(`/api/retenciones-recibidas?factura=${factura.claveAcceso}`);
    expect(onInvoice.body.retenciones.map((r: { id: string }) => r.id)).toEqual([response.body.id]);

    const card = await ctx.demo.get(`/api/facturas?filtro=${factura.numero}`);
    expect(card.body.facturas[0].retenciones).toEqual([
      {
        id: response.body.id,
        numero: response.body.numero,
        fechaEmision: response.body.fechaEmision,
        razonSocialAgente: AGENTE.razonSocial,
        renta: 3.3,
        iva: 4.5,
      },
    ]);

    const again = await register(retencion.claveAcceso);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta retención ya está registrada');
  });

  it('registers the authorized XML file', async () => {
    const factura = await invoice();
    const retencion = withholding([{ ...factura, ivaRetenido: undefined }]);
    const file = buildAuthorizedXml({
      estado: 'AUTORIZADO',
      numeroAutorizacion: retencion.claveAcceso,
      fechaAutorizacion: new Date().toISOString(),
      ambiente: 'PRUEBAS',
      comprobante: retencion.xml,
      mensajes: [],
    });
    const response = await upload(file);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ origen: 'archivo', totalRenta: 3.3, totalIva: 0 });
    expect((await upload(retencion.xml)).status).toBe(409);
  });

  it('refuses a bad signature, another company, an unknown invoice and a base above the invoice, storing nothing', async () => {
    const factura = await invoice();
    const before = await registeredCount();

    const tampered = withholding([factura]);
    ctx.sim.publish(tampered.xml.replace('<valorRetenido>4.50</valorRetenido>', '<valorRetenido>1.50</valorRetenido>'));
    const firma = await register(tampered.claveAcceso);
    expect(firma.status).toBe(422);
    expect(firma.body.error.message).toMatch(/^La firma electrónica de la retención no es válida: /);

    const other = withholding([factura], otherEmisor);
    ctx.sim.publish(other.xml);
    const otra = await register(other.claveAcceso);
    expect(otra.status).toBe(422);
    expect(otra.body.error.message).toBe(
      `La retención está emitida a ${otherEmisor.ruc}, no al RUC de su empresa (${demoEmisor.ruc})`,
    );

    const unknown = withholding([{ ...factura, numero: '001-001-999999999' }]);
    const desconocida = await upload(unknown.xml);
    expect(desconocida.status).toBe(422);
    expect(desconocida.body.error.message).toBe(
      `La factura 001-001-999999999 del ${factura.fechaEmision} que menciona la retención no es una factura autorizada de su empresa`,
    );

    const above = withholding([{ ...factura, ivaRetenido: { codigo: '3', porcentaje: 100, base: 15.01 } }]);
    const excedida = await upload(above.xml);
    expect(excedida.status).toBe(422);
    expect(excedida.body.error.message).toBe(
      `La base retenida de IVA ($15.01) supera el IVA de la factura ${factura.numero} ($15.00, descontadas otras retenciones)`,
    );

    // A second retención on the same invoice counts the bases already withheld.
    expect((await upload(withholding([factura]).xml)).status).toBe(201);
    const second = await upload(
      withholding([{ ...factura, ivaRetenido: undefined, renta: { codigo: '303', porcentaje: 10, base: 1 } }]).xml,
    );
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe(
      `La base retenida de renta ($1.00) supera la base sin IVA de la factura ${factura.numero} ($0.00, descontadas otras retenciones)`,
    );
    expect(await registeredCount()).toBe(before + 1);
  });

  it('answers 4xx in Spanish for keys the SRI does not have, non-retenciones and unreadable files', async () => {
    const missing = withholding([await invoice()]);
    const notFound = await register(missing.claveAcceso);
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.message).toBe(
      'El SRI no tiene un comprobante autorizado con esa clave de acceso; revise la clave o adjunte el XML',
    );
    const factura = (await ctx.demo.get('/api/facturas')).body.facturas[0].claveAcceso;
    const wrongType = await register(factura);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe(
      'La clave de acceso no corresponde a un comprobante de retención (tipo 07)',
    );
    const empty = await ctx.demo.post('/api/retenciones-recibidas', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      'Indique la clave de acceso de la retención o adjunte su XML autorizado (campo archivo)',
    );
    const garbage = await upload('<factura>no</factura>');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.message).toBe(
      'El archivo no es el XML de un comprobante de retención (comprobanteRetencion) firmado',
    );
  });

  it('lists by period, exports the year, and deletes with a reason kept for the audit', async () => {
    const retencion = withholding([await invoice()]);
    ctx.sim.publish(retencion.xml);
    const { id } = (await register(retencion.claveAcceso)).body;
    const today = fechaIsoHoy();
    const inPeriod = await ctx.demo.get(`/api/retenciones-recibidas?desde=${today}&hasta=${today}`);
    expect(inPeriod.body.retenciones.map((r: { id: string }) => r.id)).toContain(id);
    // The month's sales and IVA report shows what customers withheld (the PRUEBAS documents here).
    const sum = (key: 'totalIva' | 'totalRenta') =>
      sumMoney(inPeriod.body.retenciones.map((r: Record<string, number>) => r[key]!));
    const report = await ctx.demo.get(`/api/reportes/ventas?desde=${today}&hasta=${today}&ambiente=1`);
    expect(report.body.retenido).toEqual({
      iva: sum('totalIva'),
      renta: sum('totalRenta'),
      retenciones: inPeriod.body.retenciones.length,
    });
    expect(report.body.retenido.iva).toBeGreaterThan(0);
    const before = await ctx.demo.get('/api/retenciones-recibidas?desde=2020-01-01&hasta=2020-12-31');
    expect(before.body.retenciones).toEqual([]);
    const badDate = await ctx.demo.get('/api/retenciones-recibidas?desde=ayer');
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe('La fecha desde debe tener el formato AAAA-MM-DD');

    const csv = await fetch(`${ctx.api.url}/api/retenciones-recibidas/exportar?anio=${today.slice(0, 4)}&formato=csv`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`${retencion.claveAcceso.slice(0, 10)}`);
    expect(text).toContain(';Renta;3440;120,00;2,75;3,30');

    const noReason = await ctx.demo.request('DELETE', `/api/retenciones-recibidas/${id}`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Indique el motivo por el que elimina la retención');
    const deleted = await ctx.demo.request('DELETE', `/api/retenciones-recibidas/${id}`, {
      motivo: 'Registrada por error',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.motivo).toBe('Registrada por error');
    expect((await ctx.demo.get(`/api/retenciones-recibidas/${id}`)).status).toBe(404);
    const twice = await ctx.demo.request('DELETE', `/api/retenciones-recibidas/${id}`, { motivo: 'otra vez' });
    expect(twice.status).toBe(409);
    const { rows } = (await ctx.db.database.db.execute(
      sql`select motivo_eliminacion, eliminada_por is not null as por from retenciones_recibidas where id = ${id}`,
    )) as unknown as { rows: { motivo_eliminacion: string; por: boolean }[] };
    expect(rows).toEqual([{ motivo_eliminacion: 'Registrada por error', por: true }]);
    // Deleted, it may be registered again.
    expect((await register(retencion.claveAcceso)).status).toBe(201);
  });

  it('is the company’s own: another company neither sees nor deletes it', async () => {
    const list = await ctx.otra.get('/api/retenciones-recibidas');
    expect(list.body.retenciones).toEqual([]);
  });
});
