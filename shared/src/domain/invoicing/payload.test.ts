import { describe, expect, it } from 'vitest';
import { buildInvoicePayload } from './build-payload';
import { notaCreditoExcedeFacturaMessage } from './credit-note';
import { FACTURA_MODIFICADA_INVALIDA_MESSAGE, facturarRequestSchema, numeroSerieOf } from './payload';
import { invoiceForm } from './test-support/invoice-form';
import { verifyFacturaTotals } from './verify-totals';

describe('invoice payload', () => {
  it('builds the POST /api/facturar body from the form with exact totals', () => {
    const body = facturarRequestSchema.parse(buildInvoicePayload(invoiceForm()));
    expect(body.registrarComprador).toBe(true);
    const { factura } = body;
    expect(factura).toMatchObject({
      tipoComprobante: 'factura',
      ambiente: 1,
      almacen_id: '0b5d3a4e-8f1c-4c2a-9d7e-1a2b3c4d5e6f',
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
      producto_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
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
      invoiceForm({
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
        invoiceForm({
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
      invoiceForm({ tipoComprobante: 'notaCredito', facturaAModificar: '001-001-000000123' }),
    );
    expect(facturarRequestSchema.safeParse(withoutDate).success).toBe(false);
  });

  it('names the modified invoice by number or by its 49-digit access key, nothing else', () => {
    const note = (facturaAModificar: string) =>
      facturarRequestSchema.safeParse(
        buildInvoicePayload(
          invoiceForm({ tipoComprobante: 'notaCredito', facturaAModificar, fechaFactura: '05/01/2026' }),
        ),
      );
    expect(note('1811202301179001691900120721260002540020711013510').success).toBe(true);
    expect(note('001-001-000000123').success).toBe(true);
    for (const bad of ['1-1-123', '001-001-000000123 ', '18112023011790016919001207212600025400207110135']) {
      expect(note(bad).error?.issues.map((issue) => issue.message)).toEqual([FACTURA_MODIFICADA_INVALIDA_MESSAGE]);
    }
  });

  it("rejects an invalid cédula with 'La cedula/RUC no es válida.' and an empty item list", () => {
    const invalid = facturarRequestSchema.safeParse(
      buildInvoicePayload(invoiceForm({ comprador_cedula: '1710034066' })),
    );
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues.map((issue) => issue.message)).toContain('La cedula/RUC no es válida.');
    const empty = facturarRequestSchema.safeParse(buildInvoicePayload(invoiceForm({ productos: [] })));
    expect(empty.error?.issues.map((issue) => issue.message)).toContain(
      'Debe ingresar al menos un producto para poder emitir el documento.',
    );
  });

  it('finds every total a client altered', () => {
    const { factura } = facturarRequestSchema.parse(buildInvoicePayload(invoiceForm()));
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
