import {
  AMBIENTE_PRODUCCION_NO_HABILITADO_ADMIN_MESSAGE,
  limiteDocumentosMessage,
  limiteProductosMessage,
  parseClaveAcceso,
  SIN_FIRMA_ELECTRONICA_MESSAGE,
} from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { facturar, invoiceBody, line, quickInvoice, useEmissionApi, waitForEstado } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';
import { stockOf } from '../helpers/catalogue';
import { xmlsecVerify } from '../sri/tools';
import { loadCertificate, opensslP12, PNG_1X1, signUp, upload } from './helpers';

const ctx = useEmissionApi();

const inProduction = () => ({ ...quickInvoice(), factura: { ...quickInvoice().factura, ambiente: 2 as const } });

describe('a merchant that never existed in the seed data', () => {
  it('numbers from its own establishment and point and signs with its own certificate', async () => {
    const { client } = await signUp(ctx.api.anonymous, { razonSocial: 'DISTRIBUIDORA ANDINA' });

    // No certificate yet: a clear 400, nothing issued.
    const unsigned = await client.post('/api/facturar', quickInvoice());
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toBe(SIN_FIRMA_ELECTRONICA_MESSAGE);

    const { p12, certificatePem } = opensslP12('firma-andina', { commonName: 'DISTRIBUIDORA ANDINA' });
    await loadCertificate(client, p12, 'firma-andina');
    expect((await upload(client, '/api/emisor/logo', PNG_1X1, {}, 'logo.png')).status).toBe(200);
    await client.put('/api/emisor', {
      obligadoContabilidad: true,
      contribuyenteEspecial: '5368',
      agenteRetencion: '1',
      regimen: 'RIMPE EMPRENDEDOR',
    });

    const estab = await client.post('/api/establecimientos', { codigo: '002', direccion: 'Av. Quito 123, Ambato' });
    const punto = await client.post(`/api/establecimientos/${estab.body.establecimiento._id}/puntos`, {
      codigo: '003',
      siguiente: { factura: { pruebas: 1500 } },
    });
    const [me] = (await client.get('/api/usuarios')).body.usuarios;
    await client.put(`/api/usuarios/${me._id}`, { punto: punto.body.punto._id });

    const issued = await facturar(client, quickInvoice());
    const key = parseClaveAcceso(issued.body.claveAcceso)!;
    expect(key.numeroDocumento).toBe('002-003-000001500');
    expect(key.ambiente).toBe('1');
    await waitForEstado(client, issued.body.claveAcceso, 'AUTORIZADA');

    const authorized = (await ctx.api.anonymous.get(`/api/factura_xml/${issued.body.claveAcceso}`)).body as string;
    const signed = comprobanteOf(authorized);
    expect(signed).toContain('<dirEstablecimiento>Av. Quito 123, Ambato</dirEstablecimiento>');
    expect(signed).toContain('<contribuyenteEspecial>5368</contribuyenteEspecial>');
    expect(signed).toContain('<obligadoContabilidad>SI</obligadoContabilidad>');
    expect(signed).toContain('<agenteRetencion>1</agenteRetencion>');
    expect(signed).toContain('<contribuyenteRimpe>CONTRIBUYENTE RÉGIMEN RIMPE</contribuyenteRimpe>');
    // Verified against the certificate the merchant uploaded, not the one the XML carries.
    const result = xmlsecVerify(signed, 'factura', certificatePem);
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);

    const ride = (await ctx.api.anonymous.get(`/api/factura_ride/${issued.body.claveAcceso}`)).body.factura;
    expect(ride).toMatchObject({
      logo: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
      numeroEstablecimiento: '002',
      puntoEmision: '003',
      secuencial: '000001500',
      direccionSucursal: 'Av. Quito 123, Ambato',
      contribuyenteRimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE',
      obligadoContabilidad: 'SI',
    });
    const next = await facturar(client, quickInvoice());
    expect(parseClaveAcceso(next.body.claveAcceso)!.numeroDocumento).toBe('002-003-000001501');

    // Lowering the next number to one already issued is refused; the list shows the next one.
    const lowered = await client.put(`/api/puntos/${punto.body.punto._id}`, {
      siguiente: { factura: { pruebas: 1501 } },
    });
    expect(lowered.status).toBe(409);
    expect(lowered.body.error.message).toBe(
      'El siguiente secuencial de factura en PRUEBAS no puede ser menor o igual a 1501: ese número ya se emitió.',
    );
    const listed = (await client.get('/api/establecimientos')).body.establecimientos[1].puntos[0];
    expect(listed.siguiente.factura).toEqual({ pruebas: 1502, produccion: 1 });
  });

  it('refuses PRODUCCIÓN until the company switches to it, then counts Gratis documents: the 11th is a 402', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    await loadCertificate(client, opensslP12('firma-plan').p12, 'firma-plan');

    const refused = await client.post('/api/facturar', inProduction());
    expect(refused.status).toBe(400);
    // Its only user administers it: told where to switch, not to ask an administrator.
    expect(refused.body.error.message).toBe(AMBIENTE_PRODUCCION_NO_HABILITADO_ADMIN_MESSAGE);

    expect((await client.put('/api/emisor', { ambiente: 2, confirmarProduccion: true })).status).toBe(200);
    for (let count = 1; count <= 10; count++) {
      const response = await facturar(client, inProduction());
      expect(parseClaveAcceso(response.body.claveAcceso)!.ambiente).toBe('2');
    }
    const over = await client.post('/api/facturar', inProduction());
    expect(over.status).toBe(402);
    expect(over.body.error.message).toBe(limiteDocumentosMessage(10));
    expect((await client.get('/api/emisor')).body.emisor.uso.documentosProduccion).toEqual({ usados: 10, maximo: 10 });
    // PRUEBAS stays free and usable in production.
    expect((await client.post('/api/facturar', quickInvoice())).status).toBe(200);
  });

  it('a Gratis company keeps 20 inventoried products at most (402 on the 21st)', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const product = (n: number, inventariado: boolean) => ({
      codigo: `P-${n}`,
      nombre: `Producto ${n}`,
      precio: 1,
      unidad_medida: 'unidad',
      serializado: false,
      inventariado,
      impuesto: 'IVA 15%',
      activo: true,
    });
    for (let n = 1; n <= 20; n++) expect((await client.post('/api/productos', product(n, true))).status).toBe(201);
    const over = await client.post('/api/productos', product(21, true));
    expect(over.status).toBe(402);
    expect(over.body.error.message).toBe(limiteProductosMessage(20));
    const service = await client.post('/api/productos', product(22, false));
    expect(service.status).toBe(201);
    const promoted = await client.put(`/api/productos/${service.body.producto._id}`, product(22, true));
    expect(promoted.status).toBe(402);
  });

  it('without cambiarAlmacen the invoice leaves from the user’s own warehouse, whatever the body says', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    const principal = ctx.ids.warehouse('Bodega Principal');
    const manta = ctx.ids.warehouse('Sucursal Manta');
    const cemento = ctx.ids.product('CEM-50')._id;
    const cementLine = line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 1, { producto_id: cemento, esInventariado: true });
    const [beforePrincipal, beforeManta] = [
      await stockOf(ctx.demo, cemento, principal),
      await stockOf(ctx.demo, cemento, manta),
    ];
    await facturar(vendedor, invoiceBody({ productos: [cementLine], almacen_id: principal }));
    expect(await stockOf(ctx.demo, cemento, principal)).toBe(beforePrincipal);
    expect(await stockOf(ctx.demo, cemento, manta)).toBe(beforeManta - 1);
  });
});
