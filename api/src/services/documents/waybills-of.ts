import { COD_DOC, type EstadoDocumento, numeroDocumento } from '@facturador/shared/domain';
import type { GuiaDeDocumento, GuiaRemisionPayload } from '@facturador/shared/domain/waybills';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos } from '../../db/schema';

type GuiaRow = { claveAcceso: string; estado: string; payload: unknown };

async function waybillsWhere(db: Executor, emisorId: string, condition: SQL): Promise<GuiaRow[]> {
  return db
    .select({ claveAcceso: documentos.claveAcceso, estado: documentos.estado, payload: documentos.payload })
    .from(documentos)
    .where(and(eq(documentos.emisorId, emisorId), eq(documentos.tipo, COD_DOC.guiaRemision), condition))
    .orderBy(asc(documentos.fecha), asc(documentos.id));
}

const asRef = (row: GuiaRow): GuiaDeDocumento => ({
  claveAcceso: row.claveAcceso,
  numero: numeroDocumento(row.claveAcceso),
  estado: row.estado as EstadoDocumento,
});

function groupBy(rows: GuiaRow[], keysOf: (guia: GuiaRemisionPayload['guia']) => string[]) {
  const result = new Map<string, GuiaDeDocumento[]>();
  for (const row of rows) {
    for (const key of keysOf((row.payload as GuiaRemisionPayload).guia)) {
      result.set(key, [...(result.get(key) ?? []), asRef(row)]);
    }
  }
  return result;
}

/** The guías de remisión that deliver each of these invoices (one query for a page of cards), by access key. */
export async function waybillsOfInvoices(
  db: Executor,
  emisorId: string,
  claves: string[],
): Promise<Map<string, GuiaDeDocumento[]>> {
  if (claves.length === 0) return new Map();
  const rows = await waybillsWhere(
    db,
    emisorId,
    sql`${documentos.payload} -> 'guia' -> 'facturas' ?| string_to_array(${claves.join(',')}, ',')`,
  );
  const wanted = new Set(claves);
  return groupBy(rows, (guia) => guia.facturas.filter((clave) => wanted.has(clave)));
}

/** The guías de remisión issued for each of these TRASLADO movements, by movement id. */
export async function waybillsOfMovements(
  db: Executor,
  emisorId: string,
  movimientoIds: string[],
): Promise<Map<string, GuiaDeDocumento[]>> {
  if (movimientoIds.length === 0) return new Map();
  const rows = await waybillsWhere(
    db,
    emisorId,
    sql`${documentos.payload} -> 'guia' ->> 'movimientoId' = any(string_to_array(${movimientoIds.join(',')}, ','))`,
  );
  return groupBy(rows, (guia) => (guia.movimientoId ? [guia.movimientoId] : []));
}
