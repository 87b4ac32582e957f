import {
  type ConfirmacionImportacion,
  type EstadoArchivoImportado,
  type EstadoImportacion,
  IMPORTACION_NO_EXISTE_MESSAGE,
  type ImportacionesHistorialResponse,
  type ImportacionHistorial,
} from '@facturador/shared/domain/imports';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { importacionesHistorial, importacionResultados } from '../../db/schema';
import { notFound } from '../../errors';
import { importProposal } from './proposal';

const headColumns = {
  id: importacionesHistorial.id,
  estado: importacionesHistorial.estado,
  creada: importacionesHistorial.createdAt,
  total: importacionesHistorial.total,
  procesados: importacionesHistorial.procesados,
  confirmacion: importacionesHistorial.confirmacion,
};

/** Results counted by estado, in one query. */
async function summaryOf(db: Executor, id: string) {
  const counts = await db
    .select({ estado: importacionResultados.estado, n: sql<number>`count(*)::int` })
    .from(importacionResultados)
    .where(eq(importacionResultados.importacionId, id))
    .groupBy(importacionResultados.estado);
  const of = (estado: EstadoArchivoImportado) => counts.find((row) => row.estado === estado)?.n ?? 0;
  return { importados: of('importado'), duplicados: of('duplicado'), rechazados: of('rechazado') };
}

type Head = { [K in keyof typeof headColumns]: (typeof headColumns)[K]['_']['data'] };

async function headView(db: Executor, row: Head) {
  return {
    id: row.id,
    estado: row.estado as EstadoImportacion,
    creada: row.creada.toISOString(),
    total: row.total,
    procesados: row.procesados,
    resumen: await summaryOf(db, row.id),
    confirmacion: (row.confirmacion as ConfirmacionImportacion | null) ?? null,
  };
}

/** `GET /api/importaciones/{id}`: progress, every result in order and, once processed, the proposal. */
export async function importView(db: Executor, emisorId: string, id: string): Promise<ImportacionHistorial> {
  const [row] = await db
    .select(headColumns)
    .from(importacionesHistorial)
    .where(and(eq(importacionesHistorial.id, id), eq(importacionesHistorial.emisorId, emisorId)));
  if (!row) throw notFound(IMPORTACION_NO_EXISTE_MESSAGE);
  const resultados = await db
    .select({
      archivo: importacionResultados.archivo,
      estado: importacionResultados.estado,
      mensaje: importacionResultados.mensaje,
      claveAcceso: importacionResultados.claveAcceso,
      numero: importacionResultados.numero,
      codDoc: importacionResultados.codDoc,
    })
    .from(importacionResultados)
    .where(eq(importacionResultados.importacionId, id))
    .orderBy(asc(importacionResultados.orden));
  return {
    ...(await headView(db, row)),
    resultados: resultados.map((resultado) => ({
      archivo: resultado.archivo,
      estado: resultado.estado as EstadoArchivoImportado,
      mensaje: resultado.mensaje,
      ...(resultado.claveAcceso ? { claveAcceso: resultado.claveAcceso } : {}),
      ...(resultado.numero ? { numero: resultado.numero } : {}),
      ...(resultado.codDoc ? { codDoc: resultado.codDoc } : {}),
    })),
    propuesta: row.estado === 'procesando' ? null : await importProposal(db, emisorId, id),
  };
}

/** `GET /api/importaciones`: the company's imports, newest first. */
export async function listImports(db: Executor, emisorId: string): Promise<ImportacionesHistorialResponse> {
  const rows = await db
    .select(headColumns)
    .from(importacionesHistorial)
    .where(eq(importacionesHistorial.emisorId, emisorId))
    .orderBy(desc(importacionesHistorial.createdAt))
    .limit(50);
  return { importaciones: await Promise.all(rows.map((row) => headView(db, row))) };
}
