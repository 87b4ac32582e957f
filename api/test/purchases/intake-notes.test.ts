import { describe, expect, it } from 'vitest';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';
import { facturaConIce, facturaDe, notaCreditoDe, notaDebitoDe, postFiles } from './intake-support';

const ctx = useEmissionApi();

const comprasDe = async () => (await ctx.demo.get('/api/compras')).body.compras as { id: string; codDoc: string }[];

describe('compras: notas de crédito y de débito recibidas (issue #42 §1)', () => {
  it('registers a nota de crédito by clave and a nota de débito by file, with the invoice they modify', async () => {
    const factura = facturaDe(700);
    ctx.sim.publish(factura.xml);
    const registrada = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
    expect(registrada.status).toBe(201);
    expect(registrada.body).toMatchObject({ codDoc: '01', docModificado: null, montoIce: 0 });

    const nc = notaCreditoDe(701, factura);
    ctx.sim.publish(nc.xml);
    const credito = await ctx.demo.post('/api/compras', { claveAcceso: nc.claveAcceso });
    expect(credito.status).toBe(201);
    expect(credito.body).toMatchObject({
      origen: 'clave',
      codDoc: '04',
      claveAcceso: nc.claveAcceso,
      numero: nc.numero,
      proveedor: { identificacion: PROVEEDOR.ruc, razonSocial: PROVEEDOR.razonSocial },
      totalSinImpuestos: 50,
      bases: [{ codigoPorcentaje: 4, tarifa: 15, baseImponible: 50, valor: 7.5 }],
      iva: 7.5,
      montoIce: 0,
      importeTotal: 57.5,
      verificada: true,
      docModificado: {
        codDoc: '01',
        numero: factura.numero,
        fechaEmision: registrada.body.fechaEmision,
        compraId: registrada.body.id,
        numeroAutorizacion: factura.claveAcceso,
      },
    });
    const again = await ctx.demo.post('/api/compras', { claveAcceso: nc.claveAcceso });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta nota de crédito del proveedor ya está registrada');

    const nd = notaDebitoDe(702, factura);
    const debito = await postFiles(ctx.demo, '/api/compras', [{ nombre: 'nd.xml', contenido: nd.xml }], 'archivo');
    expect(debito.status).toBe(201);
    expect(debito.body).toMatchObject({
      origen: 'archivo',
      codDoc: '05',
      numero: nd.numero,
      totalSinImpuestos: 20,
      iva: 3,
      importeTotal: 23,
      docModificado: { codDoc: '01', numero: factura.numero, compraId: registrada.body.id },
    });
    const twice = await postFiles(ctx.demo, '/api/compras', [{ nombre: 'nd.xml', contenido: nd.xml }], 'archivo');
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Esta nota de débito del proveedor ya está registrada');

    const listed = await comprasDe();
    expect(
      listed
        .filter((c) => [credito.body.id, debito.body.id].includes(c.id))
        .map((c) => c.codDoc)
        .sort(),
    ).toEqual(['04', '05']);
  });

  it('a nota whose invoice is not registered lists the invoice without a purchase', async () => {
    const nc = notaCreditoDe(711, { numero: '001-001-000000710' });
    const response = await postFiles(ctx.demo, '/api/compras', [{ nombre: 'nc.xml', contenido: nc.xml }], 'archivo');
    expect(response.status).toBe(201);
    expect(response.body.docModificado).toMatchObject({
      codDoc: '01',
      numero: '001-001-000000710',
      compraId: null,
      numeroAutorizacion: null,
    });
  });

  it('keeps the ICE of a received invoice', async () => {
    const factura = facturaConIce(720);
    ctx.sim.publish(factura.xml);
    const response = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ totalSinImpuestos: 100, montoIce: 10, iva: 16.5, importeTotal: 126.5 });
  });

  it('refuses in Spanish, storing nothing, a nota to another company, tampered, or not a purchase document', async () => {
    const before = (await comprasDe()).length;
    const ajena = notaCreditoDe(730, { numero: '001-001-000000700' }, otherEmisor);
    ctx.sim.publish(ajena.xml);
    const other = await ctx.demo.post('/api/compras', { claveAcceso: ajena.claveAcceso });
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(
      `La nota de crédito está emitida a ${otherEmisor.ruc}, no al RUC de su empresa (${demoEmisor.ruc})`,
    );
    const nd = notaDebitoDe(731, { numero: '001-001-000000700' });
    const tampered = nd.xml.replace('<valorTotal>23.00</valorTotal>', '<valorTotal>2.00</valorTotal>');
    const firma = await postFiles(ctx.demo, '/api/compras', [{ nombre: 'nd.xml', contenido: tampered }], 'archivo');
    expect(firma.status).toBe(422);
    expect(firma.body.error.message).toMatch(/^La firma electrónica de la nota de débito no es válida: /);

    const retencionKey = `${ajena.claveAcceso.slice(0, 8)}07${ajena.claveAcceso.slice(10)}`;
    const wrong = await ctx.demo.post('/api/compras', { claveAcceso: retencionKey });
    expect(wrong.status).toBe(400);
    const garbage = await postFiles(
      ctx.demo,
      '/api/compras',
      [{ nombre: 'x.xml', contenido: '<comprobanteRetencion/>' }],
      'archivo',
    );
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.message).toBe(
      'El archivo no es el XML firmado de una factura, nota de crédito o nota de débito',
    );
    const missing = notaDebitoDe(732, { numero: '001-001-000000700' });
    const notFound = await ctx.demo.post('/api/compras', { claveAcceso: missing.claveAcceso });
    expect(notFound.status).toBe(404);
    expect((await comprasDe()).length).toBe(before);
  });

  it('issues no retención on a nota de crédito received (409), nothing stored', async () => {
    expect((await ctx.demo.put('/api/emisor', { agenteRetencion: '1' })).status).toBe(200);
    const nc = notaCreditoDe(740, { numero: '001-001-000000700' });
    const nota = await postFiles(ctx.demo, '/api/compras', [{ nombre: 'nc.xml', contenido: nc.xml }], 'archivo');
    expect(nota.status).toBe(201);
    const refused = await ctx.demo.post('/api/retenciones', {
      compra_id: nota.body.id,
      retenciones: [{ impuesto: 'renta', codigo: '312', baseImponible: 50, porcentaje: 1.75 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Una nota de crédito recibida no sustenta una retención: emítala sobre la factura que la nota modifica',
    );
    expect((await ctx.demo.get(`/api/compras/${nota.body.id}`)).body.retenciones).toEqual([]);
  });
});
