import { describe, expect, it } from 'vitest';
import { buildInvoicePayload } from './build-payload';
import { facturaPayloadSchema } from './payload';
import { invoiceLineTaxesViolation, lineTaxesOf } from './product-taxes';
import { catalogoImpuestos, iceVigente } from './tax-catalogue';
import { invoiceForm } from './test-support/invoice-form';
import { computeTotals } from './totals';
import { TOTALES_NO_COINCIDEN_MESSAGE, verifyFacturaTotals } from './verify-totals';

const IVA_15 = 4;
const IVA_0 = 0;

describe('ICE and IRBPNR in the totals', () => {
  const totals = computeTotals([
    // Soda: 6 units of 1 bottle, IRBPNR 6 x 0.02 outside the IVA base.
    {
      precioUnitario: 0.5,
      cantidad: 6,
      descuento: 0,
      codigoPorcentaje: IVA_15,
      irbpnr: { botellasPorUnidad: 1, valorPorBotella: 0.02 },
    },
    // Energy drink, ICE 10 % ad valorem on the net after the discount.
    {
      precioUnitario: 2,
      cantidad: 3,
      descuento: 0.5,
      codigoPorcentaje: IVA_15,
      ice: { codigo: 3101, adValorem: 10, especifico: 0 },
    },
    // Cigarettes, ICE 0.17 per unit (specific only).
    {
      precioUnitario: 0.25,
      cantidad: 20,
      descuento: 0,
      codigoPorcentaje: IVA_15,
      ice: { codigo: 3023, adValorem: 0, especifico: 0.17 },
    },
    // Both parts: 75 % of 19.00 + 1.00 x 2.
    {
      precioUnitario: 10,
      cantidad: 2,
      descuento: 1,
      codigoPorcentaje: IVA_15,
      ice: { codigo: 3031, adValorem: 75, especifico: 1 },
    },
    // Water at IVA 0 %, a pack of 2 bottles: 3 packs = 6 bottles.
    {
      precioUnitario: 1.25,
      cantidad: 3,
      descuento: 0.25,
      codigoPorcentaje: IVA_0,
      irbpnr: { botellasPorUnidad: 2, valorPorBotella: 0.02 },
    },
  ]);

  it('puts each tax of a line in its impuestos: IVA on net + ICE, then ICE, then IRBPNR', () => {
    expect(totals.lineas.map((linea) => linea.impuestos)).toEqual([
      [
        { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 3, valor: 0.45 },
        { codigo: 5, codigoPorcentaje: 5001, tarifa: 0.02, baseImponible: 6, valor: 0.12 },
      ],
      [
        // 5.50 + 0.55 = 6.05; 6.05 x 15 % = 0.9075 -> 0.91.
        { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 6.05, valor: 0.91 },
        { codigo: 3, codigoPorcentaje: 3101, tarifa: 10, baseImponible: 5.5, valor: 0.55 },
      ],
      [
        { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 8.4, valor: 1.26 },
        { codigo: 3, codigoPorcentaje: 3023, tarifa: 0, baseImponible: 5, valor: 3.4 },
      ],
      [
        { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 35.25, valor: 5.29 },
        { codigo: 3, codigoPorcentaje: 3031, tarifa: 75, baseImponible: 19, valor: 16.25 },
      ],
      [
        { codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 3.5, valor: 0 },
        { codigo: 5, codigoPorcentaje: 5001, tarifa: 0.02, baseImponible: 6, valor: 0.12 },
      ],
    ]);
  });

  it('sums every tax per (codigo, codigoPorcentaje), IVA rounded once on its base, to the cent', () => {
    expect(totals.totalConImpuestos).toEqual([
      { codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 3.5, valor: 0 },
      // 3.00 + 6.05 + 8.40 + 35.25 = 52.70; x 15 % = 7.905 -> 7.91.
      { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 52.7, valor: 7.91 },
      { codigo: 3, codigoPorcentaje: 3023, tarifa: 0, baseImponible: 5, valor: 3.4 },
      { codigo: 3, codigoPorcentaje: 3031, tarifa: 75, baseImponible: 19, valor: 16.25 },
      { codigo: 3, codigoPorcentaje: 3101, tarifa: 10, baseImponible: 5.5, valor: 0.55 },
      { codigo: 5, codigoPorcentaje: 5001, tarifa: 0.02, baseImponible: 12, valor: 0.24 },
    ]);
    expect(totals).toMatchObject({
      totalSinImpuestos: 36,
      totalDescuento: 1.75,
      subtotalIva: 32.5,
      subtotalIvaCero: 3.5,
      iva: 7.91,
      ice: 20.2,
      irbpnr: 0.24,
      // 36.00 + 20.20 + 7.91 + 0.24.
      importeTotal: 64.35,
    });
  });

  it('credits ICE and IRBPNR in proportion: 2 of the 6 sodas carry 0.04', () => {
    const credit = computeTotals([
      {
        precioUnitario: 0.5,
        cantidad: 2,
        descuento: 0,
        codigoPorcentaje: IVA_15,
        irbpnr: { botellasPorUnidad: 1, valorPorBotella: 0.02 },
      },
    ]);
    expect(credit).toMatchObject({ totalSinImpuestos: 1, iva: 0.15, irbpnr: 0.04, importeTotal: 1.19 });
  });
});

