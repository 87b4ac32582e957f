import {
  type ClienteImportado,
  COLUMNAS_CLIENTE,
  checkCustomerRow,
  columnaDesconocidaMessage,
  type FilaRechazada,
  filaRepetidaMessage,
  type ImportacionResponse,
} from '@facturador/shared/domain/imports';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compradores } from '../../db/schema';
import { badRequest } from '../../errors';
import type { SheetText } from './read-sheet';
import { keyedRows, rowsInTurns } from './sheet-rows';

interface CustomerPlan {
  create: { linea: number; cliente: ClienteImportado; aviso?: string }[];
  update: { linea: number; cliente: ClienteImportado; aviso?: string }[];
  rechazadas: FilaRechazada[];
}

async function planImport(db: Executor, emisorId: string, sheet: SheetText): Promise<CustomerPlan> {
  const rows = keyedRows(sheet, COLUMNAS_CLIENTE, (header) => {
    throw badRequest(columnaDesconocidaMessage(header));
  });
  const stored = await db
    .select({ identificacion: compradores.identificacion })
    .from(compradores)
    .where(eq(compradores.emisorId, emisorId));
  const known = new Set(stored.map((row) => row.identificacion));
  const firstLine = new Map<string, number>();
  const plan: CustomerPlan = { create: [], update: [], rechazadas: [] };
  for await (const row of rowsInTurns(rows)) {
    const { cliente, motivo, aviso } = checkCustomerRow(row);
    if (!cliente) {
      plan.rechazadas.push({ linea: row.linea, motivo: motivo ?? '' });
      continue;
    }
    const seen = firstLine.get(cliente.identificacion);
    if (seen !== undefined) {
      plan.rechazadas.push({ linea: row.linea, motivo: filaRepetidaMessage('cliente', cliente.identificacion, seen) });
      continue;
    }
    firstLine.set(cliente.identificacion, row.linea);
    (known.has(cliente.identificacion) ? plan.update : plan.create).push({ linea: row.linea, cliente, aviso });
  }
  return plan;
}

const CHUNK = 1000;

/**
 * POST /api/clientes/importar: the preview, or with `confirmar` the customers upserted (by identificación, as an
 * emission registers its buyer) in the caller's transaction, a chunk per statement.
 */
export async function importCustomers(
  db: Executor,
  emisorId: string,
  sheet: SheetText,
  confirmar: boolean,
): Promise<Omit<ImportacionResponse, 'error'>> {
  const plan = await planImport(db, emisorId, sheet);
  if (confirmar) {
    const rows = [...plan.create, ...plan.update];
    for (let start = 0; start < rows.length; start += CHUNK)
      await db
        .insert(compradores)
        .values(rows.slice(start, start + CHUNK).map(({ cliente }) => ({ emisorId, ...cliente })))
        .onConflictDoUpdate({
          target: [compradores.emisorId, compradores.identificacion],
          set: {
            tipoIdentificacion: sql`excluded.tipo_identificacion`,
            razonSocial: sql`excluded.razon_social`,
            direccion: sql`excluded.direccion`,
            email: sql`excluded.email`,
            telefono: sql`excluded.telefono`,
            updatedAt: new Date(),
          },
        });
  }
  const preview = ({ linea, cliente, aviso }: CustomerPlan['create'][number]) => ({
    linea,
    clave: cliente.identificacion,
    nombre: cliente.razonSocial,
    ...(aviso ? { aviso } : {}),
  });
  return {
    aplicado: confirmar,
    crear: plan.create.map(preview),
    actualizar: plan.update.map(preview),
    rechazadas: plan.rechazadas,
  };
}
