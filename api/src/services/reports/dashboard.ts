import {
  COD_DOC,
  CODIGO_ICE,
  CODIGO_IRBPNR,
  CODIGO_IVA,
  fechaIsoHoy,
  moneyOf,
  roundMoney,
  sumMoney,
} from '@facturador/shared/domain';
import {
  CORREO_FALLIDO_MOTIVO,
  DASHBOARD_DIAS,
  DASHBOARD_MESES,
  DASHBOARD_TOP_PRODUCTOS,
  type Dashboard,
} from '@facturador/shared/domain/reports';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos, impuestosDiarios, productosVendidosDiarios, ventasDiarias } from '../../db/schema';
import { atsReminder } from '../annexes/ats/reminder';
import { companySummary } from '../company/company-summary';
import { correoFallido, requiresAttention } from '../documents/attention';
import type { SecretBox } from '../emission/certificates';
import { isoTimestamp } from '../paging/paging-sql';
import { lowStockItems } from './low-stock';

const HOUR = 3_600_000;

/** What a line of 'needs attention' shows and links to. */
const attentionColumns = {
  claveAcceso: documentos.claveAcceso,
  tipo: documentos.tipo,
  estab: documentos.estab,
  ptoEmi: documentos.ptoEmi,
  secuencial: documentos.secuencial,
  estado: documentos.estado,
  fecha: isoTimestamp(documentos.fecha),
  atencion: documentos.atencion,
};

/** What each type does to sales: invoices and notas de débito add, credit notes take away, the rest (retenciones) none. */
function salesSign(tipo: typeof ventasDiarias.tipo | typeof impuestosDiarios.tipo) {
  return sql`case ${tipo} when ${COD_DOC.factura} then 1 when ${COD_DOC.notaDebito} then 1
    when ${COD_DOC.notaCredito} then -1 else 0 end`;
}

/** Sales per Ecuadorian day since `since` (YYYY-MM-DD), from the maintained daily summary. */
async function dailySales(db: Executor, emisorId: string, ambiente: 1 | 2, since: string) {
  const of = (tipo: string) => sql`${ventasDiarias.tipo} = ${tipo}`;
  const importe = (tipo: string) =>
    sql<string>`coalesce(sum(${ventasDiarias.importeTotal}) filter (where ${of(tipo)}), 0)`;
  const numero = (tipo: string) =>
    sql<string>`coalesce(sum(${ventasDiarias.documentos}) filter (where ${of(tipo)}), 0)`;
  return db
    .select({
      fecha: sql<string>`${ventasDiarias.dia}::text`,
      ventas: sql<string>`sum(${salesSign(ventasDiarias.tipo)} * ${ventasDiarias.importeTotal})`,
      facturas: importe(COD_DOC.factura),
      notasDebito: importe(COD_DOC.notaDebito),
      notasCredito: importe(COD_DOC.notaCredito),
      numeroFacturas: numero(COD_DOC.factura),
      numeroNotasDebito: numero(COD_DOC.notaDebito),
      numeroNotasCredito: numero(COD_DOC.notaCredito),
    })
    .from(ventasDiarias)
    .where(
      and(eq(ventasDiarias.emisorId, emisorId), eq(ventasDiarias.ambiente, ambiente), gte(ventasDiarias.dia, since)),
    )
    .groupBy(ventasDiarias.dia);
}

/** The month's IVA, ICE and IRBPNR, invoices and notas de débito minus credit notes, from the maintained daily tax summary. */
async function monthTaxes(db: Executor, emisorId: string, ambiente: 1 | 2, since: string) {
  const signed = sql`${salesSign(impuestosDiarios.tipo)} * ${impuestosDiarios.valor}`;
  const rows = await db
    .select({ codigo: impuestosDiarios.codigo, valor: sql<string>`sum(${signed})` })
    .from(impuestosDiarios)
    .where(
      and(
        eq(impuestosDiarios.emisorId, emisorId),
        eq(impuestosDiarios.ambiente, ambiente),
        gte(impuestosDiarios.dia, since),
      ),
    )
    .groupBy(impuestosDiarios.codigo);
  const of = (codigo: number) => moneyOf(rows.find((row) => row.codigo === codigo)?.valor);
  return { iva: of(CODIGO_IVA), ice: of(CODIGO_ICE), irbpnr: of(CODIGO_IRBPNR) };
}

type DayRow = Awaited<ReturnType<typeof dailySales>>[number];

function salesOf(rows: DayRow[]) {
  const sum = (pick: (row: DayRow) => unknown) => sumMoney(rows.map((row) => moneyOf(pick(row))));
  const count = (pick: (row: DayRow) => unknown) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  const facturas = sum((row) => row.facturas);
  const numeroFacturas = count((row) => row.numeroFacturas);
  return {
    ventas: sum((row) => row.ventas),
    facturas,
    notasDebito: sum((row) => row.notasDebito),
    notasCredito: sum((row) => row.notasCredito),
    ticketPromedio: numeroFacturas ? roundMoney(facturas / numeroFacturas) : 0,
    numeroFacturas,
    numeroNotasDebito: count((row) => row.numeroNotasDebito),
    numeroNotasCredito: count((row) => row.numeroNotasCredito),
  };
}

