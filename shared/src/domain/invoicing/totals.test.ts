import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals';

describe('totals', () => {
  it("computes line totals, IVA per line, IVA per rate on the rate's base, and the total", () => {
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
      iva: 4.87,
      importeTotal: 58.03,
      propina: 0,
    });
    expect(totals.totalConImpuestos).toEqual([
      { codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 20, valor: 0 },
      { codigo: 2, codigoPorcentaje: 2, tarifa: 12, baseImponible: 3.33, valor: 0.4 },
      // 29.83 x 15% = 4.4745 -> 4.47 (the lines' own IVA adds up to 4.48).
      { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 29.83, valor: 4.47 },
    ]);
  });

  it('rounds IVA once per rate: 30 lines of $0.03 at 15% carry IVA 0.14, not 0.00', () => {
    const totals = computeTotals(
      Array.from({ length: 30 }, () => ({ precioUnitario: 0.03, cantidad: 1, descuento: 0, codigoPorcentaje: 4 })),
    );
    expect(totals.lineas[0]!.impuesto.valor).toBe(0);
    expect(totals).toMatchObject({ totalSinImpuestos: 0.9, iva: 0.14, importeTotal: 1.04 });
  });

  it('shows the IVA its base implies: a 1.98 base at 15% carries 0.30', () => {
    const totals = computeTotals([
      { precioUnitario: 0.99, cantidad: 1, descuento: 0, codigoPorcentaje: 4 },
      { precioUnitario: 0.99, cantidad: 1, descuento: 0, codigoPorcentaje: 4 },
    ]);
    expect(totals.totalConImpuestos).toEqual([
      { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 1.98, valor: 0.3 },
    ]);
    expect(totals.importeTotal).toBe(2.28);
  });

  it('keeps one entry per rate for 5%, No objeto, Exento and the diferenciado rate', () => {
    const totals = computeTotals([
      { precioUnitario: 10, cantidad: 1, descuento: 0, codigoPorcentaje: 5 },
      { precioUnitario: 4, cantidad: 1, descuento: 0, codigoPorcentaje: 6 },
      { precioUnitario: 3, cantidad: 1, descuento: 0, codigoPorcentaje: 7 },
      { precioUnitario: 2, cantidad: 1, descuento: 0, codigoPorcentaje: 0 },
      { precioUnitario: 100, cantidad: 1, descuento: 0, codigoPorcentaje: 8 },
    ]);
    expect(totals.totalConImpuestos.map((impuesto) => [impuesto.codigoPorcentaje, impuesto.valor])).toEqual([
      [0, 0],
      [5, 0.5],
      [6, 0],
      [7, 0],
      [8, 8],
    ]);
    expect(totals).toMatchObject({ subtotalIva: 110, subtotalIvaCero: 9, iva: 8.5, importeTotal: 127.5 });
  });

  it('refuses an unknown rate code', () => {
    expect(() => computeTotals([{ precioUnitario: 1, cantidad: 1, descuento: 0, codigoPorcentaje: 9 }])).toThrow(
      RangeError,
    );
  });
});