describe('the dated catalogue', () => {
  it('answers the taxes in force on a date', () => {
    const marzo = catalogoImpuestos('2024-03-31');
    const abril = catalogoImpuestos('2024-04-01');
    expect(marzo.iva.map((iva) => iva.descripcion)).toContain('IVA 12%');
    expect(abril.iva.map((iva) => iva.descripcion)).not.toContain('IVA 12%');
    expect(abril.irbpnr).toEqual([expect.objectContaining({ codigoPorcentaje: 5001, especifico: 0.02 })]);
    expect(catalogoImpuestos('2011-06-01').irbpnr).toEqual([]);
    expect(iceVigente(3101, '2026-11-26')).toMatchObject({ adValorem: 10, especifico: null });
  });

  it("gives a product's line its ICE and IRBPNR at the date's rates", () => {
    expect(lineTaxesOf({ irbpnr: true, botellasPorUnidad: 6, ice: { codigo: 3054 } }, '2026-11-26')).toEqual({
      ice: { codigo: 3054, adValorem: 10, especifico: 0 },
      irbpnr: { botellasPorUnidad: 6, valorPorBotella: 0.02 },
    });
    expect(lineTaxesOf({ irbpnr: false, botellasPorUnidad: 1, ice: null }, '2026-11-26')).toEqual({
      ice: null,
      irbpnr: null,
    });
  });

  it('refuses lines that do not carry their product taxes, and free lines that carry any', () => {
    const soda = { irbpnr: true, botellasPorUnidad: 1, ice: null };
    const irbpnr = { botellasPorUnidad: 1, valorPorBotella: 0.02 };
    expect(invoiceLineTaxesViolation([{ codigo: 'S1', irbpnr }], () => soda, '2026-11-26')).toBeNull();
    expect(invoiceLineTaxesViolation([{ codigo: 'S1' }], () => soda, '2026-11-26')).toBe(
      'Producto S1: el ICE o el IRBPNR de la línea no corresponden al producto; vuelva a elegir el producto.',
    );
    expect(invoiceLineTaxesViolation([{ codigo: 'L1', irbpnr }], () => undefined, '2026-11-26')).toBe(
      'Producto L1: solo una línea de un producto registrado puede llevar ICE o IRBPNR.',
    );
  });
});

describe('the payload with ICE and IRBPNR', () => {
  const form = invoiceForm({
    productos: [
      {
        producto_codigo: 'GASEOSA',
        producto_nombre: 'Gaseosa 500 ml',
        producto_precio: 0.5,
        producto_cantidad: 6,
        producto_descuento: 0,
        producto_impuesto: 'IVA 15%',
        irbpnr: { botellasPorUnidad: 1, valorPorBotella: 0.02 },
      },
      {
        producto_codigo: 'ENERG',
        producto_nombre: 'Energizante',
        producto_precio: 2,
        producto_cantidad: 1,
        producto_descuento: 0,
        producto_impuesto: 'IVA 15%',
        ice: { codigo: 3101, adValorem: 10, especifico: 0 },
      },
    ],
  });

  it('builds a payload the schema accepts and the server verifies to the cent', () => {
    const { factura } = buildInvoicePayload(form);
    expect(factura).toMatchObject({ ice: 0.2, irbpnr: 0.12, iva: 0.78, importeTotal: 6.1 });
    const parsed = facturaPayloadSchema.parse(factura);
    expect(verifyFacturaTotals(parsed).ok).toBe(true);
  });

  it('refuses a tampered IRBPNR or ICE figure, and a line whose ICE went missing', () => {
    const { factura } = buildInvoicePayload(form);
    const tampered = structuredClone(factura);
    tampered.productos[0]!.impuestos[1]!.valor = 0.02;
    const irbpnr = verifyFacturaTotals(facturaPayloadSchema.parse(tampered));
    expect(irbpnr.message).toBe(TOTALES_NO_COINCIDEN_MESSAGE);
    expect(irbpnr.diferencias).toEqual([{ campo: 'productos[0].impuestos[1].valor', esperado: 0.12, recibido: 0.02 }]);

    const sinIce = structuredClone(factura);
    sinIce.productos[1]!.impuestos = sinIce.productos[1]!.impuestos.slice(0, 1);
    expect(verifyFacturaTotals(facturaPayloadSchema.parse(sinIce)).diferencias.map((d) => d.campo)).toContain(
      'productos[1].impuestos[1].codigo',
    );

    const totalIce = structuredClone(factura);
    totalIce.ice = 0.1;
    expect(verifyFacturaTotals(facturaPayloadSchema.parse(totalIce)).diferencias).toEqual([
      { campo: 'ice', esperado: 0.2, recibido: 0.1 },
    ]);
  });
});
