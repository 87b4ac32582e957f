import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { loadCertificate, opensslP12, signUp } from '../company/helpers';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

const RUC_PROVEEDOR = '1790016919001';
const ctx = useEmissionApi({ RUC_PROVEEDOR });

describe('RUC_PROVEEDOR', () => {
  it('puts the provider RUC as the last campoAdicional of every document', async () => {
    const response = await facturar(ctx.demo, quickInvoice([{ nombre: 'RUC Proveedor', valor: '0999999999001' }]));
    const clave = response.body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const xml = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(xml).toContain(`<campoAdicional nombre="RUC Proveedor">${RUC_PROVEEDOR}</campoAdicional></infoAdicional>`);
    expect(xml.match(/nombre="RUC Proveedor"/g)).toHaveLength(1);
    expectValidSignedComprobante(xml, 'factura');
  });

  it('puts it on a nota de débito too, and its RIDE prints it after the Email', async () => {
    const factura = (await facturar(ctx.demo, quickInvoice())).body.claveAcceso as string;
    await waitForEstado(ctx.demo, factura, 'AUTORIZADA');
    const nota = await ctx.demo.post('/api/notas-debito', {
      facturaModificada: factura,
      motivos: [{ razon: 'Interés por mora', valor: 10 }],
      impuesto: 'IVA 15%',
      ambiente: 1,
    });
    expect(nota.status).toBe(200);
    const clave = nota.body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const xml = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(xml).toContain(`<campoAdicional nombre="RUC Proveedor">${RUC_PROVEEDOR}</campoAdicional></infoAdicional>`);
    expectValidSignedComprobante(xml, 'notaDebito');
    const ride = await ctx.api.anonymous.get(`/api/factura_ride/${clave}`);
    expect(ride.body.factura.informacionAdicional).toEqual([
      { nombre: 'Email', valor: 'Sin correo' },
      { nombre: 'RUC Proveedor', valor: RUC_PROVEEDOR },
    ]);
  });

  it('is an installation setting: a company that signed up carries it too, whatever its own settings', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    await loadCertificate(client, opensslP12('firma-proveedor').p12, 'firma-proveedor');
    const clave = (await facturar(client, quickInvoice())).body.claveAcceso as string;
    await waitForEstado(client, clave, 'AUTORIZADA');
    const xml = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(xml).toContain(`<campoAdicional nombre="RUC Proveedor">${RUC_PROVEEDOR}</campoAdicional>`);
  });

  it('is off when unset and refuses a value that is no RUC at start', () => {
    expect(loadConfig({}).emission.rucProveedor).toBeUndefined();
    expect(() => loadConfig({ RUC_PROVEEDOR: '12345' })).toThrow(
      'RUC_PROVEEDOR debe ser un RUC de 13 dígitos (recibido: 12345)',
    );
  });
});
