import { fechaIsoHoy } from '@facturador/shared/domain';
import { buildLiquidacionCompraRequest, type LineaLiquidacion } from '@facturador/shared/domain/purchase-settlements';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';

/**
 * «Compras por liquidación» of the sales report: the liquidaciones de compra (03) the company issued
 * and the SRI authorized in the period, their base and IVA by rate and total — never in the sales.
 */
const ctx = useEmissionApi();

const today = fechaIsoHoy();
const month = `desde=${today.slice(0, 7)}-01&hasta=${today}`;

const PESCADOR = {
  tipoIdentificacion: '05',
  identificacion: '1304567892',
  razonSocial: 'Juan Pablo Mero Zambrano',
  direccion: 'Playa de Crucita, Portoviejo',
  email: '',
};

let sequence = 0;
/** Issues a PRODUCCIÓN liquidación of these lines to the fisherman and waits for the SRI's AUTORIZADA. */
async function liquidacion(lineas: LineaLiquidacion[]): Promise<string> {
  const body = buildLiquidacionCompraRequest({ ambiente: 2, proveedor: PESCADOR, lineas });
  sequence += 1;
  const response = await ctx.demo.request('POST', '/api/liquidaciones-compra', body, {
    'Idempotency-Key': `reporte-liquidacion-${sequence}`,
  });
  expect(response.status).toBe(200);
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

async function report(query: string) {
  const response = await ctx.demo.get(`/api/reportes/ventas?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

beforeAll(async () => {
  const venta = await facturar(ctx.demo, invoiceBody({ ambiente: 2, productos: [line('SRV-A', 'Asesoría', 100, 1)] }));
  await waitForEstado(ctx.demo, venta.body.claveAcceso, 'AUTORIZADA');
  // 10 kilos of corvina at 4.00 (IVA 0 %) and 2 bags of ice at 5.00 (IVA 15 %): 40 + 10 + 1.50 = 51.50.
  await liquidacion([
    { descripcion: 'Corvina fresca', cantidad: 10, precioUnitario: 4, codigoPorcentaje: 0 },
    { descripcion: 'Funda de hielo 10 kg', cantidad: 2, precioUnitario: 5, codigoPorcentaje: 4 },
  ]);
  // 3 sacks of cacao at 12.35 (IVA 5 %): 37.05 + 1.85 = 38.90; 1 freight at 7.33 (IVA 15 %): 7.33 + 1.10 = 8.43.
  await liquidacion([
    { descripcion: 'Cacao en grano (saco)', cantidad: 3, precioUnitario: 12.35, codigoPorcentaje: 5 },
    { descripcion: 'Flete', cantidad: 1, precioUnitario: 7.33, codigoPorcentaje: 4 },
  ]);
  // Still on its way to the SRI: not in the figures.
  const waiting = await liquidacion([{ descripcion: 'Camarón', cantidad: 1, precioUnitario: 99, codigoPorcentaje: 4 }]);
  await ctx.db.database.db
    .update(documentos)
    .set({ estado: 'POR AUTORIZAR' })
    .where(eq(documentos.claveAcceso, waiting));
});

describe('Reporte de ventas e IVA: compras por liquidación', () => {
  it('counts the AUTORIZADA liquidaciones with their base and IVA by rate, to the cent, apart from the sales', async () => {
    const body = await report(month);
    expect(body.comprasLiquidacion).toEqual({
      liquidaciones: 2,
      iva: [
        { codigoPorcentaje: 0, tarifa: 0, etiqueta: 'IVA 0%', baseImponible: 40, valor: 0 },
        { codigoPorcentaje: 4, tarifa: 15, etiqueta: 'IVA 15%', baseImponible: 17.33, valor: 2.6 },
        { codigoPorcentaje: 5, tarifa: 5, etiqueta: 'IVA 5%', baseImponible: 37.05, valor: 1.85 },
      ],
      totalIva: { baseImponible: 94.38, valor: 4.45 },
      importeTotal: 98.83,
    });
    // The sales are the invoice's alone: no rate of the purchases among them.
    expect(body.iva).toEqual([
      {
        codigoPorcentaje: 4,
        tarifa: 15,
        etiqueta: 'IVA 15%',
        facturas: { baseImponible: 100, valor: 15 },
        notasDebito: { baseImponible: 0, valor: 0 },
        notasCredito: { baseImponible: 0, valor: 0 },
        neto: { baseImponible: 100, valor: 15 },
      },
    ]);
    expect(body.totalIva.neto).toEqual({ baseImponible: 100, valor: 15 });
    expect(body.importeTotal).toEqual({ facturas: 115, notasDebito: 0, notasCredito: 0, neto: 115 });
    expect(body.documentos).toEqual([
      { tipo: '01', estado: 'AUTORIZADA', cantidad: 1 },
      { tipo: '03', estado: 'AUTORIZADA', cantidad: 2 },
      { tipo: '03', estado: 'POR AUTORIZAR', cantidad: 1 },
    ]);
    expect(body.pendientes).toBe(1);
  });

  it('keeps to the ambiente, the establishment and the period asked', async () => {
    const none = { liquidaciones: 0, iva: [], totalIva: { baseImponible: 0, valor: 0 }, importeTotal: 0 };
    expect((await report(`${month}&ambiente=1`)).comprasLiquidacion).toEqual(none);
    expect((await report(`${month}&establecimiento=009`)).comprasLiquidacion).toEqual(none);
    expect((await report('desde=2020-01-01&hasta=2020-01-31')).comprasLiquidacion).toEqual(none);
    expect((await report(`${month}&establecimiento=001`)).comprasLiquidacion.importeTotal).toBe(98.83);
    expect((await ctx.otra.get(`/api/reportes/ventas?${month}`)).body.comprasLiquidacion).toEqual(none);
  });

  it('has its tables in the Excel sheet', async () => {
    const response = await fetch(`${ctx.demo.baseUrl}/api/reportes/ventas?${month}&formato=xlsx`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const start = rows.findIndex((cells) => cells[0] === 'Compras por liquidación');
    expect(rows.slice(start, start + 5)).toEqual([
      ['Compras por liquidación', 'Base imponible', 'IVA'],
      ['IVA 0%', 40, 0],
      ['IVA 15%', 17.33, 2.6],
      ['IVA 5%', 37.05, 1.85],
      ['Total IVA compras', 94.38, 4.45],
    ]);
    expect(rows).toContainEqual(['Liquidaciones de compra autorizadas', 'Cantidad', 'Importe total']);
    expect(rows).toContainEqual(['Liquidaciones de compra', 2, 98.83]);
    expect(rows).toContainEqual(['Liquidación de Compra', 'AUTORIZADA', 2]);
  });
});
