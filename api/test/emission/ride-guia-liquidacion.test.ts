import { formatFechaSri, parseClaveAcceso } from '@facturador/shared/domain';
import { buildLiquidacionCompraRequest } from '@facturador/shared/domain/purchase-settlements';
import { facturaRideResponseSchema } from '@facturador/shared/domain/ride';
import { buildRidePdf } from '@facturador/shared/ride';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text';
import { useSmtpSink } from '../mail/smtp-sink';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado, waitUntil } from './helpers';

/**
 * Issue 41: the guía de remisión (06) and the liquidación de compra (03) have their RIDE — the data of
 * the public `GET /api/factura_ride/{clave}`, the PDF the public page builds from it — and their e-mail
 * (the guía's destinatario, the liquidación's proveedor) carries it.
 */
const sink = useSmtpSink();
const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', SMTP_TIMEOUT_MS: '2000' });

/** The public page's way: the RIDE data, checked with the shared schema, then its PDF built locally. */
async function publicRide(clave: string) {
  const response = await ctx.api.anonymous.get(`/api/factura_ride/${clave}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { factura } = facturaRideResponseSchema.parse(response.body);
  const pdf = await buildRidePdf(factura);
  return { factura, layout: pdfText(pdf, true), flat: pdfText(pdf, false).replace(/\s+/g, ' ') };
}

async function mailOf(clave: string) {
  await waitUntil(() => sink.about(clave).length > 0, 'el correo del comprobante');
  const mail = sink.about(clave)[0]!;
  const to = mail.to && !Array.isArray(mail.to) ? mail.to.value.map((entry) => entry.address) : [];
  const pdf = mail.attachments.find((attachment) => attachment.filename?.endsWith('.pdf'));
  return { mail, to, pdf: pdf ? pdfText(new Uint8Array(pdf.content), false).replace(/\s+/g, ' ') : '' };
}

describe('RIDE y correo de la guía de remisión y la liquidación de compra', () => {
  it('a guía: its RIDE carries carrier, transport and the destinatario with the invoice, and goes to the destinatario', async () => {
    const sale = await facturar(
      ctx.demo,
      invoiceBody({ productos: [line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 10)] }),
    );
    const invoice = sale.body.claveAcceso as string;
    await waitForEstado(ctx.demo, invoice, 'AUTORIZADA');
    const hoy = formatFechaSri(new Date());
    const response = await ctx.demo.post('/api/guias-remision', {
      dirPartida: 'Bodega Principal, Portoviejo',
      transportista: { tipoIdentificacion: '05', identificacion: '1312456781', razonSocial: 'Zambrano Carlos' },
      placa: 'MBA-1234',
      fechaIniTransporte: hoy,
      fechaFinTransporte: hoy,
      destinatarios: [
        {
          identificacion: '1710034065',
          razonSocial: 'María José Loor',
          direccion: 'Calle Chile y Av. América, Portoviejo',
          email: 'maria.loor@example.com',
          motivoTraslado: 'Venta',
          facturaClaveAcceso: invoice,
          ruta: 'Quito - Portoviejo',
          detalles: [{ codigoInterno: 'CEM-50', descripcion: 'Cemento Holcim 50 kg', cantidad: 4 }],
        },
      ],
      ambiente: 1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const clave = response.body.claveAcceso as string;
    const numero = parseClaveAcceso(clave)!.numeroDocumento;
    const facturaNumero = parseClaveAcceso(invoice)!.numeroDocumento;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');

    const { factura, layout, flat } = await publicRide(clave);
    expect(factura).toMatchObject({
      codDoc: '06',
      tipoDocumento: 'Guia de remision',
      estado: 'AUTORIZADA',
      comprador: { razonSocial: 'María José Loor', identificacion: '1710034065', email: 'maria.loor@example.com' },
      productos: [],
      pagos: [],
      guiaRemision: {
        transportista: { razonSocial: 'Zambrano Carlos', identificacion: '1312456781' },
        placa: 'MBA-1234',
        dirPartida: 'Bodega Principal, Portoviejo',
        fechaIniTransporte: hoy,
        fechaFinTransporte: hoy,
        destinatarios: [
          {
            identificacion: '1710034065',
            razonSocial: 'María José Loor',
            direccion: 'Calle Chile y Av. América, Portoviejo',
            motivoTraslado: 'Venta',
            codEstabDestino: null,
            ruta: 'Quito - Portoviejo',
            comprobanteVenta: { numero: facturaNumero, numeroAutorizacion: invoice },
            detalles: [{ codigo: 'CEM-50', descripcion: 'Cemento Holcim 50 kg', cantidad: 4 }],
          },
        ],
      },
    });
    expect(layout).toContain(`GUÍA DE REMISIÓN No. ${numero}`);
    expect(flat).toContain('Identificación (Transportista): 1312456781');
    expect(flat).toContain('Placa: MBA-1234');
    expect(flat).toContain(`Comprobante de Venta: FACTURA ${facturaNumero}`);
    expect(flat).toContain(`Número de Autorización: ${invoice}`);
    expect(layout).toMatch(/4\.00 +Cemento Holcim 50 kg +CEM-50/);
    expect(flat).not.toContain('VALOR TOTAL');

    const { mail, to, pdf } = await mailOf(clave);
    expect(mail.subject).toMatch(new RegExp(`^Guía de remisión ${numero} de `));
    expect(to).toEqual(['maria.loor@example.com']);
    expect(mail.text).toContain(`Comprobante: Guía de remisión ${numero}`);
    // It carries no amounts: no total in the message either.
    expect(mail.text).not.toContain('Total:');
    expect(pdf).toContain(`GUÍA DE REMISIÓN No. ${numero}`);
  });

  it('a liquidación: its RIDE names the proveedor, prints lines and totals, and goes to the proveedor', async () => {
    const response = await ctx.demo.post(
      '/api/liquidaciones-compra',
      buildLiquidacionCompraRequest({
        ambiente: 1,
        proveedor: {
          tipoIdentificacion: '05',
          identificacion: '1304567892',
          razonSocial: 'Juan Pablo Mero Zambrano',
          direccion: 'Playa de Crucita, Portoviejo',
          email: 'juan.mero@example.com',
        },
        lineas: [
          { codigo: 'COR-KG', descripcion: 'Corvina fresca', cantidad: 10, precioUnitario: 4, codigoPorcentaje: 0 },
        ],
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const clave = response.body.claveAcceso as string;
    const numero = parseClaveAcceso(clave)!.numeroDocumento;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');

    const { factura, layout, flat } = await publicRide(clave);
    expect(factura).toMatchObject({
      codDoc: '03',
      tipoDocumento: 'Liquidacion de compra',
      estado: 'AUTORIZADA',
      comprador: {
        razonSocial: 'Juan Pablo Mero Zambrano',
        identificacion: '1304567892',
        tipoIdentificacion: '05',
        email: 'juan.mero@example.com',
      },
      productos: [{ codPrincipal: 'COR-KG', cantidad: 10, precioUnitario: 4, precioTotal: 40 }],
      facturacion: { subtotalIvaCero: 40, iva: 0, importeTotal: 40 },
      pagos: [{ total: 40 }],
    });
    expect(flat).toContain(`LIQUIDACIÓN DE COMPRA DE BIENES Y PRESTACIÓN DE SERVICIOS No. ${numero}`);
    expect(layout).toContain('Proveedor: Juan Pablo Mero Zambrano');
    expect(layout).toMatch(/COR-KG +10\.00 +Corvina fresca/);
    expect(layout).toMatch(/VALOR TOTAL +40\.00/);

    const { mail, to, pdf } = await mailOf(clave);
    expect(mail.subject).toMatch(new RegExp(`^Liquidación de compra ${numero} de `));
    expect(to).toEqual(['juan.mero@example.com']);
    expect(mail.text).toContain('Total: ');
    expect(pdf).toContain('LIQUIDACIÓN DE COMPRA DE BIENES Y PRESTACIÓN DE SERVICIOS');
  });
});
