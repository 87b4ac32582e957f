import {
  buildInvoicePayload,
  buildReceiptText,
  computeTotals,
  facturarRequestSchema,
  type InvoiceFormState,
  IVA_OPTIONS,
  MOTIVOS_NOTA_CREDITO,
  notaCreditoExcedeFacturaMessage,
  numeroSerieOf,
  RECEIPT_WIDTH,
  roundMoney,
  TIPOS_IDENTIFICACION,
  verifyFacturaTotals,
} from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';

const form = (overrides: Partial<InvoiceFormState> = {}): InvoiceFormState => ({
  ambiente: 1,
  almacen_id: 'alm-1',
  registrar_comprador: true,
  comprador_cedula: '1710034065',
  comprador_nombres: 'maría josé\nandrade',
  comprador_direccion: 'av. 10 de agosto',
  comprador_email: 'maria@example.com',
  tipo_identificacion: '05',
  productos: [
    {
      producto_codigo: 'A1',
      producto_nombre: 'Cable HDMI',
      producto_precio: '10.01',
      producto_cantidad: 3,
      producto_descuento: '0.50',
      producto_impuesto: 'IVA 15%',
      producto_numero_serie: 'SN-77',
      esInventariado: true,
      producto_id: 'p-1',
    },
    {
      producto_codigo: 'B2',
      producto_nombre: 'Servicio técnico',
      producto_precio: 20,
      producto_cantidad: 1,
      producto_descuento: 0,
      producto_impuesto: 'IVA 0%',
    },
  ],
  infoAdicional: [
    { nombre: 'Teléfono', valor: '0991234567' },
    { nombre: '', valor: 'se descarta' },
  ],
  ...overrides,
});

