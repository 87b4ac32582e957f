import { describe, expect, it } from 'vitest';
import { numeroDocumento } from '../sri/access-key';
import { buildInvoicePayload } from './build-payload';
import { facturarRequestSchema } from './payload';
import { buildReceiptText, RECEIPT_WIDTH } from './receipt';
import { invoiceForm } from './test-support/invoice-form';
import { recomputeFacturaTotals } from './verify-totals';

describe('receipt text', () => {
  it('prints the 48-column receipt of spec 01 §9', () => {
    const { factura } = facturarRequestSchema.parse(buildInvoicePayload(invoiceForm()));
    const clave = '1811202301179001691900120721260002540020711013510';
    const text = buildReceiptText({
      razonSocial: 'COMERCIAL DEMO CON UN NOMBRE LEGAL BASTANTE LARGO PARA PROBAR EL AJUSTE S.A.',
      claveAcceso: clave,
      fecha: new Date('2023-11-19T03:30:00Z'),
      ...factura,
      impuestos: recomputeFacturaTotals(factura).totalConImpuestos,
      pagos: [
        { formaPago: '19', total: 50 },
        { formaPago: '01', total: 3.96 },
      ],
    });
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    expect(lines[0]!.trim()).toBe('COMPROBANTE DE PAGO');
    expect(lines).toContain(clave.slice(0, 25));
    expect(lines).toContain(clave.slice(25));
    expect(lines).toContain('Fecha: 18/11/2023');
    const item = lines.find((line) => line.startsWith('A1 '));
    expect(item).toMatch(/^A1\s+Cable HDMI\s+3\s+10\.01\s+29\.53$/);
    // The line's discount under it; the 0 % base once, named as on the RIDE.
    expect(lines[lines.indexOf(item!) + 1]).toMatch(/^ {2}Descuento:\s+-0\.50$/);
    expect(lines.filter((line) => /0%:/.test(line))).toEqual([expect.stringMatching(/^SUBTOTAL 0%:\s+20\.00$/)]);
    expect(lines.filter((line) => line.includes('Descuento:'))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('SUBTOTAL:'))).toMatch(/49\.53$/);
    expect(lines.find((line) => line.startsWith('SUBTOTAL IVA 15%:'))).toMatch(/29\.53$/);
    expect(lines.find((line) => line.startsWith('SUBTOTAL 0%:'))).toMatch(/20\.00$/);
    expect(lines.find((line) => line.startsWith('IVA:'))).toMatch(/4\.43$/);
    expect(lines.find((line) => line.startsWith('TOTAL:'))).toMatch(/53\.96$/);
    expect(lines.find((line) => line.startsWith('TARJETA DE CRÉDITO:'))).toMatch(/50\.00$/);
    // Issue 25: the payment's whole name, never cut.
    expect(lines.find((line) => line.startsWith('SIN UTILIZACIÓN DEL SISTEMA FINANCIERO:'))).toMatch(/3\.96$/);
    expect(lines).toContain(`FACTURA No. ${numeroDocumento(clave)}`);
    expect(lines.at(-1)!.trim()).toBe('GRACIAS POR SU COMPRA');
  });
  it('prints ICE and IRBPNR lines when the document carries them', () => {
    const form = invoiceForm({
      productos: [
        {
          producto_codigo: 'GAS',
          producto_nombre: 'Gaseosa',
          producto_precio: 0.5,
          producto_cantidad: 6,
          producto_descuento: 0,
          producto_impuesto: 'IVA 15%',
          irbpnr: { botellasPorUnidad: 1, valorPorBotella: 0.02 },
        },
        {
          producto_codigo: 'ENE',
          producto_nombre: 'Energizante',
          producto_precio: 2,
          producto_cantidad: 3,
          producto_descuento: 0,
          producto_impuesto: 'IVA 15%',
          ice: { codigo: 3101, adValorem: 10, especifico: 0 },
        },
      ],
    });
    const { factura } = facturarRequestSchema.parse(buildInvoicePayload(form));
    const lines = buildReceiptText({
      razonSocial: 'DEMO',
      claveAcceso: '1811202301179001691900120721260002540020711013510',
      fecha: new Date('2023-11-19T03:30:00Z'),
      ...factura,
      impuestos: recomputeFacturaTotals(factura).totalConImpuestos,
    }).split('\n');
    // 9.00 net; ICE 0.60; IVA 15 % of 9.60 = 1.44; IRBPNR 0.12.
    expect(lines.find((line) => line.startsWith('SUBTOTAL IVA 15%:'))).toMatch(/9\.60$/);
    expect(lines.find((line) => line.startsWith('ICE:'))).toMatch(/0\.60$/);
    expect(lines.find((line) => line.startsWith('IRBPNR:'))).toMatch(/0\.12$/);
    expect(lines.find((line) => line.startsWith('TOTAL:'))).toMatch(/11\.16$/);
    expect(lines.filter((line) => line.startsWith('SUBTOTAL IVA ')).length).toBe(1);
  });

  it('wraps a long item name under its column and names a credit note', () => {
    const clave = '1811202304179001691900120721260002540020711013510';
    const text = buildReceiptText({
      razonSocial: 'DEMO S.A.',
      claveAcceso: clave,
      fecha: new Date('2023-11-19T03:30:00Z'),
      productos: [
        {
          codigo: 'X1',
          nombre: 'Cemento Holcim gris tipo GU 50 kg',
          cantidad: 1,
          precioUnitario: 8.25,
          precioTotalSinImpuesto: 8.25,
        },
      ],
      totalSinImpuestos: 8.25,
      subtotalIvaCero: 0,
      iva: 1.24,
      importeTotal: 9.49,
    });
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    expect(lines).toContain(`NOTA DE CREDITO No. ${numeroDocumento(clave)}`);
    const row = lines.findIndex((line) => line.startsWith('X1 '));
    expect(lines[row]).toMatch(/^X1\s+Cemento Holcim\s+1\s+8\.25\s+8\.25$/);
    expect(lines[row + 1]).toBe(`${' '.repeat(9)}gris tipo GU 50`);
    expect(lines[row + 2]).toBe(`${' '.repeat(9)}kg`);
  });
});
