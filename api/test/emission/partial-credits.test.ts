import {
  type CreditableRemainderResponse,
  creditNoteFormLines,
  fechaIsoHoy,
  formatFechaSri,
  type InvoiceFormLine,
  lineTaxesOf,
  type Product,
  proratedDiscount,
  sumMoney,
} from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, facturar, invoiceBody, line, useEmissionApi, waitForEstado } from './helpers';

/**
 * Issue 37 §4: the credit notes of an invoice line, added up, never exceed and can always reach the
 * invoice's figures. Three one-unit notes on 3 × 1.25 with ICE 10 % carried 0.13 each (0.39 against
 * 0.38 billed); a line of 4.00 could only be credited up to 3.99.
 */
const ctx = useEmissionApi();
const today = fechaIsoHoy();
const month = `desde=${today.slice(0, 8)}01&hasta=${today}&ambiente=1`;

let energizante: Product;
beforeAll(async () => {
  expect((await ctx.demo.put('/api/emisor', { cobraIce: true })).status).toBe(200);
  const created = await ctx.demo.post('/api/productos', {
    codigo: 'T-ENER-125',
    nombre: 'Bebida energizante 250 ml',
    precio: 1.25,
    ice: { codigo: 3101 },
  });
  expect(created.status).toBe(201);
  energizante = created.body.producto;
});

async function authorized(body: unknown): Promise<string> {
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

const acreditable = async (clave: string): Promise<CreditableRemainderResponse> =>
  (await ctx.demo.get(`/api/facturas/${clave}/acreditable`)).body;

/** The screen's credit note: its billed line lowered to one unit (discount prorated), with what is left. */
function oneUnitNote(clave: string, left: CreditableRemainderResponse, withShares = true) {
  const [billed] = creditNoteFormLines(left);
  const unit: InvoiceFormLine = {
    ...billed!,
    producto_cantidad: 1,
    producto_descuento: proratedDiscount(billed!.facturado, 1),
  };
  return invoiceBody({
    tipoComprobante: 'notaCredito',
    ...BUYER,
    productos: [unit],
    motivoNotaCredito: 'Devolución de producto',
    facturaAModificar: clave,
    fechaFactura: formatFechaSri(new Date()),
    ...(withShares ? { acreditable: { restantes: left.restantes, ivaRestante: left.ivaRestante } } : {}),
  });
}

/** Credits the invoice's line one unit at a time, three times; the notes as sent and authorized. */
async function creditThreeUnits(clave: string) {
  const notes = [];
  for (let i = 0; i < 3; i++) {
    const body = oneUnitNote(clave, await acreditable(clave));
    await authorized(body);
    notes.push(body.factura);
  }
  return notes;
}

describe('partial credit notes add up to the invoice, to the cent', () => {
  it('three one-unit notes carry exactly the ICE, IVA and total of a 3-unit line', async () => {
    const productos = [
      line(energizante.codigo, energizante.nombre, 1.25, 3, {
        producto_id: energizante._id,
        ...lineTaxesOf(energizante, fechaIsoHoy()),
      }),
    ];
    const invoice = invoiceBody({ productos });
    // 3.75 + ICE 10 % 0.375 → 0.38; IVA 15 % of 4.13 = 0.6195 → 0.62; total 4.75.
    expect(invoice.factura).toMatchObject({ totalSinImpuestos: 3.75, ice: 0.38, iva: 0.62, importeTotal: 4.75 });
    const clave = await authorized(invoice);

    const notes = await creditThreeUnits(clave);
    expect(notes.map((note) => note.ice)).toEqual([0.13, 0.13, 0.12]);
    expect(sumMoney(notes.map((note) => note.ice))).toBe(0.38);
    expect(sumMoney(notes.map((note) => note.iva))).toBe(0.62);
    expect(sumMoney(notes.map((note) => note.totalSinImpuestos))).toBe(3.75);
    expect(sumMoney(notes.map((note) => note.importeTotal))).toBe(4.75);

    const left = await acreditable(clave);
    expect(left).toMatchObject({ importeAcreditado: 4.75, importeDisponible: 0 });
    expect(left.restantes).toEqual([expect.objectContaining({ cantidad: 0, neto: 0, ice: 0, irbpnr: 0 })]);
    expect(left.ivaRestante).toEqual([expect.objectContaining({ codigoPorcentaje: 4, baseImponible: 0, valor: 0 })]);
    // The report nets the notes' ICE and IVA to zero against the invoice's.
    const report = (await ctx.demo.get(`/api/reportes/ventas?${month}`)).body;
    expect(report.ice).toMatchObject({ facturas: { valor: 0.38 }, notasCredito: { valor: 0.38 }, neto: { valor: 0 } });
    expect(report.totalIva.neto.valor).toBe(0);
  });

  /** An invoice of 3 energy drinks (ICE 0.38) with two one-unit notes already issued on it. */
  async function twoOfThreeCredited(): Promise<string> {
    const productos = [
      line(energizante.codigo, energizante.nombre, 1.25, 3, {
        producto_id: energizante._id,
        ...lineTaxesOf(energizante, fechaIsoHoy()),
      }),
    ];
    const clave = await authorized(invoiceBody({ productos }));
    for (let i = 0; i < 2; i++) await authorized(oneUnitNote(clave, await acreditable(clave)));
    return clave;
  }

  it("a note that names no shares (an integrator's) is issued with its share, not its own rates", async () => {
    const clave = await twoOfThreeCredited();
    // The third unit by its own rates: ICE 0.13 where 0.12 is left. The server issues it with 0.12.
    const byRates = oneUnitNote(clave, await acreditable(clave), false);
    expect(byRates.factura.ice).toBe(0.13);
    const nota = await authorized(byRates);
    const xml = (await ctx.api.anonymous.get(`/api/factura_xml/${nota}`)).body as string;
    expect(xml).toMatch(
      /<codigo>3<\/codigo><codigoPorcentaje>3101<\/codigoPorcentaje><tarifa>10(\.00)?<\/tarifa><baseImponible>[\d.]+<\/baseImponible><valor>0\.12<\/valor>/,
    );
    const left = await acreditable(clave);
    expect(left.restantes.map((restante) => [restante.ice, restante.neto])).toEqual([[0, 0]]);
    expect(left.ivaRestante.map((iva) => [iva.baseImponible, iva.valor])).toEqual([[0, 0]]);
  });

  it('refuses (400) a note whose named ICE share is not what is left', async () => {
    const clave = await twoOfThreeCredited();
    // It names an ICE share of 0.13 where 0.12 is left: a note that names its shares is checked as sent.
    const stale = oneUnitNote(clave, await acreditable(clave));
    stale.factura.productos[0]!.asignado = { ice: 0.13 };
    stale.factura.ice = 0.13;
    const refused = await ctx.demo.post('/api/facturar', stale);
    expect(refused.status).toBe(400);
  });

  it('a line of 4.00 (3 × 1.50 − 0.50) is credited up to its full 4.00', async () => {
    const clave = await authorized(
      invoiceBody({ productos: [line('SRV-INST', 'Instalación de equipos', 1.5, 3, { producto_descuento: 0.5 })] }),
    );
    const notes = await creditThreeUnits(clave);
    expect(notes.map((note) => note.totalSinImpuestos)).toEqual([1.33, 1.34, 1.33]);
    expect(sumMoney(notes.map((note) => note.totalSinImpuestos))).toBe(4);
    expect(sumMoney(notes.map((note) => note.importeTotal))).toBe(4.6);
    expect(await acreditable(clave)).toMatchObject({ importeDisponible: 0 });
  });
});
