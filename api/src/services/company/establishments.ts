import { DOCUMENTOS_EMITIDOS } from '@facturador/shared/domain';
import { AMBIENTES_RIDE } from '@facturador/shared/domain/ride';
import {
  ESTABLECIMIENTO_NO_ENCONTRADO_MESSAGE,
  type EstablecimientoCreate,
  type EstablecimientoInfo,
  type EstablecimientoUpdate,
  establecimientoDuplicadoMessage,
  PUNTO_NO_ENCONTRADO_MESSAGE,
  type PuntoCreate,
  type PuntoEmisionInfo,
  type PuntoUpdate,
  puntoDuplicadoMessage,
  SECUENCIAL_MAXIMO,
  type Siguiente,
  secuencialYaEmitidoMessage,
} from '@facturador/shared/domain/settings';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/database';
import { documentos, establecimientos, puntosEmision, secuenciales } from '../../db/schema';
import { conflict, notFound, rethrowUniqueViolation } from '../../errors';
import { inTransaction } from '../transactions';

type SiguienteUpdate = NonNullable<PuntoUpdate['siguiente']>;

const AMBIENTES = [
  { clave: 'pruebas', ambiente: 1 },
  { clave: 'produccion', ambiente: 2 },
] as const;

/** The next number of every document type and ambiente from the counters (which hold the last one used). */
function siguienteOf(rows: { tipo: string; ambiente: number; ultimo: number }[]): Siguiente {
  const next = (codDoc: string, ambiente: number) => {
    const ultimo = rows.find((row) => row.tipo === codDoc && row.ambiente === ambiente)?.ultimo ?? 0;
    return ultimo >= SECUENCIAL_MAXIMO ? null : ultimo + 1;
  };
  const porAmbiente = (codDoc: string) => ({ pruebas: next(codDoc, 1), produccion: next(codDoc, 2) });
  return Object.fromEntries(
    DOCUMENTOS_EMITIDOS.map((documento) => [documento.clave, porAmbiente(documento.codDoc)]),
  ) as Siguiente;
}

/** GET /api/establecimientos: every establishment of the emisor with its points, by code. */
export async function listEstablishments(
  db: Executor,
  emisorId: string,
  onlyId?: string,
): Promise<EstablecimientoInfo[]> {
  const estabs = await db
    .select()
    .from(establecimientos)
    .where(and(eq(establecimientos.emisorId, emisorId), onlyId ? eq(establecimientos.id, onlyId) : undefined))
    .orderBy(asc(establecimientos.codigo));
  if (estabs.length === 0) return [];
  const puntos = await db
    .select()
    .from(puntosEmision)
    .where(
      inArray(
        puntosEmision.establecimientoId,
        estabs.map((estab) => estab.id),
      ),
    )
    .orderBy(asc(puntosEmision.codigo));
  const counters = puntos.length
    ? await db
        .select()
        .from(secuenciales)
        .where(
          inArray(
            secuenciales.puntoEmisionId,
            puntos.map((punto) => punto.id),
          ),
        )
    : [];
  return estabs.map((estab) => ({
    _id: estab.id,
    codigo: estab.codigo,
    direccion: estab.direccion,
    nombreComercial: estab.nombreComercial,
    activo: estab.activo,
    puntos: puntos
      .filter((punto) => punto.establecimientoId === estab.id)
      .map((punto) => ({
        _id: punto.id,
        codigo: punto.codigo,
        activo: punto.activo,
        siguiente: siguienteOf(counters.filter((counter) => counter.puntoEmisionId === punto.id)),
      })),
  }));
}

async function establishmentById(db: Executor, emisorId: string, id: string): Promise<EstablecimientoInfo> {
  const [found] = await listEstablishments(db, emisorId, id);
  if (!found) throw notFound(ESTABLECIMIENTO_NO_ENCONTRADO_MESSAGE);
  return found;
}

export async function createEstablishment(db: Db, emisorId: string, input: EstablecimientoCreate) {
  try {
    const [row] = await db
      .insert(establecimientos)
      .values({ emisorId, ...input })
      .returning({ id: establecimientos.id });
    return establishmentById(db, emisorId, row!.id);
  } catch (error) {
    rethrowUniqueViolation(error, establecimientoDuplicadoMessage(input.codigo));
  }
}

export async function updateEstablishment(db: Db, emisorId: string, id: string, input: EstablecimientoUpdate) {
  try {
    if (Object.keys(input).length > 0) {
      const updated = await db
        .update(establecimientos)
        .set(input)
        .where(and(eq(establecimientos.id, id), eq(establecimientos.emisorId, emisorId)))
        .returning({ id: establecimientos.id });
      if (updated.length === 0) throw notFound(ESTABLECIMIENTO_NO_ENCONTRADO_MESSAGE);
    }
    return await establishmentById(db, emisorId, id);
  } catch (error) {
    rethrowUniqueViolation(error, establecimientoDuplicadoMessage(input.codigo ?? ''));
  }
}

