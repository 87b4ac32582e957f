import { fechaIsoHoy, fromCents, isoToFechaSri, toCents } from '@facturador/shared/domain';
import {
  FORMATO_EXPORTACION_MESSAGE,
  REPORTE_ESTABLECIMIENTO_MESSAGE,
  REPORTE_FALTA_FECHA_MESSAGE,
  REPORTE_RANGO_INVERTIDO_MESSAGE,
  REPORTE_RANGO_LARGO_MESSAGE,
  type SalesReport,
} from '@facturador/shared/domain/reports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';
import type { ApiClient } from '../helpers/api';

const ctx = useEmissionApi();

/** Today and the first day of this month in Ecuador (UTC-05:00). */
const today = fechaIsoHoy();
const firstOfMonth = `${today.slice(0, 7)}-01`;
const month = `desde=${firstOfMonth}&hasta=${today}`;

/** A download's bytes and headers. */
async function download(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { authorization: `Bearer ${client.token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

async function authorized(client: ApiClient, body: unknown): Promise<string> {
  const response = await facturar(client, body);
  await waitForEstado(client, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

const produccion = (productos: ReturnType<typeof line>[]) => invoiceBody({ ambiente: 2, productos });

async function creditNote(invoiceClave: string, productos: ReturnType<typeof line>[]) {
  const original = (await ctx.api.anonymous.get(`/api/factura_ride/${invoiceClave}`)).body.factura;
  return invoiceBody({
    ambiente: 2,
    tipoComprobante: 'notaCredito',
    productos,
    motivoNotaCredito: 'Devolución de producto',
    facturaAModificar: `${original.numeroEstablecimiento}-${original.puntoEmision}-${original.secuencial}`,
    fechaFactura: original.fecha,
  });
}

/** Per IVA rate code, base and IVA summed from the authorized XMLs (what the SRI holds). */
async function sumOfAuthorizedXmls(client: ApiClient) {
  const list = await client.get(`/api/facturas?fecha_inicio=${firstOfMonth}&fecha_fin=${today}&limite=200`);
  const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'totalImpuesto' });
  const sums = new Map<string, { base: number; valor: number }>();
  for (const doc of list.body.facturas) {
    if (doc.ambiente !== 2 || doc.estado !== 'AUTORIZADA') continue;
    const xml = (await ctx.api.anonymous.get(`/api/factura_xml/${doc.claveAcceso}`)).body as string;
    const comprobante = parser.parse(comprobanteOf(xml));
    const info = comprobante.factura?.infoFactura ?? comprobante.notaCredito.infoNotaCredito;
    const sign = comprobante.factura ? 1 : -1;
    for (const impuesto of info.totalConImpuestos.totalImpuesto) {
      const key = `${impuesto.codigo}/${impuesto.codigoPorcentaje}`;
      const sum = sums.get(key) ?? { base: 0, valor: 0 };
      sum.base += sign * toCents(Number(impuesto.baseImponible));
      sum.valor += sign * toCents(Number(impuesto.valor));
      sums.set(key, sum);
    }
  }
  return new Map([...sums].map(([key, sum]) => [key, { base: fromCents(sum.base), valor: fromCents(sum.valor) }]));
}

describe('GET /api/reportes/ventas: the month of formulario 104', () => {
  beforeAll(async () => {
    // 2 x 10.00 at 15 % and 5.00 at 0 %: base 20.00 + 5.00, IVA 3.00, total 28.00.
    const first = await authorized(
      ctx.demo,
      produccion([
        line('SRV-A', 'Asesoría', 10, 2),
        line('SRV-B', 'Capacitación', 5, 1, { producto_impuesto: 'IVA 0%' }),
      ]),
    );
    // 3 x 7.33 at 15 %: base 21.99, IVA 3.2985 -> 3.30, total 25.29.
    await authorized(ctx.demo, produccion([line('SRV-C', 'Soporte', 7.33, 3)]));
    // The credit note returns one of the first invoice's 10.00: base 10.00, IVA 1.50, total 11.50.
    await authorized(ctx.demo, await creditNote(first, [line('SRV-A', 'Asesoría', 10, 1)]));
    // Left out of the figures: PRUEBAS, another emisor's, and one the SRI has not authorized yet.
    await authorized(ctx.demo, invoiceBody({ ambiente: 1, productos: [line('SRV-D', 'Prueba', 100, 1)] }));
    await authorized(ctx.otra, produccion([line('SRV-E', 'Otra empresa', 1000, 1)]));
    const waiting = await authorized(ctx.demo, produccion([line('SRV-F', 'En espera', 40, 1)]));
    await ctx.db.database.db
      .update(documentos)
      .set({ estado: 'POR AUTORIZAR' })
      .where(eq(documentos.claveAcceso, waiting));
  });

  it('adds up the authorized PRODUCCIÓN documents per IVA rate, as computed by hand', async () => {
    const response = await ctx.demo.get(`/api/reportes/ventas?${month}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      desde: firstOfMonth,
      hasta: today,
      ambiente: 2,
      establecimiento: null,
      iva: [
        {
          codigoPorcentaje: 0,
          tarifa: 0,
          etiqueta: 'IVA 0%',
          facturas: { baseImponible: 5, valor: 0 },
          notasDebito: { baseImponible: 0, valor: 0 },
          notasCredito: { baseImponible: 0, valor: 0 },
          neto: { baseImponible: 5, valor: 0 },
        },
        {
          codigoPorcentaje: 4,
          tarifa: 15,
          etiqueta: 'IVA 15%',
          facturas: { baseImponible: 41.99, valor: 6.3 },
          notasDebito: { baseImponible: 0, valor: 0 },
          notasCredito: { baseImponible: 10, valor: 1.5 },
          neto: { baseImponible: 31.99, valor: 4.8 },
        },
      ],
      totalIva: {
        facturas: { baseImponible: 46.99, valor: 6.3 },
        notasDebito: { baseImponible: 0, valor: 0 },
        notasCredito: { baseImponible: 10, valor: 1.5 },
        neto: { baseImponible: 36.99, valor: 4.8 },
      },
      ice: {
        facturas: { baseImponible: 0, valor: 0 },
        notasDebito: { baseImponible: 0, valor: 0 },
        notasCredito: { baseImponible: 0, valor: 0 },
        neto: { baseImponible: 0, valor: 0 },
      },
      irbpnr: {
        facturas: { baseImponible: 0, valor: 0 },
        notasDebito: { baseImponible: 0, valor: 0 },
        notasCredito: { baseImponible: 0, valor: 0 },
        neto: { baseImponible: 0, valor: 0 },
      },
      importeTotal: { facturas: 53.29, notasDebito: 0, notasCredito: 11.5, neto: 41.79 },
      documentos: [
        { tipo: '01', estado: 'AUTORIZADA', cantidad: 2 },
        { tipo: '01', estado: 'POR AUTORIZAR', cantidad: 1 },
        { tipo: '04', estado: 'AUTORIZADA', cantidad: 1 },
      ],
      pendientes: 1,
      retenido: { iva: 0, renta: 0, retenciones: 0 },
      comprasLiquidacion: { liquidaciones: 0, iva: [], totalIva: { baseImponible: 0, valor: 0 }, importeTotal: 0 },
    });
  });

  it('equals, to the cent, the sum of the authorized XMLs of the period', async () => {
    const report: SalesReport = (await ctx.demo.get(`/api/reportes/ventas?${month}`)).body;
    const fromReport = new Map(
      report.iva.map((rate) => [
        `2/${rate.codigoPorcentaje}`,
        { base: rate.neto.baseImponible, valor: rate.neto.valor },
      ]),
    );
    expect(fromReport).toEqual(await sumOfAuthorizedXmls(ctx.demo));
  });

  it('answers PRUEBAS with ambiente=1, and nothing for another establishment or another month', async () => {
    const pruebas = (await ctx.demo.get(`/api/reportes/ventas?${month}&ambiente=1`)).body;
    expect(pruebas.iva).toEqual([
      expect.objectContaining({ codigoPorcentaje: 4, neto: { baseImponible: 100, valor: 15 } }),
    ]);
    expect(pruebas.importeTotal).toEqual({ facturas: 115, notasDebito: 0, notasCredito: 0, neto: 115 });

    const otherEstab = (await ctx.demo.get(`/api/reportes/ventas?${month}&establecimiento=009`)).body;
    expect(otherEstab).toMatchObject({ establecimiento: '009', iva: [], documentos: [], pendientes: 0 });
    const own = (await ctx.demo.get(`/api/reportes/ventas?${month}&establecimiento=001`)).body;
    expect(own.importeTotal.neto).toBe(41.79);

    const lastYear = (await ctx.demo.get('/api/reportes/ventas?desde=2020-01-01&hasta=2020-01-31')).body;
    expect(lastYear).toMatchObject({ iva: [], documentos: [], importeTotal: { neto: 0 } });
  });

  it('gives another emisor its own figures only', async () => {
    const otra = (await ctx.otra.get(`/api/reportes/ventas?${month}`)).body;
    expect(otra.importeTotal).toEqual({ facturas: 1150, notasDebito: 0, notasCredito: 0, neto: 1150 });
  });

  it('refuses bad dates and ranges with a Spanish 400', async () => {
    const cases: [string, string][] = [
      ['hasta=2025-01-31', REPORTE_FALTA_FECHA_MESSAGE('desde')],
      ['desde=2025-01-01', REPORTE_FALTA_FECHA_MESSAGE('hasta')],
      ['desde=2025-02-30&hasta=2025-03-01', 'La fecha desde debe tener el formato AAAA-MM-DD'],
      ['desde=01/01/2025&hasta=2025-01-31', 'La fecha desde debe tener el formato AAAA-MM-DD'],
      ['desde=2025-02-01&hasta=2025-01-31', REPORTE_RANGO_INVERTIDO_MESSAGE],
      ['desde=2024-01-01&hasta=2025-01-31', REPORTE_RANGO_LARGO_MESSAGE],
      [`${month}&establecimiento=1`, REPORTE_ESTABLECIMIENTO_MESSAGE],
      [`${month}&ambiente=3`, 'El ambiente debe ser 1 (PRUEBAS) o 2 (PRODUCCIÓN)'],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.demo.get(`/api/reportes/ventas?${query}`);
      expect({ query, status: response.status, message: response.body.error?.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('is for administrators only', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    expect((await vendedor.get(`/api/reportes/ventas?${month}`)).status).toBe(403);
    expect((await ctx.api.anonymous.get(`/api/reportes/ventas?${month}`)).status).toBe(401);
  });
});

describe('exports: the document list as CSV and Excel, the report as Excel', () => {
  const filters = `fecha_inicio=${firstOfMonth}&fecha_fin=${today}`;
  const header = [
    'Fecha de emisión',
    'Tipo',
    'Número',
    'Estado',
    'Ambiente',
    'Identificación del comprador',
    'Razón social del comprador',
    'Importe total',
    'Moneda',
    'Clave de acceso',
    'Número de autorización',
    'IVA',
    'ICE',
    'IRBPNR',
    'Base IVA 0%',
    'Base IVA gravada',
  ];

  async function listedKeys(query: string): Promise<string[]> {
    const response = await ctx.demo.get(`/api/facturas?${query}&limite=200`);
    return response.body.facturas.map((doc: { claveAcceso: string }) => doc.claveAcceso);
  }

  it('CSV: UTF-8 with BOM, ";" and decimal comma, the same documents as the list', async () => {
    const file = await download(ctx.demo, `/api/facturas/exportar?formato=csv&${filters}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobantes-${firstOfMonth}-a-${today}.csv"`,
    );
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(';')).toEqual(header);
    const rows = lines.slice(1).map((csvLine) => csvLine.split(';'));
    expect(rows.map((row) => row[9])).toEqual(await listedKeys(filters));
    const secondInvoice = rows.find((row) => row[7] === '25,29')!;
    expect(secondInvoice.slice(1, 9)).toEqual([
      'Factura',
      expect.stringMatching(/^001-001-\d{9}$/),
      'AUTORIZADA',
      'PRODUCCIÓN',
      '1710034065',
      'MARÍA JOSÉ LOOR',
      '25,29',
      'USD',
    ]);
    expect(secondInvoice.slice(11)).toEqual(['3,30', '0,00', '0,00', '0,00', '21,99']);
    const firstInvoice = rows.find((row) => row[7] === '28,00')!;
    expect(firstInvoice.slice(11)).toEqual(['3,00', '0,00', '0,00', '5,00', '20,00']);
    expect(secondInvoice[0]).toBe(isoToFechaSri(today));
    // A credit note takes away: negative total, IVA and base (issue #25).
    const creditNote = rows.find((row) => row[1] === 'Nota de Crédito')!;
    expect([creditNote[7], ...creditNote.slice(11)]).toEqual(['-11,50', '-1,50', '0,00', '0,00', '0,00', '-10,00']);
  });

  it('CSV: the filter box narrows it like the list; another emisor sees only its own', async () => {
    const numero = (await ctx.demo.get(`/api/facturas?${filters}&limite=1`)).body.facturas[0];
    const filtro = `filtro=${numero.estab}-${numero.ptoEmi}-${numero.secuencial}`;
    const file = await download(ctx.demo, `/api/facturas/exportar?formato=csv&${filtro}`);
    const lines = file.bytes.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(';')[9]).toBe(numero.claveAcceso);

    const otra = await download(ctx.otra, `/api/facturas/exportar?formato=csv&${filters}`);
    const otraRows = otra.bytes.toString('utf8').trimEnd().split('\r\n').slice(1);
    const demoKeys = await listedKeys(filters);
    expect(otraRows.map((row) => row.split(';')[9]).filter((clave) => demoKeys.includes(clave!))).toEqual([]);
    expect(otraRows.map((row) => row.split(';')[7])).toContain('1150,00');
  });

  it('XLSX: a workbook with the same rows, money as numbers', async () => {
    const file = await download(ctx.demo, `/api/facturas/exportar?formato=xlsx&${filters}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [first, ...rows] = await sheetRows(file.bytes);
    expect(first).toEqual(header);
    expect(rows.map((row) => row[9])).toEqual(await listedKeys(filters));
    expect(rows.map((row) => row[7]).sort()).toEqual(expect.arrayContaining([28, 25.29, -11.5, 115, 46]));
    const creditNote = rows.find((row) => row[1] === 'Nota de Crédito')!;
    expect(creditNote.slice(11)).toEqual([-1.5, 0, 0, 0, -10]);
  });

  it('the report as XLSX carries the JSON figures', async () => {
    const file = await download(ctx.demo, `/api/reportes/ventas?${month}&formato=xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="ventas-iva-${firstOfMonth}-a-${today}.xlsx"`,
    );
    const rows = await sheetRows(file.bytes);
    const row = (label: string) => rows.find((cells) => cells[0] === label);
    expect(row('Ambiente')).toEqual(['Ambiente', 'PRODUCCIÓN']);
    expect(row('IVA 15%')).toEqual(['IVA 15%', 41.99, 6.3, 0, 0, 10, 1.5, 31.99, 4.8]);
    expect(row('IVA 0%')).toEqual(['IVA 0%', 5, 0, 0, 0, 0, 0, 5, 0]);
    expect(row('Total IVA')).toEqual(['Total IVA', 46.99, 6.3, 0, 0, 10, 1.5, 36.99, 4.8]);
    expect(row('Importe total')?.slice(1)).toEqual([53.29, 0, 11.5, 41.79]);
  });

  it('refuses an unknown format with a Spanish 400', async () => {
    const response = await ctx.demo.get('/api/facturas/exportar?formato=pdf');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(FORMATO_EXPORTACION_MESSAGE);
    expect((await ctx.api.anonymous.get('/api/facturas/exportar?formato=csv')).status).toBe(401);
  });
});

describe('GET /api/dashboard', () => {
  it("shows today's and the month's sales, the charts' buckets and the month's top products", async () => {
    const response = await ctx.demo.get('/api/dashboard');
    expect(response.status).toBe(200);
    const body = response.body;
    // 28.00 + 25.29 invoiced, 11.50 credited; PRUEBAS, the other emisor and POR AUTORIZAR left out.
    expect(body.mes).toMatchObject({
      ventas: 41.79,
      facturas: 53.29,
      notasCredito: 11.5,
      numeroFacturas: 2,
      numeroNotasCredito: 1,
    });
    expect(body.hoy).toEqual(body.mes);
    expect(body.mes.ticketPromedio).toBeCloseTo(26.65, 2);
    expect(body.diario).toHaveLength(30);
    expect(body.diario.at(-1)).toEqual({ fecha: today, ventas: 41.79 });
    expect(body.mensual).toHaveLength(12);
    expect(body.mensual.at(-1)).toEqual({ mes: today.slice(0, 7), ventas: 41.79 });
    // Net of the credit note (issue #25): one of the two SRV-A sold was credited back.
    expect(body.topProductos).toEqual([
      { codigo: 'SRV-C', nombre: 'Soporte', cantidad: 3, total: 21.99 },
      { codigo: 'SRV-A', nombre: 'Asesoría', cantidad: 1, total: 10 },
      { codigo: 'SRV-B', nombre: 'Capacitación', cantidad: 1, total: 5 },
    ]);
    // The document POR AUTORIZAR for minutes only does not need attention yet.
    expect(body.atencion).toEqual([]);
    // The certificate's expiry and this month's plan usage: four PRODUCCIÓN documents, whatever their state.
    expect(body.empresa).toMatchObject({
      plan: 'profesional',
      certificadoValidoHasta: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      uso: { mes: today.slice(0, 7), documentosProduccion: { usados: 4, maximo: null } },
    });

    const pruebas = (await ctx.demo.get('/api/dashboard?ambiente=1')).body;
    expect(pruebas.mes).toMatchObject({ ventas: 115, facturas: 115, notasCredito: 0, ticketPromedio: 115 });
  });

  it('lists documents that need attention, with their reason', async () => {
    const stuck = await authorized(ctx.demo, produccion([line('SRV-G', 'Atascada', 3, 1)]));
    await ctx.db.database.db
      .update(documentos)
      .set({ estado: 'NO AUTORIZADA' })
      .where(eq(documentos.claveAcceso, stuck));
    const body = (await ctx.demo.get('/api/dashboard')).body;
    expect(body.atencion).toEqual([
      expect.objectContaining({ claveAcceso: stuck, estado: 'NO AUTORIZADA', motivo: 'NO AUTORIZADA', tipo: '01' }),
    ]);
    expect((await ctx.otra.get('/api/dashboard')).body.atencion).toEqual([]);
  });
});