describe('tax catalogue and money', () => {
  it('has the five IVA options of spec 01 §9', () => {
    expect(IVA_OPTIONS.map((option) => [option.label, option.codigoPorcentaje, option.tarifa])).toEqual([
      ['IVA 0%', 0, 0],
      ['IVA 12%', 2, 12],
      ['IVA 13%', 10, 13],
      ['IVA 14%', 3, 14],
      ['IVA 15%', 4, 15],
    ]);
    expect(TIPOS_IDENTIFICACION.map((tipo) => `${tipo.codigo} ${tipo.nombre}`)).toEqual([
      '04 RUC',
      '05 CEDULA',
      '06 PASAPORTE',
      '07 VENTA A CONSUMIDOR FINAL',
      '08 IDENTIFICACION DEL EXTERIOR',
    ]);
    expect(MOTIVOS_NOTA_CREDITO).toEqual([
      'Devolución de producto',
      'Error en facturación',
      'Descuento no aplicado',
      'Anulación de transacción',
      'Otros',
    ]);
  });

  it('rounds money half up to 2 decimals despite binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.285)).toBe(0.29);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });
});

describe('totals', () => {
  it('computes line totals, IVA per line, subtotals per rate and the total', () => {
    const totals = computeTotals([
      { precioUnitario: 10.01, cantidad: 3, descuento: 0.5, codigoPorcentaje: 4 },
      { precioUnitario: 20, cantidad: 1, descuento: 0, codigoPorcentaje: 0 },
      { precioUnitario: 0.1, cantidad: 3, descuento: 0, codigoPorcentaje: 4 },
      { precioUnitario: 3.33, cantidad: 1, descuento: 0, codigoPorcentaje: 2 },
    ]);
    // 10.01 x 3 - 0.50 = 29.53, IVA 15% = 4.4295 -> 4.43; 0.30 -> 0.045 -> 0.05; 3.33 x 12% = 0.3996 -> 0.40.
    expect(totals.lineas.map((linea) => [linea.precioTotalSinImpuesto, linea.impuesto.valor])).toEqual([
      [29.53, 4.43],
      [20, 0],
      [0.3, 0.05],
      [3.33, 0.4],
    ]);
    expect(totals).toMatchObject({
      totalSinImpuestos: 53.16,
      totalDescuento: 0.5,
      subtotalIva: 33.16,
      subtotalIvaCero: 20,
      iva: 4.88,
      importeTotal: 58.04,
      propina: 0,
    });
    expect(totals.totalConImpuestos).toEqual([
      { codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 20, valor: 0 },
      { codigo: 2, codigoPorcentaje: 2, tarifa: 12, baseImponible: 3.33, valor: 0.4 },
      { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 29.83, valor: 4.48 },
    ]);
  });

  it('refuses an unknown rate code', () => {
    expect(() => computeTotals([{ precioUnitario: 1, cantidad: 1, descuento: 0, codigoPorcentaje: 9 }])).toThrow(
      RangeError,
    );
  });
});

describe('invoice payload', () => {
  it('builds the POST /api/facturar body from the form with exact totals', () => {
    const body = facturarRequestSchema.parse(buildInvoicePayload(form()));
    expect(body.registrarComprador).toBe(true);
    const { factura } = body;
    expect(factura).toMatchObject({
      tipoComprobante: 'factura',
      ambiente: 1,
      almacen_id: 'alm-1',
      totalSinImpuestos: 49.53,
      totalDescuento: 0.5,
      subtotalIva: 29.53,
      subtotalIvaCero: 20,
      iva: 4.43,
      importeTotal: 53.96,
      propina: 0,
      comprador: {
        tipoIdentificacion: '05',
        razonSocialComprador: 'MARÍA JOSÉ ANDRADE',
        identificacionComprador: '1710034065',
        direccionComprador: 'AV. 10 DE AGOSTO',
        emailComprador: 'maria@example.com',
      },
    });
    expect(factura.productos[0]).toMatchObject({
      producto_id: 'p-1',
      codigo: 'A1',
      cantidad: 3,
      precioUnitario: 10.01,
      descuento: 0.5,
      precioTotalSinImpuesto: 29.53,
      esInventariado: true,
      detallesAdicionales: [{ nombre: 'SN', valor: 'SN-77' }],
      impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 29.53, valor: 4.43 }],
    });
    expect(numeroSerieOf(factura.productos[0]!)).toBe('SN-77');
    expect(factura.infoAdicional).toEqual([
      { nombre: 'Email', valor: 'maria@example.com' },
      { nombre: 'Teléfono', valor: '0991234567' },
    ]);
    expect(verifyFacturaTotals(factura)).toMatchObject({ ok: true, diferencias: [] });
  });

  it("starts infoAdicional with 'Sin correo' when the buyer has no e-mail", () => {
    const body = buildInvoicePayload(
      form({
        tipo_identificacion: '07',
        comprador_cedula: '9999999999999',
        comprador_nombres: 'CONSUMIDOR FINAL',
        comprador_email: '  ',
      }),
    );
    expect(body.factura.infoAdicional[0]).toEqual({ nombre: 'Email', valor: 'Sin correo' });
    expect(facturarRequestSchema.safeParse(body).success).toBe(true);
  });

  it('adds the credit-note extras with the default reason and an Observación entry', () => {
    const body = facturarRequestSchema.parse(
      buildInvoicePayload(
        form({
          tipoComprobante: 'notaCredito',
          facturaAModificar: '001-001-000000123',
          fechaFactura: '2026-01-05',
          observacionesNotaCredito: 'Producto con falla',
        }),
      ),
    );
    expect(body.factura).toMatchObject({
      tipoComprobante: 'notaCredito',
      facturaModificada: '001-001-000000123',
      motivoNotaCredito: 'Devolución de producto',
      observacionNotaCredito: 'Producto con falla',
      fechaDocumentoModificado: '05/01/2026',
    });
    expect(body.factura.infoAdicional.at(-1)).toEqual({ nombre: 'Observación', valor: 'Producto con falla' });
    const withoutDate = buildInvoicePayload(
      form({ tipoComprobante: 'notaCredito', facturaAModificar: '001-001-000000123' }),
    );
    expect(facturarRequestSchema.safeParse(withoutDate).success).toBe(false);
  });

  it("rejects an invalid cédula with 'La cedula/RUC no es válida.' and an empty item list", () => {
    const invalid = facturarRequestSchema.safeParse(buildInvoicePayload(form({ comprador_cedula: '1710034066' })));
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues.map((issue) => issue.message)).toContain('La cedula/RUC no es válida.');
    const empty = facturarRequestSchema.safeParse(buildInvoicePayload(form({ productos: [] })));
    expect(empty.error?.issues.map((issue) => issue.message)).toContain(
      'Debe ingresar al menos un producto para poder emitir el documento.',
    );
  });

  it('finds every total a client altered', () => {
    const { factura } = facturarRequestSchema.parse(buildInvoicePayload(form()));
    const altered = {
      ...factura,
      importeTotal: 50,
      productos: factura.productos.map((producto, index) =>
        index === 1 ? { ...producto, precioTotalSinImpuesto: 19.99 } : producto,
      ),
    };
    const verification = verifyFacturaTotals(altered);
    expect(verification.ok).toBe(false);
    expect(verification.message).toBe('Los totales del documento no coinciden con el detalle de productos.');
    expect(verification.diferencias).toEqual([
      { campo: 'importeTotal', esperado: 53.96, recibido: 50 },
      { campo: 'productos[1].precioTotalSinImpuesto', esperado: 20, recibido: 19.99 },
    ]);
  });

  it('words the credit-note limit as the spec does', () => {
    expect(notaCreditoExcedeFacturaMessage(120.5, 100)).toBe(
      'El valor total de la nota de crédito (120.50) no puede exceder el valor de la factura original (100.00)',
    );
  });
});

describe('receipt text', () => {
  it('prints the 48-column receipt of spec 01 §9', () => {
    const { factura } = facturarRequestSchema.parse(buildInvoicePayload(form()));
    const clave = '1811202301179001691900120721260002540020711013510';
    const text = buildReceiptText({
      razonSocial: 'COMERCIAL DEMO CON UN NOMBRE LEGAL BASTANTE LARGO PARA PROBAR EL AJUSTE S.A.',
      claveAcceso: clave,
      fecha: new Date('2023-11-19T03:30:00Z'),
      ...factura,
    });
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    expect(lines[0]!.trim()).toBe('COMPROBANTE DE PAGO');
    expect(lines).toContain(clave.slice(0, 25));
    expect(lines).toContain(clave.slice(25));
    expect(lines).toContain('Fecha: 18/11/2023');
    const item = lines.find((line) => line.startsWith('A1 '));
    expect(item).toMatch(/^A1\s+Cable HDMI\s+3\s+10\.01\s+29\.53$/);
    expect(lines.find((line) => line.startsWith('SUBTOTAL:'))).toMatch(/49\.53$/);
    expect(lines.find((line) => line.startsWith('IVA 0%:'))).toMatch(/20\.00$/);
    expect(lines.find((line) => line.startsWith('IVA:'))).toMatch(/4\.43$/);
    expect(lines.find((line) => line.startsWith('TOTAL:'))).toMatch(/53\.96$/);
    expect(lines.at(-1)!.trim()).toBe('GRACIAS POR SU COMPRA');
  });
});