/** A point of the emisor with its establishment's code, locked for the update. */
async function lockedPoint(tx: Tx, emisorId: string, id: string) {
  const [row] = await tx
    .select({ id: puntosEmision.id, codigo: puntosEmision.codigo, estab: establecimientos.codigo })
    .from(puntosEmision)
    .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
    .where(and(eq(puntosEmision.id, id), eq(establecimientos.emisorId, emisorId)))
    .for('update', { of: puntosEmision });
  if (!row) throw notFound(PUNTO_NO_ENCONTRADO_MESSAGE);
  return row;
}

/**
 * Sets the next secuenciales sent. The counter row is written first (it waits for any emission in
 * flight at this point, which holds it), then the highest number already issued is read: lowering
 * the next number to or below it is refused (409) and the transaction rolls back.
 */
async function setSiguiente(
  tx: Tx,
  emisorId: string,
  punto: { id: string; codigo: string; estab: string },
  siguiente: SiguienteUpdate,
) {
  for (const documento of DOCUMENTOS_EMITIDOS) {
    for (const { clave, ambiente } of AMBIENTES) {
      const value = siguiente[documento.clave]?.[clave];
      if (value === undefined) continue;
      await tx
        .insert(secuenciales)
        .values({ puntoEmisionId: punto.id, tipo: documento.codDoc, ambiente, ultimo: value - 1 })
        .onConflictDoUpdate({
          target: [secuenciales.puntoEmisionId, secuenciales.tipo, secuenciales.ambiente],
          set: { ultimo: value - 1 },
        });
      const [issued] = await tx
        .select({ ultimo: max(documentos.secuencial) })
        .from(documentos)
        .where(
          and(
            eq(documentos.emisorId, emisorId),
            eq(documentos.estab, punto.estab),
            eq(documentos.ptoEmi, punto.codigo),
            eq(documentos.tipo, documento.codDoc),
            eq(documentos.ambiente, ambiente),
          ),
        );
      const ultimo = issued?.ultimo ? Number(issued.ultimo) : 0;
      if (value <= ultimo)
        throw conflict(secuencialYaEmitidoMessage(documento.nombre, AMBIENTES_RIDE[ambiente], ultimo));
    }
  }
}

async function pointInfo(db: Executor, emisorId: string, id: string): Promise<PuntoEmisionInfo> {
  const [row] = await db
    .select({ establecimientoId: puntosEmision.establecimientoId })
    .from(puntosEmision)
    .where(eq(puntosEmision.id, id));
  const estab = row ? await establishmentById(db, emisorId, row.establecimientoId) : null;
  const punto = estab?.puntos.find((candidate) => candidate._id === id);
  if (!punto) throw notFound(PUNTO_NO_ENCONTRADO_MESSAGE);
  return punto;
}

export async function createPoint(db: Db, emisorId: string, establecimientoId: string, input: PuntoCreate) {
  try {
    const id = await inTransaction(db, async (tx) => {
      const [estab] = await tx
        .select({ codigo: establecimientos.codigo })
        .from(establecimientos)
        .where(and(eq(establecimientos.id, establecimientoId), eq(establecimientos.emisorId, emisorId)));
      if (!estab) throw notFound(ESTABLECIMIENTO_NO_ENCONTRADO_MESSAGE);
      const [row] = await tx
        .insert(puntosEmision)
        .values({ establecimientoId, codigo: input.codigo, activo: input.activo })
        .returning({ id: puntosEmision.id });
      if (input.siguiente) {
        await setSiguiente(tx, emisorId, { id: row!.id, codigo: input.codigo, estab: estab.codigo }, input.siguiente);
      }
      return row!.id;
    });
    return await pointInfo(db, emisorId, id);
  } catch (error) {
    rethrowUniqueViolation(error, puntoDuplicadoMessage(input.codigo));
  }
}

export async function updatePoint(db: Db, emisorId: string, id: string, input: PuntoUpdate) {
  try {
    await inTransaction(db, async (tx) => {
      const punto = await lockedPoint(tx, emisorId, id);
      const { siguiente, ...fields } = input;
      if (Object.keys(fields).length > 0) await tx.update(puntosEmision).set(fields).where(eq(puntosEmision.id, id));
      if (siguiente) await setSiguiente(tx, emisorId, { ...punto, codigo: fields.codigo ?? punto.codigo }, siguiente);
    });
    return await pointInfo(db, emisorId, id);
  } catch (error) {
    rethrowUniqueViolation(error, puntoDuplicadoMessage(input.codigo ?? ''));
  }
}

/**
 * Switching to PRODUCCIÓN: factura and nota de crédito continue from these numbers on every punto de
 * emisión of the emisor (each refused, like an edit, if it is not above what PRODUCCIÓN already issued).
 */
export async function setProductionStart(
  tx: Tx,
  emisorId: string,
  siguiente: { factura: number; notaCredito: number },
): Promise<void> {
  const puntos = await tx
    .select({ id: puntosEmision.id, codigo: puntosEmision.codigo, estab: establecimientos.codigo })
    .from(puntosEmision)
    .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
    .where(eq(establecimientos.emisorId, emisorId))
    .orderBy(asc(establecimientos.codigo), asc(puntosEmision.codigo))
    .for('update', { of: puntosEmision });
  for (const punto of puntos) {
    await setSiguiente(tx, emisorId, punto, {
      factura: { produccion: siguiente.factura },
      notaCredito: { produccion: siguiente.notaCredito },
    });
  }
}
