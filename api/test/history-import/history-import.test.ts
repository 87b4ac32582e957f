import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  IMPORTADO_DUPLICADO_MESSAGE,
  IMPORTADO_SIN_AUTORIZACION_MESSAGE,
  importacionEmitidosDespuesMessage,
  importadoOtroRucMessage,
} from '@facturador/shared/domain/imports';
import { describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { buildAuthorizedXml } from '../../src/sri';
import { fictitiousCertificate, supplierInvoice, zip } from '../../src/testing';
import { customerWithholding } from '../../src/testing/customer-withholding';
import { supplierCreditNote } from '../../src/testing/supplier-notes';
import { blocks, expectValidAts, field } from '../annexes/ats-tools';
import { invoiceBody, line, useEmissionApi } from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { PROVEEDOR } from '../withholdings/supplier';
import { resumeAfterKill } from './resume-after-kill';

const ctx = useEmissionApi();

/** The demo company as another system issued for it, signed with its own certificate there. */
const EMPRESA = {
  ruc: demoEmisor.ruc,
  razonSocial: demoEmisor.razonSocial,
  dirMatriz: demoEmisor.dirMatriz,
  email: demoEmisor.email,
};
const certificate = fictitiousCertificate(EMPRESA);
const CLIENTE_A = { ruc: PROVEEDOR.ruc, razonSocial: PROVEEDOR.razonSocial, direccion: 'Guayaquil' };
const CLIENTE_B = { ruc: '0992339411001', razonSocial: 'FERRETERÍA LA COSTA S.A.', direccion: 'Manta' };
const JUNIO = new Date('2026-06-10T12:00:00-05:00');
/** High numbers, past any the demo data used: the import's numbering must move the counter forward. */
const BASE = 70_000;

const authorized = (xml: string) =>
  buildAuthorizedXml({
    estado: 'AUTORIZADO',
    numeroAutorizacion: /<claveAcceso>(\d{49})<\/claveAcceso>/.exec(xml)![1],
    fechaAutorizacion: '2026-06-10T12:30:00-05:00',
    ambiente: 'PRODUCCIÓN',
    comprobante: xml,
    mensajes: [],
  });

function invoice(secuencial: number, comprador: typeof CLIENTE_A, code = 'H-1', precio = 100, aCredito = false) {
  return supplierInvoice({
    ...(aCredito ? { pagos: [{ formaPago: '20', total: '', plazo: '30', unidadTiempo: 'dias' }] } : {}),
    proveedor: EMPRESA,
    certificate,
    comprador,
    ambiente: 2,
    secuencial,
    fechaEmision: JUNIO,
    lineas: [line(code, `Producto ${code}`, precio), line('H-2', 'Servicio de instalación', 20, 2)],
  });
}

/** A ZIP as the SRI's Facturador exports it: one authorized XML per document, in folders. */
function history() {
  const f1 = invoice(BASE + 1, CLIENTE_A);
  const f2 = invoice(BASE + 2, CLIENTE_B, 'H-3', 50);
  const f3 = invoice(BASE + 3, { ...CLIENTE_A, razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.S.' }, 'H-1', 100, true);
  const nc = supplierCreditNote({
    proveedor: EMPRESA,
    certificate,
    comprador: CLIENTE_A,
    ambiente: 2,
    secuencial: BASE + 1,
    fechaEmision: JUNIO,
    facturaModificada: { numero: f1.numero, fechaEmision: '10/06/2026' },
    base: 10,
  });
  const retencion = customerWithholding({
    agente: EMPRESA,
    certificate,
    sujeto: CLIENTE_B,
    ambiente: 2,
    secuencial: BASE + 1,
    fechaEmision: JUNIO,
    facturas: [
      {
        numero: '002-001-000000555',
        fechaEmision: '09/06/2026',
        totalSinImpuestos: 100,
        baseGravada: 100,
        iva: 15,
        importeTotal: 115,
        renta: { codigo: '312', porcentaje: 1.75 },
      },
    ],
  });
  const otroRuc = supplierInvoice({
    proveedor: PROVEEDOR,
    certificate: fictitiousCertificate(PROVEEDOR),
    comprador: CLIENTE_B,
    ambiente: 2,
    secuencial: BASE + 9,
    fechaEmision: JUNIO,
    lineas: [line('X-1', 'Ajeno', 10)],
  });
  const tampered = invoice(BASE + 4, CLIENTE_B);
  const tamperedXml = authorized(tampered.xml).replace('<razonSocialComprador>', '<razonSocialComprador>OTRO ');
  const file = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') });
  const archive = zip([
    file('facturas/f1.xml', authorized(f1.xml)),
    file('facturas/f2.xml', authorized(f2.xml)),
    file('facturas/f3.xml', authorized(f3.xml)),
    file('notas/nc1.xml', authorized(nc.xml)),
    file('retenciones/r1.xml', authorized(retencion.xml)),
    file('otros/ajena.xml', authorized(otroRuc.xml)),
    file('facturas/f1-copia.xml', authorized(f1.xml)),
    file('facturas/alterada.xml', tamperedXml),
    file('facturas/sin-autorizacion.xml', f2.xml),
  ]);
  return { f1, f2, f3, nc, retencion, archive };
}

async function upload(client: ApiClient, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  const response = await fetch(`${ctx.api.url}/api/importaciones/documentos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: read field by field like a client.
  return { status: response.status, body: (await response.json()) as any };
}

/** Polls the import until its background job is done, as the wizard's progress bar does. */
async function processed(client: ApiClient, id: string) {
  for (;;) {
    const { body } = await client.get(`/api/importaciones/${id}`);
    if (body.estado !== 'procesando') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('history import (documents issued elsewhere)', () => {
  const docs = history();
  let importacionId = '';

  it('imports a ZIP: counts and per-file reasons, duplicates skipped, another RUC refused by file name', async () => {
    const started = await upload(ctx.demo, 'historial.zip', docs.archive);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ estado: 'procesando', total: 9 });
    importacionId = started.body.id;
    const done = await processed(ctx.demo, importacionId);
    expect(done.estado).toBe('lista');
    expect(done.procesados).toBe(9);
    expect(done.resumen).toEqual({ importados: 5, duplicados: 1, rechazados: 3 });
    const by = (archivo: string) =>
      done.resultados.find((r: { archivo: string }) => r.archivo === `historial.zip/${archivo}`);
    expect(by('facturas/f1.xml')).toMatchObject({
      estado: 'importado',
      mensaje: `Importado: factura ${docs.f1.numero}`,
      claveAcceso: docs.f1.claveAcceso,
    });
    expect(by('retenciones/r1.xml')).toMatchObject({ estado: 'importado', codDoc: '07' });
    expect(by('notas/nc1.xml')).toMatchObject({ estado: 'importado', codDoc: '04' });
    expect(by('facturas/f1-copia.xml')).toMatchObject({ estado: 'duplicado', mensaje: IMPORTADO_DUPLICADO_MESSAGE });
    expect(by('otros/ajena.xml')).toMatchObject({
      estado: 'rechazado',
      mensaje: importadoOtroRucMessage(PROVEEDOR.ruc, demoEmisor.ruc),
    });
    expect(by('facturas/alterada.xml').estado).toBe('rechazado');
    expect(by('facturas/alterada.xml').mensaje).toMatch(/^La firma electrónica no es válida/);
    expect(by('facturas/sin-autorizacion.xml')).toMatchObject({
      estado: 'rechazado',
      mensaje: IMPORTADO_SIN_AUTORIZACION_MESSAGE,
    });
  });

  it('keeps the original XML byte for byte, shows the «Importado» documents, and renders the RIDE from them', async () => {
    const xml = await fetch(`${ctx.api.url}/api/factura_xml/${docs.f2.claveAcceso}`);
    expect(await xml.text()).toBe(authorized(docs.f2.xml));
    const list = await ctx.demo.get(`/api/facturas?filtro=${docs.f2.claveAcceso}`);
    expect(list.body.facturas[0]).toMatchObject({
      estado: 'AUTORIZADA',
      importado: true,
      secuencial: `0000${BASE + 2}`,
    });
    const response = await ctx.demo.get(`/api/factura_ride/${docs.f2.claveAcceso}`);
    expect(response.status).toBe(200);
    const ride = { body: response.body.factura };
    expect(ride.body.comprador).toMatchObject({ razonSocial: CLIENTE_B.razonSocial, identificacion: CLIENTE_B.ruc });
    // 50.00 + 2 × 20.00 at 15 %: 90.00 + 13.50.
    expect(ride.body.facturacion).toMatchObject({ totalSinImpuestos: 90, iva: 13.5, importeTotal: 103.5 });
    expect(ride.body.productos.map((p: { codPrincipal: string }) => p.codPrincipal)).toEqual(['H-3', 'H-2']);
  });

  it('counts the imported documents in their month’s sales report and ATS, like any authorized one', async () => {
    const report = (await ctx.demo.get('/api/reportes/ventas?desde=2026-06-01&hasta=2026-06-30')).body;
    // f1 and f3: 100.00 + 2 × 20.00; f2: 50.00 + 2 × 20.00, all at 15 %; the credit note returns 10.00.
    expect(report.totalIva).toMatchObject({
      facturas: { baseImponible: 370, valor: 55.5 },
      notasCredito: { baseImponible: 10, valor: 1.5 },
    });
    const response = await fetch(`${ctx.api.url}/api/anexos/ats?anio=2026&mes=6`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(response.status).toBe(200);
    const xml = await response.text();
    await expectValidAts(xml);
    const ventas = blocks(xml, 'detalleVentas');
    const deCliente = (ruc: string, tipo: string) =>
      ventas.find(
        (venta) =>
          venta.includes(`<idCliente>${ruc}</idCliente>`) &&
          venta.includes(`<tipoComprobante>${tipo}</tipoComprobante>`),
      );
    expect(field(deCliente(CLIENTE_A.ruc, '18') ?? '', 'numeroComprobantes')).toBe('2');
    expect(field(deCliente(CLIENTE_B.ruc, '18') ?? '', 'baseImpGrav')).toBe('90.00');
  });

  it('proposes the numbering after the highest imported one, and each customer and product once', async () => {
    const { body } = await ctx.demo.get(`/api/importaciones/${importacionId}`);
    const facturas = body.propuesta.secuenciales.find((s: { codDoc: string }) => s.codDoc === '01');
    expect(facturas).toMatchObject({
      estab: '001',
      ptoEmi: '001',
      ambiente: 2,
      ultimoImportado: `0000${BASE + 3}`,
      siguiente: BASE + 4,
      existe: true,
    });
    const clientes = body.propuesta.clientes.filter((c: { existe: boolean }) => !c.existe);
    expect(clientes.map((c: { identificacion: string }) => c.identificacion).sort()).toEqual(
      [CLIENTE_B.ruc, CLIENTE_A.ruc].sort(),
    );
    // The latest document's data wins.
    expect(
      body.propuesta.clientes.find((c: { identificacion: string }) => c.identificacion === CLIENTE_A.ruc),
    ).toMatchObject({ razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.S.' });
    expect(body.propuesta.productos.map((p: { codigo: string }) => p.codigo).sort()).toEqual(['H-1', 'H-2', 'H-3']);
  });

  it('confirms: customers and products created once, and the next invoice continues the numbering', async () => {
    const { propuesta } = (await ctx.demo.get(`/api/importaciones/${importacionId}`)).body;
    expect(propuesta.porCobrar).toEqual([
      expect.objectContaining({ claveAcceso: docs.f3.claveAcceso, total: 161, plazo: 30, fechaEmision: '2026-06-10' }),
    ]);
    const confirmed = await ctx.demo.post(`/api/importaciones/${importacionId}/confirmar`, {
      porCobrar: [docs.f3.claveAcceso],
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.estado).toBe('confirmada');
    expect(confirmed.body.confirmacion).toMatchObject({ documentos: 5, clientes: 2, productos: 3, porCobrar: 1 });
    // Only the invoice marked pending is receivable: nobody knows what was collected on the others elsewhere.
    const cuenta = (await ctx.demo.get(`/api/facturas/${docs.f3.claveAcceso}/cobros`)).body.cuenta;
    expect(cuenta).toMatchObject({ saldo: 161 });
    const list = (await ctx.demo.get(`/api/facturas?filtro=${docs.f3.claveAcceso}`)).body.facturas;
    expect(list[0].aCredito).toBe(true);
    expect(confirmed.body.confirmacion.mensaje).toBe(
      `5 documentos importados, 2 clientes, 3 productos, continúa en 001-001-0000${BASE + 4}`,
    );
    const again = await ctx.demo.post(`/api/importaciones/${importacionId}/confirmar`, {});
    expect(again.status).toBe(409);
    const { productos } = (await ctx.demo.get('/api/productos')).body;
    const imported = productos.filter((p: { codigo: string }) => ['H-1', 'H-2', 'H-3'].includes(p.codigo));
    expect(imported).toHaveLength(3);
    expect(imported.find((p: { codigo: string }) => p.codigo === 'H-3')).toMatchObject({ precio: 50 });

    const emitted = await ctx.demo.post('/api/facturar', {
      factura: {
        ...invoiceBody({ productos: [line('H-1', 'Producto H-1', 100)] }).factura,
        ambiente: 2,
      },
      registrarComprador: false,
    });
    expect(emitted.status).toBeLessThan(300);
    // The access key carries the number: 001 001 and the secuencial after the last imported one.
    expect(parseClaveAcceso(emitted.body.claveAcceso)?.numeroDocumento).toBe(`001-001-0000${BASE + 4}`);

    const undo = await ctx.demo.request('DELETE', `/api/importaciones/${importacionId}`);
    expect(undo.status).toBe(409);
    expect(undo.body.error.message).toBe(importacionEmitidosDespuesMessage(`001-001-0000${BASE + 4}`));
  });

  it('undoes an import that nothing depends on, and refuses another company’s', async () => {
    const f = invoice(BASE + 50, CLIENTE_B);
    const started = await upload(ctx.demo, 'una.zip', zip([{ name: 'f.xml', data: Buffer.from(authorized(f.xml)) }]));
    const done = await processed(ctx.demo, started.body.id);
    expect(done.resumen.importados).toBe(1);
    expect((await ctx.otra.get(`/api/importaciones/${started.body.id}`)).status).toBe(404);
    expect((await ctx.otra.request('DELETE', `/api/importaciones/${started.body.id}`)).status).toBe(404);
    const undone = await ctx.demo.request('DELETE', `/api/importaciones/${started.body.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ id: started.body.id, documentos: 1 });
    expect((await ctx.demo.get(`/api/facturas?filtro=${f.claveAcceso}`)).body.facturas).toHaveLength(0);
    expect((await ctx.demo.get(`/api/importaciones/${started.body.id}`)).status).toBe(404);
  });

  it('imports by clave de acceso, fetched from the SRI’s authorization service', async () => {
    const f = invoice(BASE + 60, CLIENTE_B);
    ctx.sim.publish(f.xml);
    const started = await ctx.demo.post('/api/importaciones/documentos', { clavesAcceso: [f.claveAcceso] });
    expect(started.status).toBe(202);
    const done = await processed(ctx.demo, started.body.id);
    expect(done.resultados).toEqual([
      {
        archivo: f.claveAcceso,
        estado: 'importado',
        mensaje: `Importado: factura ${f.numero}`,
        claveAcceso: f.claveAcceso,
        numero: f.numero,
        codDoc: '01',
      },
    ]);
    const ride = await ctx.demo.get(`/api/factura_ride/${f.claveAcceso}`);
    expect(ride.body.factura.comprador.identificacion).toBe(CLIENTE_B.ruc);
    // An imported retención's RIDE is read from its signed XML: 1.75 % of 100.00.
    const retencion = await ctx.demo.get(`/api/factura_ride/${docs.retencion.claveAcceso}`);
    expect(retencion.body.factura.retencion).toMatchObject({ periodoFiscal: '06/2026', totalRetenido: 1.75 });
  });

  it('answers bad uploads with a 4xx in Spanish and refuses users who may not administer', async () => {
    const empty = await ctx.demo.post('/api/importaciones/documentos', {});
    expect(empty.status).toBe(400);
    const badKeys = await ctx.demo.post('/api/importaciones/documentos', { clavesAcceso: ['123'] });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.error.message).toBe('Cada clave de acceso debe tener 49 dígitos');
    const vendedor = await ctx.api.anonymous.login('vendedor');
    expect((await upload(vendedor, 'h.zip', docs.archive)).status).toBe(403);
    expect((await ctx.demo.get('/api/importaciones/no-es-un-id')).status).toBe(400);
  });
});

resumeAfterKill();
