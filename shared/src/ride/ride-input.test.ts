import { formatMoneyPlain } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { BarcodeError, code128Modules, darkRuns } from './barcode';
import { formatDecimal, formatFechaHora, printableText } from './format';
import { normalizeRide, type RideInput, SIN_AUTORIZACION_TEXT } from './ride-input';
import { descriptionFontSize } from './sections/details';
import { claveAcceso, facturaRide, notaCreditoRide } from './test-support/fixtures';

/** Older data without the fields the spec gives defaults for. */
function withoutDefaults(input: RideInput): RideInput {
  const { obligadoContabilidad: _o, tipoDocumento: _t, codDoc: _c, ...rest } = input;
  return rest;
}

describe('normalizeRide: defaults and padding (spec 02 §9)', () => {
  it('pads establishment, emission point and sequence to 3, 3 and 9 digits', () => {
    const ride = normalizeRide({ ...facturaRide(), numeroEstablecimiento: 1, puntoEmision: '2', secuencial: 45 });
    expect(ride.numero).toBe('001-002-000000045');
  });

  it('defaults obligadoContabilidad to SI and tipoDocumento to Factura', () => {
    const ride = normalizeRide(withoutDefaults(facturaRide()));
    expect(ride.obligadoContabilidad).toBe('SI');
    expect(ride.tipoDocumento).toBe('Factura');
    expect(ride.titulo).toBe('FACTURA');
    expect(ride.esNotaCredito).toBe(false);
    expect(normalizeRide({ ...facturaRide(), obligadoContabilidad: 'NO' }).obligadoContabilidad).toBe('NO');
  });

  it("a credit note (codDoc 04 in its access key) defaults to 'Nota de credito' and keeps its modified invoice", () => {
    const ride = normalizeRide(withoutDefaults(notaCreditoRide()));
    expect(ride.tipoDocumento).toBe('Nota de credito');
    expect(ride.titulo).toBe('NOTA DE CRÉDITO');
    expect(ride.esNotaCredito).toBe(true);
    expect(ride.notaCredito).toEqual({
      facturaModificada: '001-001-000000123',
      fechaDocumentoModificado: '01/03/2025',
      motivo: 'Devolución de mercadería',
      observacion: 'El cliente devolvió el router por falla de fábrica',
    });
    expect(ride.pagos).toEqual([]);
  });

  it("writes a payment term with its accent, «(30 días)», and the SRI table's one spelling of UTILIZACIÓN", () => {
    const factura = facturaRide();
    const ride = normalizeRide({
      ...factura,
      pagos: [
        { formaPago: '01', descripcion: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', total: 1.5 },
        {
          formaPago: '20',
          descripcion: 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO',
          total: 10,
          plazo: 30,
          unidadTiempo: 'dias',
        },
      ],
    });
    expect(ride.pagos.map((pago) => pago.formaPago)).toEqual([
      '01 - SIN UTILIZACIÓN DEL SISTEMA FINANCIERO',
      '20 - OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO (30 días)',
    ]);
  });

  it('prints fixed 15% labels with devolución IVA, IRBPNR and propina always 0.00', () => {
    const factura = facturaRide();
    const ride = normalizeRide({ ...factura, facturacion: { ...factura.facturacion, propina: 2.5 } });
    expect(ride.totales).toEqual([
      { etiqueta: 'SUBTOTAL 15%', valor: '10.00' },
      { etiqueta: 'SUBTOTAL 0%', valor: '0.00' },
      { etiqueta: 'SUBTOTAL NO OBJETO DE IVA', valor: '0.00' },
      { etiqueta: 'SUBTOTAL EXENTO DE IVA', valor: '0.00' },
      { etiqueta: 'SUBTOTAL SIN IMPUESTOS', valor: '10.00' },
      { etiqueta: 'TOTAL DESCUENTO', valor: '0.00' },
      { etiqueta: 'ICE', valor: '0.00' },
      { etiqueta: 'IVA 15%', valor: '1.50' },
      { etiqueta: 'TOTAL DEVOLUCION IVA', valor: '0.00' },
      { etiqueta: 'IRBPNR', valor: '0.00' },
      { etiqueta: 'PROPINA', valor: '0.00' },
      { etiqueta: 'VALOR TOTAL', valor: '11.50' },
    ]);
  });

  it('prints the real ICE and IRBPNR from the tax totals by codigo, ICE inside the IVA base', () => {
    const factura = facturaRide();
    const ride = normalizeRide({
      ...factura,
      facturacion: {
        ...factura.facturacion,
        totalSinImpuestos: 9,
        subtotalIva: 9,
        iva: 1.44,
        importeTotal: 11.16,
        impuestos: [
          { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 9.6, valor: 1.44 },
          { codigo: 3, codigoPorcentaje: 3101, tarifa: 10, baseImponible: 6, valor: 0.6 },
          { codigo: 5, codigoPorcentaje: 5001, tarifa: 0.02, baseImponible: 6, valor: 0.12 },
        ],
      },
    });
    const valor = (etiqueta: string) => ride.totales.find((total) => total.etiqueta === etiqueta)?.valor;
    // The 15 % base holds net + ICE: with ICE it is labelled as the IVA base (issue 37).
    expect(valor('BASE IVA 15%')).toBe('9.60');
    expect(valor('SUBTOTAL 15%')).toBeUndefined();
    expect(valor('ICE')).toBe('0.60');
    expect(valor('IVA 15%')).toBe('1.44');
    expect(valor('IRBPNR')).toBe('0.12');
    expect(ride.totales.map((total) => total.etiqueta).filter((e) => e.startsWith('IVA'))).toEqual(['IVA 15%']);
  });

  it('prints one subtotal line per rate used, each base on its own line', () => {
    const factura = facturaRide();
    const impuestos = [
      { codigoPorcentaje: 0, tarifa: 0, baseImponible: 2, valor: 0 },
      { codigoPorcentaje: 4, tarifa: 15, baseImponible: 1.98, valor: 0.3 },
      { codigoPorcentaje: 5, tarifa: 5, baseImponible: 10, valor: 0.5 },
      { codigoPorcentaje: 6, tarifa: 0, baseImponible: 4, valor: 0 },
      { codigoPorcentaje: 7, tarifa: 0, baseImponible: 3, valor: 0 },
    ];
    const facturacion = {
      ...factura.facturacion,
      subtotalIva: 11.98,
      subtotalIvaCero: 9,
      totalSinImpuestos: 20.98,
      iva: 0.8,
      importeTotal: 21.78,
      impuestos,
    };
    expect(normalizeRide({ ...factura, facturacion }).totales.slice(0, 10)).toEqual([
      { etiqueta: 'SUBTOTAL 15%', valor: '1.98' },
      { etiqueta: 'SUBTOTAL 5%', valor: '10.00' },
      { etiqueta: 'SUBTOTAL 0%', valor: '2.00' },
      { etiqueta: 'SUBTOTAL NO OBJETO DE IVA', valor: '4.00' },
      { etiqueta: 'SUBTOTAL EXENTO DE IVA', valor: '3.00' },
      { etiqueta: 'SUBTOTAL SIN IMPUESTOS', valor: '20.98' },
      { etiqueta: 'TOTAL DESCUENTO', valor: '0.00' },
      { etiqueta: 'ICE', valor: '0.00' },
      { etiqueta: 'IVA 15%', valor: '0.30' },
      { etiqueta: 'IVA 5%', valor: '0.50' },
    ]);
  });

  it('shows a pending authorization instead of an empty one', () => {
    const ride = normalizeRide({ ...facturaRide(), numeroAutorizacion: null, fechaAutorizacion: null });
    expect(ride.numeroAutorizacion).toBe(SIN_AUTORIZACION_TEXT);
    expect(ride.fechaAutorizacion).toBe(SIN_AUTORIZACION_TEXT);
  });

  it('turns detalleAdicional, as a string or as name/value pairs, into printed lines', () => {
    const [line] = normalizeRide(
      facturaRide({
        productos: [
          {
            ...facturaRide().productos[0]!,
            detalleAdicional: [
              { _nombre: 'SN', _valor: 'ABC123' },
              { _nombre: 'Color', _valor: 'Rojo' },
            ],
          },
        ],
      }),
    ).lineas;
    expect(line!.detalleAdicional).toEqual(['SN: ABC123', 'Color: Rojo']);
    const texto = normalizeRide({
      ...facturaRide(),
      productos: [{ ...facturaRide().productos[0]!, detalleAdicional: 'Garantía 1 año' }],
    });
    expect(texto.lineas[0]!.detalleAdicional).toEqual(['Garantía 1 año']);
  });
});

describe('printed values', () => {
  it('money always has 2 decimals; quantities and unit prices keep up to 6 significant decimals', () => {
    // Amounts print as SRI's own RIDEs print them: no currency sign.
    expect(formatMoneyPlain(1234.5)).toBe('1234.50');
    expect(formatMoneyPlain(0.005)).toBe('0.01');
    expect(formatDecimal(2)).toBe('2.00');
    expect(formatDecimal(0.125)).toBe('0.125');
    expect(formatDecimal(1.123456)).toBe('1.123456');
  });

  it('authorization dates read dd/mm/aaaa hh:mm:ss', () => {
    expect(formatFechaHora('2025-03-01T10:15:07-05:00')).toBe('01/03/2025 10:15:07');
    expect(formatFechaHora('01/03/2025')).toBe('01/03/2025');
  });

  it('keeps every Spanish letter and reduces what the PDF fonts cannot show', () => {
    expect(printableText('ÑANDÚ — “Peña”\nsegunda línea')).toBe('ÑANDÚ - "Peña" segunda línea');
    expect(printableText('Čeština 東京')).toBe('Cestina ??');
  });

  it('the description font shrinks above 40 characters and again above 55', () => {
    expect(descriptionFontSize('x'.repeat(40))).toBe(7);
    expect(descriptionFontSize('x'.repeat(41))).toBe(6);
    expect(descriptionFontSize('x'.repeat(55))).toBe(6);
    expect(descriptionFontSize('x'.repeat(56))).toBe(5);
  });
});

describe('CODE128 of the access key', () => {
  it('encodes the 49 digits between the CODE128 start C and stop patterns', async () => {
    const modules = await code128Modules(claveAcceso('01', 123));
    expect(modules.startsWith('11010011100')).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
    // Start, 24 digit pairs in set C, a switch to set B, the odd digit, the check symbol: 11 modules each.
    expect(modules.length).toBe(28 * 11 + 13);
    expect(darkRuns('0110111')).toEqual([
      [1, 2],
      [4, 3],
    ]);
  });

  it('a value CODE128 cannot encode fails with a Spanish message (spec 02 §8)', async () => {
    const failure = await code128Modules('clave ñ').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BarcodeError);
    expect((failure as BarcodeError).kind).toBe('entrada-invalida');
    expect((failure as BarcodeError).message).toBe('"clave ñ" no es un valor válido para el código de barras CODE128');
  });
});
