import { CODIGO_ICE, CODIGO_IRBPNR, CODIGO_IVA, IVA_OPTIONS, TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import { type DocumentExportQuery, estadoAnulacionEn } from '@facturador/shared/domain/documents';
import { EXPORTACION_GRANDE_MESSAGE, EXPORTACION_MAX_FILAS, importeConSigno } from '@facturador/shared/domain/reports';
import { AMBIENTES_RIDE } from '@facturador/shared/domain/ride';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { anulaciones, documentoImpuestos, documentos } from '../../db/schema';
import { badRequest } from '../../errors';
import { estadoVisible } from '../documents/annulment';
import { documentListConditions } from '../documents/documents';
import { type Cell, type SheetColumn, toCsv, toXlsx } from './spreadsheets';

const COLUMNS: SheetColumn[] = [
  { header: 'Fecha de emisión' },
  { header: 'Tipo', width: 16 },
  { header: 'Número', width: 20 },
  { header: 'Estado', width: 16 },
  { header: 'Ambiente' },
  { header: 'Identificación del comprador', width: 18 },
  { header: 'Razón social del comprador', width: 36 },
  { header: 'Importe total', kind: 'money' },
  { header: 'Moneda' },
  { header: 'Clave de acceso', width: 52 },
  { header: 'Número de autorización', width: 52 },
  // Appended (issue #21) so the columns integrators read by position keep their place.
  { header: 'IVA', kind: 'money' },
  { header: 'ICE', kind: 'money' },
  { header: 'IRBPNR', kind: 'money' },
  // Appended (issue #25): the IVA bases; a credit note's amounts are negative in every money column.
  { header: 'Base IVA 0%', kind: 'money' },
  { header: 'Base IVA gravada', kind: 'money' },
];

/** IVA rate codes at 0 % (0 %, No objeto, Exento): the rest is taxed. */
const IVA_CERO = IVA_OPTIONS.filter((option) => option.tarifa === 0).map((option) => option.codigoPorcentaje);

/** A document's tax of one group (2 IVA, 3 ICE, 5 IRBPNR), from the totalConImpuestos rows kept beside it. */
const taxOf = (codigo: number) =>
  sql<string>`(select coalesce(sum(${documentoImpuestos.valor}), 0) from ${documentoImpuestos} where ${documentoImpuestos.documentoId} = ${documentos.id} and ${documentoImpuestos.codigo} = ${codigo})`;

/** A document's IVA base at 0 % (`cero`) or taxed. */
const ivaBaseOf = (cero: boolean) =>
  sql<string>`(select coalesce(sum(${documentoImpuestos.baseImponible}), 0) from ${documentoImpuestos} where ${documentoImpuestos.documentoId} = ${documentos.id} and ${documentoImpuestos.codigo} = ${CODIGO_IVA} and ${documentoImpuestos.codigoPorcentaje} ${cero ? sql`in` : sql`not in`} (${sql.join(
    IVA_CERO.map((codigo) => sql`${codigo}`),
    sql`, `,
  )}))`;

/** The rows of 'Mis Comprobantes' with its filters, newest first, all pages at once. */
async function exportRows(db: Executor, emisorId: string, query: DocumentExportQuery): Promise<Cell[][]> {
  const rows = await db
    .select({
      fechaEmision: documentos.fechaEmision,
      tipo: documentos.tipo,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      estado: documentos.estado,
      ambiente: documentos.ambiente,
      identificacion: documentos.compradorIdentificacion,
      razonSocial: documentos.compradorRazonSocial,
      importeTotal: documentos.importeTotal,
      moneda: documentos.moneda,
      claveAcceso: documentos.claveAcceso,
      numeroAutorizacion: documentos.numeroAutorizacion,
      iva: taxOf(CODIGO_IVA),
      ice: taxOf(CODIGO_ICE),
      irbpnr: taxOf(CODIGO_IRBPNR),
      baseCero: ivaBaseOf(true),
      baseGravada: ivaBaseOf(false),
      anulacionEstado: anulaciones.estado,
      anulacionPlazo: anulaciones.plazo,
    })
    .from(documentos)
    .leftJoin(anulaciones, eq(anulaciones.documentoId, documentos.id))
    .where(and(...documentListConditions(emisorId, query)))
    .orderBy(desc(documentos.fecha), desc(documentos.id))
    .limit(EXPORTACION_MAX_FILAS + 1);
  if (rows.length > EXPORTACION_MAX_FILAS) throw badRequest(EXPORTACION_GRANDE_MESSAGE);
  return rows.map((row) => {
    const signed = (valor: number | string) => importeConSigno(row.tipo, valor);
    return [
      row.fechaEmision,
      TIPOS_DOCUMENTO[row.tipo as keyof typeof TIPOS_DOCUMENTO] ?? row.tipo,
      `${row.estab}-${row.ptoEmi}-${row.secuencial}`,
      // A note whose annulment waits for its receiver reads as the list shows it.
      row.anulacionEstado
        ? estadoVisible(row.estado, {
            estado: estadoAnulacionEn({ estado: row.anulacionEstado, plazo: row.anulacionPlazo }),
          })
        : row.estado,
      AMBIENTES_RIDE[row.ambiente as 1 | 2] ?? String(row.ambiente),
      row.identificacion,
      row.razonSocial,
      signed(row.importeTotal),
      row.moneda,
      row.claveAcceso,
      row.numeroAutorizacion,
      signed(row.iva),
      signed(row.ice),
      signed(row.irbpnr),
      signed(row.baseCero),
      signed(row.baseGravada),
    ];
  });
}

/** GET /api/facturas/exportar: the document list as CSV or XLSX. */
export async function exportDocuments(db: Executor, emisorId: string, query: DocumentExportQuery): Promise<Buffer> {
  const rows = await exportRows(db, emisorId, query);
  return query.formato === 'csv' ? toCsv(COLUMNS, rows) : toXlsx('Comprobantes', COLUMNS, rows);
}
