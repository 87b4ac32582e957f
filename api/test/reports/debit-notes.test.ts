import { buildClaveAcceso, COD_DOC, formatFechaSri } from '@facturador/shared/domain';
import { TIPO_COMPROBANTE_FILTRO_MESSAGE } from '@facturador/shared/domain/documents';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';
import { storeDebitNote } from '../helpers/debit-note';

const ctx = useEmissionApi();
const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const month = `desde=${today.slice(0, 8)}01&hasta=${today}`;

async function download(path: string) {
  const response = await fetch(`${ctx.demo.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${ctx.demo.token}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A comprobante de retención the company issued (AUTORIZADA, $ 5.00 withheld): no sale. */
async function storeIssuedWithholding(facturaClave: string) {
  const db = ctx.db.database.db;
  const [factura] = await db.select().from(documentos).where(eq(documentos.claveAcceso, facturaClave));
  const fecha = new Date();
  const claveAcceso = buildClaveAcceso({
    fechaEmision: fecha,
    codDoc: COD_DOC.comprobanteRetencion,
    ruc: facturaClave.slice(10, 23),
    ambiente: 2,
    estab: factura!.estab,
    ptoEmi: factura!.ptoEmi,
    secuencial: 700_001,
    codigoNumerico: '87654321',
  });
  await db.insert(documentos).values({
    emisorId: factura!.emisorId,
    tipo: COD_DOC.comprobanteRetencion,
    ambiente: 2,
    estab: factura!.estab,
    ptoEmi: factura!.ptoEmi,
    secuencial: '000700001',
    claveAcceso,
    estado: 'AUTORIZADA',
    fecha,
    fechaEmision: formatFechaSri(fecha),
    compradorTipoIdentificacion: '04',
    compradorIdentificacion: '1790012345001',
    compradorRazonSocial: 'PROVEEDOR S.A.',
    importeTotal: 5,
    payload: { retencion: {} },
  });
}

let factura = '';
let nota = { claveAcceso: '', numero: '', valorTotal: 0 };
beforeAll(async () => {
  const response = await facturar(
    ctx.demo,
    invoiceBody({ ambiente: 2, productos: [line('SRV-A', 'Asesoría', 100, 1)] }),
  );
  factura = response.body.claveAcceso;
  await waitForEstado(ctx.demo, factura, 'AUTORIZADA');
  nota = await storeDebitNote(ctx.db.database.db, factura);
  await storeDebitNote(ctx.db.database.db, factura, {
    estado: 'NO AUTORIZADA',
    motivos: [{ razon: 'Flete', valor: 50 }],
  });
  await storeIssuedWithholding(factura);
});

describe('a nota de débito in the money reports', () => {
  it('adds to the month sales and IVA, on a side of its own', async () => {
    const response = await ctx.demo.get(`/api/reportes/ventas?${month}`);
    expect(response.status).toBe(200);
    expect(response.body.iva).toEqual([
      {
        codigoPorcentaje: 4,
        tarifa: 15,
        etiqueta: 'IVA 15%',
        facturas: { baseImponible: 100, valor: 15 },
        notasDebito: { baseImponible: 10, valor: 1.5 },
        notasCredito: { baseImponible: 0, valor: 0 },
        neto: { baseImponible: 110, valor: 16.5 },
      },
    ]);
    expect(response.body.totalIva.neto).toEqual({ baseImponible: 110, valor: 16.5 });
    expect(response.body.importeTotal).toEqual({ facturas: 115, notasDebito: 11.5, notasCredito: 0, neto: 126.5 });
    expect(response.body.documentos).toEqual([
      { tipo: '01', estado: 'AUTORIZADA', cantidad: 1 },
      { tipo: '05', estado: 'AUTORIZADA', cantidad: 1 },
      { tipo: '05', estado: 'NO AUTORIZADA', cantidad: 1 },
      { tipo: '07', estado: 'AUTORIZADA', cantidad: 1 },
    ]);
  });

  it('has its columns and its type in the report sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(`/api/reportes/ventas?${month}&formato=xlsx`)) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const row = (label: string) => rows.find((cells) => cells[0] === label);
    expect(row('Tarifa')).toEqual([
      'Tarifa',
      'Base facturas',
      'IVA facturas',
      'Base notas de débito',
      'IVA notas de débito',
      'Base notas de crédito',
      'IVA notas de crédito',
      'Base neta',
      'Impuesto neto',
    ]);
    expect(row('IVA 15%')).toEqual(['IVA 15%', 100, 15, 10, 1.5, 0, 0, 110, 16.5]);
    expect(row('Comprobantes autorizados')).toEqual([
      'Comprobantes autorizados',
      'Facturas',
      'Notas de débito',
      'Notas de crédito',
      'Neto',
    ]);
    expect(row('Importe total')).toEqual(['Importe total', 115, 11.5, 0, 126.5]);
    expect(rows).toContainEqual(['Nota de Débito', 'AUTORIZADA', 1]);
    expect(rows).toContainEqual(['Nota de Débito', 'NO AUTORIZADA', 1]);
  });

  it('is exported with its type, adding (positive) amounts', async () => {
    const csv = (await download(`/api/facturas/exportar?formato=csv&fecha_inicio=${today}&fecha_fin=${today}`))
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((csvLine) => csvLine.split(';'));
    const row = csv.find((cells) => cells[9] === nota.claveAcceso)!;
    expect(row.slice(1, 4)).toEqual(['Nota de Débito', nota.numero, 'AUTORIZADA']);
    expect([row[7], ...row.slice(11)]).toEqual(['11,50', '1,50', '0,00', '0,00', '0,00', '10,00']);
  });

  it('counts as sales on the dashboard; a retención issued does not', async () => {
    const response = await ctx.demo.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.body.mes).toEqual({
      ventas: 126.5,
      facturas: 115,
      notasDebito: 11.5,
      notasCredito: 0,
      ticketPromedio: 115,
      numeroFacturas: 1,
      numeroNotasDebito: 1,
      numeroNotasCredito: 0,
    });
    expect(response.body.hoy).toEqual(response.body.mes);
    expect(response.body.impuestosMes).toEqual({ iva: 16.5, ice: 0, irbpnr: 0 });
    expect(response.body.diario.at(-1)).toEqual({ fecha: today, ventas: 126.5 });
    expect(response.body.mensual.at(-1)).toEqual({ mes: today.slice(0, 7), ventas: 126.5 });
  });
});

describe('Mis Comprobantes by type', () => {
  const keys = async (query: string) => {
    const response = await ctx.demo.get(`/api/facturas?${query}`);
    expect(response.status).toBe(200);
    return response.body.facturas.map((doc: { tipoComprobante: string }) => doc.tipoComprobante);
  };

  it('lists and exports only the type asked for, notas de débito included', async () => {
    expect(await keys('tipo=05')).toEqual(['05', '05']);
    expect(await keys('tipo=01')).toEqual(['01']);
    expect(await keys('tipo=07')).toEqual(['07']);
    expect((await keys('')).sort()).toEqual(['01', '05', '05', '07']);
    const csv = (await download(`/api/facturas/exportar?formato=csv&tipo=05`)).toString('utf8').trimEnd().split('\r\n');
    expect(csv.slice(1).map((csvLine) => csvLine.split(';')[1])).toEqual(['Nota de Débito', 'Nota de Débito']);
  });

  it('refuses an unknown type with a Spanish 400', async () => {
    for (const path of ['/api/facturas?tipo=99', '/api/facturas/exportar?formato=csv&tipo=factura']) {
      const response = await ctx.demo.get(path);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(TIPO_COMPROBANTE_FILTRO_MESSAGE);
    }
  });
});
