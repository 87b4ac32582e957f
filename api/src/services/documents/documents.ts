import {
  CLAVE_ACCESO_PATTERN,
  COD_DOC,
  endOfDayGuayaquil,
  type SriMensaje,
  startOfDayGuayaquil,
} from '@facturador/shared/domain';
import type { Atencion, DocumentListQuery, DocumentSummary } from '@facturador/shared/domain/documents';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos } from '../../db/schema';
import { deliveriesOf } from '../mail/deliveries';
import { decodeCursor, encodeCursor } from '../paging/paging';
import { cursorTimestamp, isoTimestamp, olderThan } from '../paging/paging-sql';
import { ventaACredito } from '../receivables/rows';
import { withholdingsOf } from '../withholdings/on-documents';
import { annulmentsOf, estadoVisible } from './annulment';
import { requiresAttention } from './attention';
import { waybillsOfInvoices } from './waybills-of';
import { buyerPhonesOf, whatsappSendsOf } from './whatsapp';

/**
 * The filter box 'Buscar por cédula/RUC/secuencial': 001-001-000000123 is a full number, up to 9
 * digits a secuencial, 49 digits an access key (integrators look documents up by it), anything else
 * the buyer's identification (cédula, RUC, passport).
 */
export function documentFilterCondition(filtro: string): SQL {
  if (CLAVE_ACCESO_PATTERN.test(filtro)) return eq(documentos.claveAcceso, filtro);
  const numero = /^(\d{3})-(\d{3})-(\d{1,9})$/.exec(filtro);
  if (numero) {
    return and(
      eq(documentos.estab, numero[1]!),
      eq(documentos.ptoEmi, numero[2]!),
      eq(documentos.secuencial, numero[3]!.padStart(9, '0')),
    )!;
  }
  if (/^\d{1,9}$/.test(filtro)) return eq(documentos.secuencial, filtro.padStart(9, '0'));
  return eq(documentos.compradorIdentificacion, filtro);
}

/** The filters of 'Mis Comprobantes' (GET /api/facturas and its export). */
export function documentListConditions(
  emisorId: string,
  query: Pick<DocumentListQuery, 'filtro' | 'fecha_inicio' | 'fecha_fin' | 'tipo' | 'atencion'>,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(documentos.emisorId, emisorId)];
  if (query.filtro) conditions.push(documentFilterCondition(query.filtro));
  if (query.fecha_inicio) conditions.push(gte(documentos.fecha, startOfDayGuayaquil(query.fecha_inicio)));
  if (query.fecha_fin) conditions.push(lt(documentos.fecha, endOfDayGuayaquil(query.fecha_fin)));
  if (query.tipo) conditions.push(eq(documentos.tipo, query.tipo));
  if (query.atencion) conditions.push(requiresAttention());
  return conditions;
}

function attentionOf(mensaje: string | null, desde: string | null): Atencion | null {
  return mensaje && desde ? { mensaje, desde } : null;
}

/** GET /api/facturas: the emisor's documents, newest first, one keyset page at a time. */
export async function listDocuments(
  db: Executor,
  emisorId: string,
  query: DocumentListQuery,
): Promise<{ facturas: DocumentSummary[]; siguienteCursor: string | null }> {
  const conditions = documentListConditions(emisorId, query);
  if (query.cursor) conditions.push(olderThan(documentos.fecha, documentos.id, decodeCursor(query.cursor)));

  const rows = await db
    .select({
      id: documentos.id,
      claveAcceso: documentos.claveAcceso,
      estado: documentos.estado,
      fecha: isoTimestamp(documentos.fecha),
      cursorFecha: cursorTimestamp(documentos.fecha),
      tipo: documentos.tipo,
      ambiente: documentos.ambiente,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      numeroAutorizacion: documentos.numeroAutorizacion,
      fechaAutorizacion: sql<string | null>`${isoTimestamp(documentos.fechaAutorizacion)}`,
      moneda: documentos.moneda,
      importeTotal: documentos.importeTotal,
      razonSocial: documentos.compradorRazonSocial,
      identificacion: documentos.compradorIdentificacion,
      direccion: documentos.compradorDireccion,
      mensajesSri: documentos.mensajesSri,
      atencion: documentos.atencion,
      atencionDesde: sql<string | null>`${isoTimestamp(documentos.atencionDesde)}`,
      aCredito: ventaACredito(documentos),
      importado: sql<boolean>`${documentos.importacionId} is not null`,
    })
    .from(documentos)
    .where(and(...conditions))
    .orderBy(desc(documentos.fecha), desc(documentos.id))
    .limit(query.limite + 1);

  const page = rows.slice(0, query.limite);
  const last = page.at(-1);
  const ids = page.map((row) => row.id);
  const facturas = page.filter((row) => row.tipo === COD_DOC.factura).map((row) => row.claveAcceso);
  const [correos, retenciones, anulacionesDe, guiasDe, whatsappDe, telefonos] = await Promise.all([
    deliveriesOf(db, ids),
    withholdingsOf(db, ids),
    annulmentsOf(db, ids),
    waybillsOfInvoices(db, emisorId, facturas),
    whatsappSendsOf(db, ids),
    buyerPhonesOf(
      db,
      emisorId,
      page.map((row) => row.identificacion),
    ),
  ]);
  return {
    facturas: page.map((row) => ({
      _id: row.id,
      claveAcceso: row.claveAcceso,
      estado: estadoVisible(row.estado, anulacionesDe.get(row.id) ?? null),
      fecha: row.fecha,
      tipoComprobante: row.tipo,
      ambiente: row.ambiente,
      estab: row.estab,
      ptoEmi: row.ptoEmi,
      secuencial: row.secuencial,
      numeroAutorizacion: row.numeroAutorizacion,
      fechaAutorizacion: row.fechaAutorizacion,
      contenido: {
        moneda: row.moneda,
        importeTotal: row.importeTotal,
        comprador: {
          razonSocialComprador: row.razonSocial,
          identificacionComprador: row.identificacion,
          direccionComprador: row.direccion,
        },
      },
      mensajesSri: (row.mensajesSri ?? []) as SriMensaje[],
      atencion: attentionOf(row.atencion, row.atencionDesde),
      correos: correos.get(row.id) ?? [],
      ...(retenciones.has(row.id) ? { retenciones: retenciones.get(row.id) } : {}),
      aCredito: row.aCredito,
      ...(anulacionesDe.has(row.id) ? { anulacion: anulacionesDe.get(row.id) } : {}),
      ...(guiasDe.has(row.claveAcceso) ? { guiasRemision: guiasDe.get(row.claveAcceso) } : {}),
      ...(row.importado ? { importado: true } : {}),
      ...(whatsappDe.has(row.id) ? { whatsapp: whatsappDe.get(row.id) } : {}),
      ...(telefonos.has(row.identificacion) ? { telefonoComprador: telefonos.get(row.identificacion) } : {}),
    })),
    siguienteCursor: rows.length > query.limite && last ? encodeCursor(last.cursorFecha, last.id) : null,
  };
}
