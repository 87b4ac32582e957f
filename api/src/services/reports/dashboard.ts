import {
  CORREO_FALLIDO_MOTIVO,
  DASHBOARD_DIAS,
  DASHBOARD_MESES,
  DASHBOARD_TOP_PRODUCTOS,
  type Dashboard,
  GUAYAQUIL_OFFSET,
  POR_AUTORIZAR_ATENCION_MINUTOS,
} from '@facturador/shared/domain';
import { and, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { almacenes, documentos, entregasCorreo, items, productos } from '../../db/schema';
import { isoTimestamp } from '../paging/paging-sql';

const HOUR = 3_600_000;
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
/** The calendar day of an instant in Ecuador (UTC-05:00, no DST), as SQL and in JS. */
const dayOf = sql<string>`to_char((${documentos.fecha} at time zone 'UTC') - interval '5 hours', 'YYYY-MM-DD')`;
const ecuadorDay = (instant: Date) => new Date(instant.getTime() - 5 * HOUR).toISOString().slice(0, 10);
const startOf = (isoDate: string) => new Date(`${isoDate}T00:00:00${GUAYAQUIL_OFFSET}`);
/** Signed importeTotal: credit notes subtract. */
const signedTotal = sql`case when ${documentos.tipo} = '04' then -${documentos.importeTotal} else ${documentos.importeTotal} end`;

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

function authorizedSince(emisorId: string, ambiente: 1 | 2, since: Date): SQL {
  return and(
    eq(documentos.emisorId, emisorId),
    eq(documentos.ambiente, ambiente),
    eq(documentos.estado, 'AUTORIZADA'),
    gte(documentos.fecha, since),
  )!;
}

/** Sales per Ecuadorian day since `since` (served by documentos_autorizados_idx). */
async function dailySales(db: Executor, emisorId: string, ambiente: 1 | 2, since: Date) {
  return db
    .select({
      fecha: dayOf,
      ventas: sql<string>`sum(${signedTotal})`,
      facturas: sql<string>`sum(case when ${documentos.tipo} = '01' then ${documentos.importeTotal} else 0 end)`,
      notasCredito: sql<string>`sum(case when ${documentos.tipo} = '04' then ${documentos.importeTotal} else 0 end)`,
      numeroFacturas: sql<string>`count(*) filter (where ${documentos.tipo} = '01')`,
    })
    .from(documentos)
    .where(authorizedSince(emisorId, ambiente, since))
    .groupBy(dayOf);
}

type DayRow = Awaited<ReturnType<typeof dailySales>>[number];

function salesOf(rows: DayRow[]) {
  const sum = (pick: (row: DayRow) => unknown) =>
    rows.reduce((total, row) => total + Math.round(Number(pick(row)) * 100), 0) / 100;
  const facturas = sum((row) => row.facturas);
  const count = rows.reduce((total, row) => total + Number(row.numeroFacturas), 0);
  return {
    ventas: sum((row) => row.ventas),
    facturas,
    notasCredito: sum((row) => row.notasCredito),
    ticketPromedio: count ? money(facturas / count) : 0,
  };
}

/** GET /api/dashboard: the month at a glance and what needs attention, each part one SQL query. */
export async function dashboard(
  db: Executor,
  emisorId: string,
  ambiente: 1 | 2,
  usarInventario: boolean,
  now = new Date(),
): Promise<Dashboard> {
  const today = ecuadorDay(now);
  const month = today.slice(0, 7);
  const firstMonth = new Date(`${month}-01T00:00:00Z`);
  firstMonth.setUTCMonth(firstMonth.getUTCMonth() - (DASHBOARD_MESES - 1));
  const since12 = startOf(firstMonth.toISOString().slice(0, 10));
  const since30 = startOf(ecuadorDay(new Date(now.getTime() - (DASHBOARD_DIAS - 1) * 24 * HOUR)));
  const monthStart = startOf(`${month}-01`);

  const [days, attention, failedMail, lowStock, top] = await Promise.all([
    dailySales(db, emisorId, ambiente, new Date(Math.min(since12.getTime(), since30.getTime()))),
    db
      .select(attentionColumns)
      .from(documentos)
      .where(
        and(
          eq(documentos.emisorId, emisorId),
          eq(documentos.ambiente, ambiente),
          or(
            inArray(documentos.estado, ['NO RECIBIDA', 'NO AUTORIZADA', 'PENDIENTE']),
            // Flagged by SRI's follow-up (issue #11), whatever its age.
            isNotNull(documentos.atencion),
            and(
              eq(documentos.estado, 'POR AUTORIZAR'),
              lt(documentos.fecha, new Date(now.getTime() - POR_AUTORIZAR_ATENCION_MINUTOS * 60_000)),
            ),
          ),
        ),
      )
      .orderBy(desc(documentos.fecha))
      .limit(50),
    db
      .selectDistinctOn([documentos.fecha, documentos.id], attentionColumns)
      .from(entregasCorreo)
      .innerJoin(documentos, eq(documentos.id, entregasCorreo.documentoId))
      .where(
        and(
          eq(entregasCorreo.emisorId, emisorId),
          eq(entregasCorreo.estado, 'FALLÓ'),
          eq(documentos.ambiente, ambiente),
          // A later delivery that went out settles it.
          sql`not exists (select 1 from ${entregasCorreo} e2 where e2.documento_id = ${documentos.id} and e2.estado = 'ENVIADO')`,
        ),
      )
      .orderBy(desc(documentos.fecha), desc(documentos.id))
      .limit(50),
    usarInventario ? lowStockItems(db, emisorId) : Promise.resolve([]),
    topProducts(db, emisorId, ambiente, monthStart),
  ]);

  const byDay = new Map(days.map((row) => [row.fecha, row]));
  const diario = Array.from({ length: DASHBOARD_DIAS }, (_, index) => {
    const fecha = ecuadorDay(new Date(now.getTime() - (DASHBOARD_DIAS - 1 - index) * 24 * HOUR));
    return { fecha, ventas: money(byDay.get(fecha)?.ventas) };
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
    diario,
    mensual,
    atencion: [
      ...attention.map((row) => ({ ...row, numero: numero(row), motivo: row.estado })),
      ...failedMail.map((row) => ({ ...row, numero: numero(row), motivo: CORREO_FALLIDO_MOTIVO })),
    ].map(({ estab: _e, ptoEmi: _p, secuencial: _s, atencion, ...row }) => ({ ...row, marcado: atencion !== null })),
    stockBajo: lowStock,
    topProductos: top,
  };
}

/**
 * Items below their product's stock_minimo, per warehouse: a count for plain products, the
 * DISPONIBLE units for serialized ones. Derived on read, so every sale or movement flags at once.
 */
export async function lowStockItems(db: Executor, emisorId: string) {
  const stock = sql<string>`sum(case when ${items.numeroSerie} is null then ${items.stock} when ${items.status} = 'DISPONIBLE' then 1 else 0 end)`;
  const rows = await db
    .select({
      codigo: productos.codigo,
      nombre: productos.nombre,
      almacen: almacenes.nombre,
      stock,
      stockMinimo: productos.stockMinimo,
    })
    .from(items)
    .innerJoin(productos, eq(productos.id, items.productoId))
    .innerJoin(almacenes, eq(almacenes.id, items.almacenId))
    .where(
      and(
        eq(items.emisorId, emisorId),
        eq(items.activo, true),
        eq(productos.activo, true),
        eq(productos.inventariado, true),
        eq(almacenes.activo, true),
        sql`${productos.stockMinimo} > 0`,
      ),
    )
    .groupBy(productos.id, almacenes.id)
    .having(sql`${stock} < ${productos.stockMinimo}`)
    .orderBy(productos.codigo, almacenes.nombre);
  return rows.map((row) => ({ ...row, stock: Number(row.stock), stockMinimo: Number(row.stockMinimo) }));
}

/** The month's best-selling lines by amount, from the authorized invoices' payload lines. */
async function topProducts(db: Executor, emisorId: string, ambiente: 1 | 2, since: Date) {
  const line = sql`p.value`;
  const rows = await db
    .select({
      codigo: sql<string>`${line}->>'codigo'`,
      nombre: sql<string>`max(${line}->>'nombre')`,
      cantidad: sql<string>`sum((${line}->>'cantidad')::numeric)`,
      total: sql<string>`sum((${line}->>'precioTotalSinImpuesto')::numeric)`,
    })
    .from(documentos)
    .innerJoin(sql`jsonb_array_elements(${documentos.payload}->'factura'->'productos') p`, sql`true`)
    .where(and(authorizedSince(emisorId, ambiente, since), eq(documentos.tipo, '01')))
    .groupBy(sql`${line}->>'codigo'`)
    .orderBy(sql`4 desc`, sql`1`)
    .limit(DASHBOARD_TOP_PRODUCTOS);
  return rows.map((row) => ({ ...row, cantidad: Number(row.cantidad), total: money(row.total) }));
}
