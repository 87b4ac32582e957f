import { fechaSriToIso, fromCents, toCents } from '@facturador/shared/domain';
import {
  IMPUESTO_RETENCION_POR_CODIGO,
  type ImpuestoRetenido,
  RETENCION_ARCHIVO_ILEGIBLE_MESSAGE,
  RETENCION_BASE_EXCEDIDA_MESSAGE,
  RETENCION_DOC_SUSTENTO_TIPO_MESSAGE,
  RETENCION_DUPLICADA_MESSAGE,
  RETENCION_FACTURA_DESCONOCIDA_MESSAGE,
  RETENCION_FIRMA_INVALIDA_MESSAGE,
  RETENCION_IMPUESTO_NO_ADMITIDO_MESSAGE,
  RETENCION_NO_AUTORIZADA_MESSAGE,
  RETENCION_NO_ES_RETENCION_MESSAGE,
  RETENCION_OTRO_SUJETO_MESSAGE,
  type RetencionRecibida,
} from '@facturador/shared/domain/withholdings';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  documentoImpuestos,
  documentos,
  emisores,
  retencionesRecibidas,
  retencionesRecibidasLineas,
} from '../../db/schema';
import { badRequest, conflict, HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors';
import {
  type ArchivoAutorizado,
  ComprobanteIlegibleError,
  type RetencionLeida,
  readComprobanteRetencion,
  verifySignedXml,
} from '../../sri';
import { parseFechaAutorizacion } from '../emission/sri-outcomes';
import { inTransaction } from '../transactions';
import { retencionById } from './received-queries';

const unprocessable = (message: string) => new HttpError(422, message);
const numeroOf = (num15: string) => `${num15.slice(0, 3)}-${num15.slice(3, 6)}-${num15.slice(6)}`;
/** dd/mm/aaaa → aaaa-mm-dd */

interface LineaNueva {
  documentoId: string;
  numero: string;
  impuesto: ImpuestoRetenido;
  codigo: string;
  baseImponible: number;
  porcentaje: number;
  valor: number;
}

function readOrRefuse(archivo: ArchivoAutorizado): RetencionLeida {
  let leida: RetencionLeida;
  try {
    leida = readComprobanteRetencion(archivo.comprobante);
  } catch (error) {
    if (error instanceof ComprobanteIlegibleError) throw badRequest(RETENCION_ARCHIVO_ILEGIBLE_MESSAGE);
    throw error;
  }
  if (leida.codDoc !== '07') throw badRequest(RETENCION_NO_ES_RETENCION_MESSAGE);
  if (archivo.estado && archivo.estado !== 'AUTORIZADO') throw unprocessable(RETENCION_NO_AUTORIZADA_MESSAGE);
  return leida;
}

/** Each withholding matched to one of the company's authorized invoices (number, date, ambiente). */
async function linesOf(tx: Tx, emisorId: string, leida: RetencionLeida): Promise<LineaNueva[]> {
  const lineas: LineaNueva[] = [];
  for (const doc of leida.docsSustento) {
    if (doc.codDocSustento !== '01') throw unprocessable(RETENCION_DOC_SUSTENTO_TIPO_MESSAGE(doc.codDocSustento));
    const numero = numeroOf(doc.numDocSustento);
    const [factura] = await tx
      .select({ id: documentos.id })
      .from(documentos)
      .where(
        and(
          eq(documentos.emisorId, emisorId),
          eq(documentos.tipo, '01'),
          eq(documentos.estado, 'AUTORIZADA'),
          eq(documentos.ambiente, Number(leida.ambiente)),
          eq(documentos.estab, doc.numDocSustento.slice(0, 3)),
          eq(documentos.ptoEmi, doc.numDocSustento.slice(3, 6)),
          eq(documentos.secuencial, doc.numDocSustento.slice(6)),
          eq(documentos.fechaEmision, doc.fechaEmisionDocSustento),
        ),
      )
      // Two retenciones on one invoice at once: the second waits and sees the first's bases.
      .for('update');
    if (!factura) throw unprocessable(RETENCION_FACTURA_DESCONOCIDA_MESSAGE(numero, doc.fechaEmisionDocSustento));
    for (const item of doc.retenciones) {
      const impuesto = IMPUESTO_RETENCION_POR_CODIGO[item.codigo];
      if (!impuesto) throw unprocessable(RETENCION_IMPUESTO_NO_ADMITIDO_MESSAGE(item.codigo));
      lineas.push({
        documentoId: factura.id,
        numero,
        impuesto,
        codigo: item.codigoRetencion,
        baseImponible: item.baseImponible,
        porcentaje: item.porcentaje,
        valor: item.valor,
      });
    }
  }
  return lineas;
}

/**
 * The bases withheld on an invoice (this retención's plus those registered before) stay within it:
 * renta within its base without IVA, IVA within its IVA.
 */
async function checkBases(tx: Tx, emisorId: string, lineas: LineaNueva[]): Promise<void> {
  const ids = [...new Set(lineas.map((linea) => linea.documentoId))];
  const invoiceRows = await tx
    .select({
      documentoId: documentoImpuestos.documentoId,
      base: sql<string>`sum(${documentoImpuestos.baseImponible})`,
      iva: sql<string>`sum(${documentoImpuestos.valor})`,
    })
    .from(documentoImpuestos)
    .where(and(inArray(documentoImpuestos.documentoId, ids), eq(documentoImpuestos.codigo, 2)))
    .groupBy(documentoImpuestos.documentoId);
  const earlier = await tx
    .select({
      documentoId: retencionesRecibidasLineas.documentoId,
      impuesto: retencionesRecibidasLineas.impuesto,
      base: sql<string>`sum(${retencionesRecibidasLineas.baseImponible})`,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(retencionesRecibidas, eq(retencionesRecibidas.id, retencionesRecibidasLineas.retencionId))
    .where(
      and(
        eq(retencionesRecibidasLineas.emisorId, emisorId),
        inArray(retencionesRecibidasLineas.documentoId, ids),
        isNull(retencionesRecibidas.eliminadaEn),
      ),
    )
    .groupBy(retencionesRecibidasLineas.documentoId, retencionesRecibidasLineas.impuesto);
  const withheld = new Map<string, number>();
  for (const row of earlier) withheld.set(`${row.documentoId}|${row.impuesto}`, toCents(Number(row.base)));
  for (const linea of lineas) {
    const key = `${linea.documentoId}|${linea.impuesto}`;
    withheld.set(key, (withheld.get(key) ?? 0) + toCents(linea.baseImponible));
  }
  for (const linea of lineas) {
    const invoice = invoiceRows.find((row) => row.documentoId === linea.documentoId);
    const maximo = toCents(Number(linea.impuesto === 'renta' ? (invoice?.base ?? 0) : (invoice?.iva ?? 0)));
    const total = withheld.get(`${linea.documentoId}|${linea.impuesto}`) ?? 0;
    if (total > maximo) {
      const previas = total - toCents(linea.baseImponible);
      throw unprocessable(
        RETENCION_BASE_EXCEDIDA_MESSAGE(linea.impuesto, linea.numero, linea.baseImponible, fromCents(maximo - previas)),
      );
    }
  }
}

async function assertNotRegistered(db: Db | Tx, emisorId: string, claveAcceso: string): Promise<void> {
  const [existing] = await db
    .select({ id: retencionesRecibidas.id })
    .from(retencionesRecibidas)
    .where(
      and(
        eq(retencionesRecibidas.emisorId, emisorId),
        eq(retencionesRecibidas.claveAcceso, claveAcceso),
        isNull(retencionesRecibidas.eliminadaEn),
      ),
    );
  if (existing) throw conflict(RETENCION_DUPLICADA_MESSAGE);
}

export interface RegistroRetencion {
  emisorId: string;
  userId: string;
  origen: 'clave' | 'archivo';
  archivo: ArchivoAutorizado;
  /** The key asked for (by clave): the document must be that one. */
  claveAcceso?: string;
}

/**
 * Registers a received retención after every check (issue #22 §1); nothing is stored on a refusal.
 * The duplicate check comes before the signature so a second click answers 409 at once.
 */
export async function registerReceivedWithholding(db: Db, registro: RegistroRetencion): Promise<RetencionRecibida> {
  const { emisorId, archivo } = registro;
  const leida = readOrRefuse(archivo);
  if (registro.claveAcceso && leida.claveAcceso !== registro.claveAcceso) {
    throw unprocessable(RETENCION_NO_AUTORIZADA_MESSAGE);
  }
  await assertNotRegistered(db, emisorId, leida.claveAcceso);
  const firma = verifySignedXml(archivo.comprobante);
  if (!firma.valid) throw unprocessable(RETENCION_FIRMA_INVALIDA_MESSAGE(firma.reason ?? 'firma alterada'));
  const [emisor] = await db.select({ ruc: emisores.ruc }).from(emisores).where(eq(emisores.id, emisorId));
  if (leida.identificacionSujetoRetenido !== emisor!.ruc) {
    throw unprocessable(RETENCION_OTRO_SUJETO_MESSAGE(leida.identificacionSujetoRetenido, emisor!.ruc));
  }
  let id: string;
  try {
    id = await inTransaction(db, async (tx) => {
      const lineas = await linesOf(tx, emisorId, leida);
      // Checked once the invoices are locked: a copy registered meanwhile is seen here as a duplicate,
      // not counted as earlier bases (every loser of a race gets the 409).
      await assertNotRegistered(tx, emisorId, leida.claveAcceso);
      await checkBases(tx, emisorId, lineas);
      const [row] = await tx
        .insert(retencionesRecibidas)
        .values({
          emisorId,
          claveAcceso: leida.claveAcceso,
          ambiente: Number(leida.ambiente),
          numero: `${leida.estab}-${leida.ptoEmi}-${leida.secuencial}`,
          fechaEmision: fechaSriToIso(leida.fechaEmision),
          periodoFiscal: leida.periodoFiscal,
          identificacionAgente: leida.rucAgente,
          razonSocialAgente: leida.razonSocialAgente,
          numeroAutorizacion: archivo.numeroAutorizacion ?? leida.claveAcceso,
          fechaAutorizacion: parseFechaAutorizacion(archivo.fechaAutorizacion),
          origen: registro.origen,
          xml: archivo.comprobante,
          creadoPor: registro.userId,
        })
        .returning({ id: retencionesRecibidas.id });
      await tx.insert(retencionesRecibidasLineas).values(
        lineas.map((linea) => ({
          emisorId,
          retencionId: row!.id,
          documentoId: linea.documentoId,
          impuesto: linea.impuesto,
          codigo: linea.codigo,
          baseImponible: linea.baseImponible,
          porcentaje: linea.porcentaje,
          valor: linea.valor,
        })),
      );
      return row!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(RETENCION_DUPLICADA_MESSAGE);
    throw error;
  }
  return (await retencionById(db, emisorId, id))!;
}