/** GET /api/dashboard: the month at a glance and what needs attention, each part one SQL query. */
export async function dashboard(
  db: Executor,
  box: SecretBox,
  emisorId: string,
  ambiente: 1 | 2,
  usarInventario: boolean,
  now = new Date(),
): Promise<Dashboard> {
  const today = fechaIsoHoy(now);
  const month = today.slice(0, 7);
  const firstMonth = new Date(`${month}-01T00:00:00Z`);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - (DASHBOARD_MESES - 1));
  const since12 = firstMonth.toISOString().slice(0, 10);

  const [days, attention, lowStock, top, empresa, impuestosMes, anexos] = await Promise.all([
    // The 12 months start on a first day 11 months back: the 30 days fall inside them.
    dailySales(db, emisorId, ambiente, since12),
    // One definition with Mis Comprobantes' filter 'Solo los que requieren atención'.
    db
      .select({ ...attentionColumns, correoFallido: sql<boolean>`${correoFallido()}` })
      .from(documentos)
      .where(and(eq(documentos.emisorId, emisorId), eq(documentos.ambiente, ambiente), requiresAttention()))
      .orderBy(desc(documentos.fecha))
      .limit(50),
    usarInventario ? lowStockItems(db, emisorId) : Promise.resolve([]),
    topProducts(db, emisorId, ambiente, `${month}-01`),
    companySummary(db, box, emisorId),
    monthTaxes(db, emisorId, ambiente, `${month}-01`),
    atsReminder(db, emisorId, ambiente, today),
  ]);

  const byDay = new Map(days.map((row) => [row.fecha, row]));
  const diario = Array.from({ length: DASHBOARD_DIAS }, (_, index) => {
    // Calendar days back from today's date (Ecuador has no daylight saving time).
    const fecha = new Date(Date.parse(`${today}T00:00:00Z`) - (DASHBOARD_DIAS - 1 - index) * 24 * HOUR)
      .toISOString()
      .slice(0, 10);
    return { fecha, ventas: moneyOf(byDay.get(fecha)?.ventas) };
  });
  const mensual = Array.from({ length: DASHBOARD_MESES }, (_, index) => {
    const start = new Date(firstMonth);
    start.setUTCMonth(start.getUTCMonth() + index);
    const mes = start.toISOString().slice(0, 7);
    return { mes, ventas: salesOf(days.filter((row) => row.fecha.startsWith(mes))).ventas };
  });
  const numero = (row: { estab: string; ptoEmi: string; secuencial: string }) =>
    `${row.estab}-${row.ptoEmi}-${row.secuencial}`;
  return {
    ambiente,
    hoy: salesOf(days.filter((row) => row.fecha === today)),
    mes: salesOf(days.filter((row) => row.fecha.startsWith(month))),
    impuestosMes,
    diario,
    mensual,
    atencion: attention.map(({ estab: _e, ptoEmi: _p, secuencial: _s, atencion, correoFallido: mail, ...row }) => ({
      ...row,
      numero: numero({ estab: _e, ptoEmi: _p, secuencial: _s }),
      motivo: atencion === null && mail && row.estado === 'AUTORIZADA' ? CORREO_FALLIDO_MOTIVO : row.estado,
      marcado: atencion !== null,
    })),
    anexos,
    stockBajo: lowStock,
    topProductos: top,
    empresa,
  };
}

/** The month's best-selling lines by amount (authorized invoices), from the maintained daily summary. */
async function topProducts(db: Executor, emisorId: string, ambiente: 1 | 2, since: string) {
  const total = sql<string>`sum(${productosVendidosDiarios.total})`;
  const rows = await db
    .select({
      codigo: productosVendidosDiarios.codigo,
      nombre: sql<string>`max(${productosVendidosDiarios.nombre})`,
      cantidad: sql<string>`sum(${productosVendidosDiarios.cantidad})`,
      total,
    })
    .from(productosVendidosDiarios)
    .where(
      and(
        eq(productosVendidosDiarios.emisorId, emisorId),
        eq(productosVendidosDiarios.ambiente, ambiente),
        gte(productosVendidosDiarios.dia, since),
      ),
    )
    .groupBy(productosVendidosDiarios.codigo)
    // A product whose every sale was credited back has nothing to show.
    .having(sql`${total} > 0`)
    .orderBy(desc(total), productosVendidosDiarios.codigo)
    .limit(DASHBOARD_TOP_PRODUCTOS);
  return rows.map((row) => ({ ...row, cantidad: Number(row.cantidad), total: moneyOf(row.total) }));
}
