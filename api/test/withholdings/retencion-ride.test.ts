import { parseClaveAcceso } from '@facturador/shared/domain';
import { buildRidePdf } from '@facturador/shared/ride';
import { describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi, waitForEstado } from '../emission/helpers';
import { pdfText } from '../helpers/pdf-text';
import { PROVEEDOR, supplierInvoiceTo } from './supplier';

/** Issue 37 §3: the RIDE of an authorized comprobante de retención, as the public page builds it. */
const ctx = useEmissionApi();

describe('the RIDE of an authorized comprobante de retención', () => {
  it('prints the sujeto retenido, the ejercicio fiscal, base, porcentaje and valor per line and the total, no invoice words', async () => {
    expect((await ctx.demo.put('/api/emisor', { agenteRetencion: '1' })).status).toBe(200);
    const factura = supplierInvoiceTo(950, demoEmisor);
    ctx.sim.publish(factura.xml);
    const compra = await ctx.demo.post('/api/compras', {
      claveAcceso: factura.claveAcceso,
      proveedorEmail: PROVEEDOR.email,
    });
    expect(compra.status).toBe(201);
    const emitida = await ctx.demo.post('/api/retenciones', {
      compra_id: compra.body.id,
      retenciones: [
        { impuesto: 'renta', codigo: '312', baseImponible: 250, porcentaje: 1.75 },
        { impuesto: 'iva', codigo: '1', baseImponible: 30, porcentaje: 30 },
      ],
    });
    expect(emitida.status).toBe(200);
    const { claveAcceso } = emitida.body;
    await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');

    const ride = await ctx.api.anonymous.get(`/api/factura_ride/${claveAcceso}`);
    expect(ride.status).toBe(200);
    const fecha = ride.body.factura.fecha as string;
    const invoiceDate = parseClaveAcceso(factura.claveAcceso)!.fechaEmision;
    const pdf = await buildRidePdf(ride.body.factura);
    const text = pdfText(pdf, true);
    const flat = pdfText(pdf, false).replace(/\s+/g, ' ');

    expect(text).toContain(`COMPROBANTE DE RETENCIÓN No. ${parseClaveAcceso(claveAcceso)!.numeroDocumento}`);
    expect(text).toContain(`R.U.C.: ${demoEmisor.ruc}`);
    expect(text).toContain(`Razón Social / Nombres y Apellidos: ${PROVEEDOR.razonSocial}`);
    expect(text).toContain(`Identificación: ${PROVEEDOR.ruc}`);
    expect(text).toContain(`Fecha Emisión: ${fecha}`);
    expect(text).toContain(`Ejercicio Fiscal: ${fecha.slice(3)}`);
    expect(text).toMatch(
      new RegExp(`FACTURA +${factura.numero} +${invoiceDate} +RENTA +312 +250\\.00 +1\\.75% +4\\.38`),
    );
    expect(text).toMatch(new RegExp(`FACTURA +${factura.numero} +${invoiceDate} +IVA +1 +30\\.00 +30\\.00% +9\\.00`));
    expect(text).toMatch(/TOTAL RETENIDO +13\.38/);
    expect(flat).toContain('Base Imponible para la Retención');
    expect(flat).toContain('Valor Retenido');
    expect(text).toMatch(new RegExp(`Email +${PROVEEDOR.email.replaceAll('.', '\\.')}`));
    for (const word of ['Cantidad', 'Precio Total', 'SUBTOTAL', 'PROPINA', 'VALOR TOTAL', 'Forma de pago'])
      expect(flat, word).not.toContain(word);
  });
});
