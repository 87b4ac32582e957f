import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path, { join } from 'node:path';
import { fechaIsoHoy, parseClaveAcceso } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi, waitForEstado, waitUntil } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';
import { useSmtpSink } from '../mail/smtp-sink';
import { SRI_SCHEMAS_DIR, xmllintValidate, xmlsecVerify } from '../sri/tools';
import { PROVEEDOR, supplierInvoiceTo } from './supplier';

/**
 * Comprobantes de retención issued on purchases (issue #22 §2), through the invoice's pipeline, with
 * the simulated SRI and a real SMTP server receiving the supplier's e-mail.
 */
const sink = useSmtpSink();
const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', SMTP_TIMEOUT_MS: '2000' });

const RETENCION_XSD = join(SRI_SCHEMAS_DIR, 'ComprobanteRetencion_V2.0.0.xsd');
let secuencial = 800;

function certificatePem(xml: string): string {
  const base64 = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)![1]!.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ride-'));
  try {
    fs.writeFileSync(path.join(dir, 'ride.pdf'), pdf);
    const result = spawnSync('pdftotext', ['-layout', path.join(dir, 'ride.pdf'), '-'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function becomeAgent() {
  const response = await ctx.demo.put('/api/emisor', { agenteRetencion: '1' });
  expect(response.status).toBe(200);
}

/** A purchase by clave de acceso: the supplier's invoice of 250.00 + IVA 30.00. */
async function purchase(fechaEmision = new Date()): Promise<string> {
  secuencial += 1;
  const factura = supplierInvoiceTo(secuencial, demoEmisor, fechaEmision);
  ctx.sim.publish(factura.xml);
  const response = await ctx.demo.post('/api/compras', {
    claveAcceso: factura.claveAcceso,
    proveedorEmail: PROVEEDOR.email,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const LINEAS = [
  { impuesto: 'renta', codigo: '312', baseImponible: 250, porcentaje: 1.75 },
  { impuesto: 'iva', codigo: '1', baseImponible: 30, porcentaje: 30 },
];

const emitir = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.demo.request('POST', '/api/retenciones', body, headers);

describe('retenciones emitidas', () => {
  it('refuses a company that is not agente de retención nor contribuyente especial (403)', async () => {
    const compra = await ctx.otra.post('/api/compras', {
      proveedorRuc: PROVEEDOR.ruc,
      proveedorRazonSocial: PROVEEDOR.razonSocial,
      numero: '001-001-000000001',
      fechaEmision: '2026-10-01',
      numeroAutorizacion: '1234567890',
      bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
      iva: 15,
    });
    expect(compra.status).toBe(201);
    const refused = await ctx.otra.post('/api/retenciones', { compra_id: compra.body.id, retenciones: LINEAS });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Solo las empresas designadas agente de retención o contribuyente especial pueden emitir retenciones; configure la resolución en Administrar › Empresa',
    );
  });

  it('issues an authorized comprobante de retención 2.0.0 (XSD, xmlsec1, codDoc 07), replays its key, and e-mails the supplier', async () => {
    await becomeAgent();
    const compraId = await purchase();
    const body = { compra_id: compraId, retenciones: LINEAS };
    const response = await emitir(body, { 'Idempotency-Key': 'retencion-1' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA' }, advertencias: [] });
    const { claveAcceso } = response.body;
    const key = parseClaveAcceso(claveAcceso)!;
    expect(key.codDoc).toBe('07');
    expect(key.checkDigitOk).toBe(true);
    expect(key.ruc).toBe(demoEmisor.ruc);

    const replay = await emitir(body, { 'Idempotency-Key': 'retencion-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.claveAcceso).toBe(claveAcceso);

    const authorized = await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
    expect(authorized.tipoComprobante).toBe('07');
    const xmlResponse = await fetch(`${ctx.api.url}/api/factura_xml/${claveAcceso}`);
    expect(xmlResponse.status).toBe(200);
    const signed = comprobanteOf(await xmlResponse.text());
    expect(signed).toContain('<codDoc>07</codDoc>');
    expect(signed).toContain(
      '<retencion><codigo>1</codigo><codigoRetencion>312</codigoRetencion><baseImponible>250.00</baseImponible><porcentajeRetener>1.75</porcentajeRetener><valorRetenido>4.38</valorRetenido></retencion>',
    );
    expect(signed).toContain('<valorRetenido>9.00</valorRetenido>');
    expect(signed).toContain(`<identificacionSujetoRetenido>${PROVEEDOR.ruc}</identificacionSujetoRetenido>`);
    const unsigned = signed.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
    const schema = xmllintValidate(unsigned, RETENCION_XSD);
    expect(schema.output).toContain('validates');
    expect(schema.ok).toBe(true);
    const signature = xmlsecVerify(signed, 'comprobanteRetencion', certificatePem(signed));
    expect(signature.output).toContain('OK');
    expect(signature.ok).toBe(true);

    // The public page's data (GET /api/factura_ride/{clave}) serves it.
    const ride = await ctx.api.anonymous.get(`/api/factura_ride/${claveAcceso}`);
    expect(ride.status).toBe(200);
    expect(ride.body.factura).toMatchObject({
      tipoDocumento: 'Comprobante de retencion',
      codDoc: '07',
      estado: 'AUTORIZADA',
      comprador: { identificacion: PROVEEDOR.ruc, razonSocial: PROVEEDOR.razonSocial },
      facturacion: { importeTotal: 13.38 },
    });

    // The supplier receives it: the RIDE PDF and the authorized XML.
    await waitUntil(() => sink.about(claveAcceso).length > 0, 'el correo al proveedor');
    const mail = sink.about(claveAcceso)[0]!;
    expect(mail.subject).toBe(`Comprobante de retención ${key.numeroDocumento} de Comercial El Manaba`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([PROVEEDOR.email]);
    const pdf = mail.attachments.find((attachment) => attachment.filename === `${key.numeroDocumento}.pdf`);
    expect(pdf).toBeDefined();
    expect(pdfText(pdf!.content)).toMatch(/COMPROBANTE DE RETENCIÓN[\s\S]*TOTAL RETENIDO +13\.38/);

    // The purchase lists its retención; the counter moved (siguiente.retencion).
    const compra = await ctx.demo.get(`/api/compras/${compraId}`);
    expect(compra.body.retenciones).toEqual([{ claveAcceso, numero: key.numeroDocumento, estado: 'AUTORIZADA' }]);
    const establecimientos = (await ctx.demo.get('/api/establecimientos')).body.establecimientos;
    const punto = establecimientos[0].puntos[0];
    expect(punto.siguiente.retencion.produccion).toBe(Number(key.secuencial) + 1);
  });

  it('refuses bases above the purchase, unknown codes and a wrong percentage, issuing nothing', async () => {
    await becomeAgent();
    const compraId = await purchase();
    const above = await emitir({
      compra_id: compraId,
      retenciones: [{ impuesto: 'iva', codigo: '3', baseImponible: 30.01, porcentaje: 100 }],
    });
    expect(above.status).toBe(422);
    expect(above.body.error.message).toBe(
      'La base de IVA ($30.01) supera el IVA de la compra ($30.00, descontadas otras retenciones)',
    );
    const unknown = await emitir({
      compra_id: compraId,
      retenciones: [{ impuesto: 'renta', codigo: '999', baseImponible: 10, porcentaje: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/^El código de retención de renta 999 no está vigente al /);
    const wrong = await emitir({
      compra_id: compraId,
      retenciones: [{ impuesto: 'iva', codigo: '2', baseImponible: 10, porcentaje: 30 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('El código de retención 2 retiene el 70%');
    const empty = await emitir({ compra_id: compraId, retenciones: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Indique al menos una retención (renta o IVA)');
    expect((await ctx.demo.get(`/api/compras/${compraId}`)).body.retenciones).toEqual([]);

    // A second retención on the purchase counts the bases already withheld.
    expect((await emitir({ compra_id: compraId, retenciones: LINEAS })).status).toBe(200);
    const again = await emitir({ compra_id: compraId, retenciones: [LINEAS[0]] });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(
      'La base de renta ($250.00) supera la base sin IVA de la compra ($0.00, descontadas otras retenciones)',
    );
  });

  it('warns when issued more than 5 days after the supplier’s invoice', async () => {
    await becomeAgent();
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const compraId = await purchase(tenDaysAgo);
    const fecha = (await ctx.demo.get(`/api/compras/${compraId}`)).body.fechaEmision as string;
    const dias = Math.round((Date.parse(fechaIsoHoy()) - Date.parse(fecha)) / 86_400_000);
    const response = await emitir({ compra_id: compraId, retenciones: LINEAS });
    expect(response.status).toBe(200);
    expect(response.body.advertencias).toEqual([
      `La retención se emite ${dias} días después de la factura del proveedor; el plazo es de 5 días`,
    ]);
  });
});
