import { join } from 'node:path';
import { formatFechaSri, parseClaveAcceso } from '@facturador/shared/domain';
import {
  GUIA_FECHA_FIN_ANTERIOR_MESSAGE,
  GUIA_TRASLADO_SIN_ESTABLECIMIENTO_MESSAGE,
  guiaEstablecimientoDestinoNoExisteMessage,
  guiaExcedeFacturadoMessage,
  guiaFacturaNoAutorizadaMessage,
  guiaFechaInicioMessage,
  guiaProductoNoFacturadoMessage,
} from '@facturador/shared/domain/waybills';
import { beforeAll, describe, expect, it } from 'vitest';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';
import { SRI_SCHEMAS_DIR, xmllintValidate, xmlsecVerify } from '../sri/tools';

const ctx = useEmissionApi();
const GUIA_XSD = join(SRI_SCHEMAS_DIR, 'GuiaRemision_V1.1.0.xsd');
const hoy = () => formatFechaSri(new Date());

let invoice: string;

/** 10 bags of cement and a service, AUTORIZADA: the sale the guías deliver. */
beforeAll(async () => {
  const created = await ctx.demo.post('/api/establecimientos', { codigo: '002', direccion: 'Sucursal Norte, Quito' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const response = await facturar(
    ctx.demo,
    invoiceBody({
      productos: [line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 10), line('SRV-INST', 'Instalación de equipos', 25, 1)],
    }),
  );
  invoice = response.body.claveAcceso;
  await waitForEstado(ctx.demo, invoice, 'AUTORIZADA');
});

const venta = (cantidad: number, extra: Record<string, unknown> = {}) => ({
  identificacion: '1710034065',
  razonSocial: 'María José Loor',
  direccion: 'Calle Chile y Av. América, Portoviejo',
  email: 'maria.loor@example.com',
  motivoTraslado: 'Venta',
  facturaClaveAcceso: invoice,
  ruta: 'Quito - Portoviejo',
  detalles: [{ codigoInterno: 'CEM-50', descripcion: 'Cemento Holcim 50 kg', cantidad }],
  ...extra,
});

const traslado = {
  identificacion: '9999999999',
  razonSocial: 'cualquiera',
  direccion: 'Sucursal Norte, Av. Eloy Alfaro, Quito',
  motivoTraslado: 'Traslado entre establecimientos',
  codEstabDestino: '002',
  detalles: [{ codigoInterno: 'VAR-12', descripcion: 'Varilla 12 mm', cantidad: 5 }],
};

const guia = (destinatarios: unknown[], extra: Record<string, unknown> = {}) => ({
  dirPartida: 'Bodega Principal, Portoviejo',
  transportista: { tipoIdentificacion: '05', identificacion: '1312456781', razonSocial: 'Zambrano Carlos' },
  placa: 'MBA-1234',
  fechaIniTransporte: hoy(),
  fechaFinTransporte: hoy(),
  destinatarios,
  ambiente: 1,
  ...extra,
});

const emitir = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.demo.request('POST', '/api/guias-remision', body, headers);

async function guiaCount(): Promise<number> {
  const response = await ctx.demo.get('/api/facturas?limite=200');
  return (response.body.facturas as { claveAcceso: string }[]).filter((doc) => doc.claveAcceso.slice(8, 10) === '06')
    .length;
}

describe('POST /api/guias-remision', () => {
  it('issues a guía for a sale and a transfer: AUTORIZADA, valid against the XSD, signed, codDoc 06', async () => {
    const response = await emitir(guia([venta(4), traslado]), { 'Idempotency-Key': 'guia-1' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.SRI.estado).toBe('RECIBIDA');
    const clave = response.body.claveAcceso as string;
    expect(parseClaveAcceso(clave)!.codDoc).toBe('06');
    expect(parseClaveAcceso(clave)!.fechaEmision).toBe(hoy());
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');

    const authorized = (await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string;
    const signed = comprobanteOf(authorized);
    expect(xmllintValidate(signed.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''), GUIA_XSD).output).toContain(
      'validates',
    );
    const pem = /<ds:X509Certificate>([^<]+)</.exec(signed)![1]!.replace(/\s+/g, '');
    const certificate = `-----BEGIN CERTIFICATE-----\n${pem.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    expect(xmlsecVerify(signed, 'guiaRemision', certificate).output).toContain('OK');
    expect(signed).toContain(`<numAutDocSustento>${invoice}</numAutDocSustento>`);
    expect(signed).toContain(`<numDocSustento>${parseClaveAcceso(invoice)!.numeroDocumento}</numDocSustento>`);
    // The transfer's destinatario is the company itself, at its establishment 002.
    expect(signed).toMatch(/<identificacionDestinatario>\d{10}001<\/identificacionDestinatario>/);
    expect(signed).toContain('<codEstabDestino>002</codEstabDestino>');

    const replay = await emitir(guia([venta(4), traslado]), { 'Idempotency-Key': 'guia-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.claveAcceso).toBe(clave);
  });

  it('never carries more than the invoice sold, across its guías', async () => {
    const before = await guiaCount();
    // 4 of the 10 bags went with the first guía: 6 remain.
    const over = await emitir(guia([venta(7)]));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(guiaExcedeFacturadoMessage('Cemento Holcim 50 kg', 7, 6));
    const twoDestinatarios = await emitir(guia([venta(3), venta(4)]));
    expect(twoDestinatarios.status).toBe(422);
    expect(twoDestinatarios.body.error.message).toBe(guiaExcedeFacturadoMessage('Cemento Holcim 50 kg', 7, 6));
    const notSold = await emitir(
      guia([venta(1, { detalles: [{ codigoInterno: 'VAR-12', descripcion: 'Varilla 12 mm', cantidad: 1 }] })]),
    );
    expect(notSold.status).toBe(422);
    expect(notSold.body.error.message).toBe(guiaProductoNoFacturadoMessage('Varilla 12 mm'));
    expect(await guiaCount()).toBe(before);

    const rest = await emitir(guia([venta(6)]));
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  });

  it('refuses, in Spanish and storing nothing, what SRI or the goods would not allow', async () => {
    const before = await guiaCount();
    const cases: [unknown, number, string][] = [
      [guia([traslado], { fechaFinTransporte: '01/01/2020' }), 400, GUIA_FECHA_FIN_ANTERIOR_MESSAGE],
      [guia([traslado], { fechaIniTransporte: '01/01/2020' }), 400, guiaFechaInicioMessage(hoy())],
      [guia([{ ...traslado, codEstabDestino: undefined }]), 400, GUIA_TRASLADO_SIN_ESTABLECIMIENTO_MESSAGE],
      [guia([{ ...traslado, codEstabDestino: '009' }]), 422, guiaEstablecimientoDestinoNoExisteMessage('009')],
      [guia([]), 400, 'Indique al menos un destinatario'],
      [guia([{ ...traslado, detalles: [] }]), 400, 'Cada destinatario debe llevar al menos un producto'],
    ];
    for (const [body, status, message] of cases) {
      const response = await emitir(body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.error.message).toContain(message);
    }
    const otherCompany = await ctx.otra.request('POST', '/api/guias-remision', guia([venta(1)]));
    expect(otherCompany.status).toBe(422);
    expect(otherCompany.body.error.message).toBe(
      guiaFacturaNoAutorizadaMessage(parseClaveAcceso(invoice)!.numeroDocumento),
    );
    // The invoice is a PRUEBAS one: a PRODUCCIÓN guía cannot deliver it.
    const otherAmbiente = await emitir(guia([venta(1)], { ambiente: 2 }));
    expect(otherAmbiente.status).toBe(422);
    expect(otherAmbiente.body.error.message).toBe(
      guiaFacturaNoAutorizadaMessage(parseClaveAcceso(invoice)!.numeroDocumento),
    );
    expect(await guiaCount()).toBe(before);
  });
});
