import {
  CLAVE_ACCESO_LENGTH,
  COD_DOC,
  fechaIsoHoy,
  fechaSriToIso,
  fromCents,
  ivaOptionByCodigo,
  NUMERO_DOCUMENTO_PATTERN,
  parseClaveAcceso,
  sumCents,
  sumMoney,
  toCents,
} from '@facturador/shared/domain';
import {
  type ActualizarCompra,
  COMPRA_ARCHIVO_ILEGIBLE_MESSAGE,
  COMPRA_CLAVE_OTRO_TIPO_MESSAGE,
  COMPRA_FECHA_FUTURA_MESSAGE,
  COMPRA_NO_AUTORIZADA_MESSAGE,
  COMPRA_NO_ES_FACTURA_MESSAGE,
  COMPRA_NO_EXISTE_MESSAGE,
  COMPRA_NOTA_SIN_DOC_MODIFICADO_MESSAGE,
  COMPRA_PROPIA_MESSAGE,
  COMPRA_SIN_CLAVE_MESSAGE,
  COMPRA_YA_VERIFICADA_MESSAGE,
  type Compra,
  type CompraBase,
  type ComprasQuery,
  compraIvaNoCoincideMessage,
  compraRecibidaDuplicadaMessage,
  compraRecibidaFirmaInvalidaMessage,
  compraRecibidaNoAutorizadaMessage,
  compraRecibidaOtroCompradorMessage,
  compraRecibidaPropiaMessage,
  type DocModificadoCompra,
  esCodDocCompraRecibida,
  ivaDeBase,
  RETENCION_CLAVE_DIGITO_MESSAGE,
  type RegistrarCompraManual,
} from '@facturador/shared/domain/withholdings';
import { and, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { likeContains } from '../../db/like';
import { compras, documentos, emisores } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors';
import {
  type ArchivoAutorizado,
  type CompraLeida,
  ComprobanteIlegibleError,
  readCompraRecibida,
  verifySignedXml,
} from '../../sri';
import { inTransaction } from '../transactions';
import type { AuthorizedDocumentFetcher } from './sri-fetch';
import { assertSupplierEmail, rememberSupplierEmail, supplierEmailFor } from './supplier-email';
import { checkTypedAgainst, checkTypedKey, type FetchFactura } from './typed-check';

const unprocessable = (message: string) => new HttpError(422, message);
/** dd/mm/aaaa → aaaa-mm-dd */

export const COMPRA_MESSAGES_SRI = {
  otroTipo: COMPRA_NO_ES_FACTURA_MESSAGE,
  noAutorizado: COMPRA_NO_AUTORIZADA_MESSAGE,
};

type CompraInsert = typeof compras.$inferInsert;

function basesOf(leida: CompraLeida): CompraBase[] {
  return leida.iva.map((row) => ({
    codigoPorcentaje: row.codigoPorcentaje,
    tarifa: ivaOptionByCodigo(row.codigoPorcentaje)?.tarifa ?? 0,
    baseImponible: row.baseImponible,
    valor: row.valor,
  }));
}

const FECHA_SRI_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

/** A nota de crédito or de débito names the document it modifies (issue #42 §1): kept for the ATS. */
function docModificadoOf(
  leida: CompraLeida,
): Pick<CompraInsert, 'codDocModificado' | 'numDocModificado' | 'fechaEmisionDocModificado'> {
  if (leida.codDoc === '01') return { codDocModificado: null, numDocModificado: null, fechaEmisionDocModificado: null };
  const doc = leida.docModificado;
  if (
    !doc ||
    !/^\d{2}$/.test(doc.codDoc) ||
    !NUMERO_DOCUMENTO_PATTERN.test(doc.numero) ||
    !FECHA_SRI_PATTERN.test(doc.fechaEmision)
  ) {
    throw badRequest(COMPRA_NOTA_SIN_DOC_MODIFICADO_MESSAGE);
  }
  return {
    codDocModificado: doc.codDoc,
    numDocModificado: doc.numero,
    fechaEmisionDocModificado: fechaSriToIso(doc.fechaEmision),
  };
}

/**
 * A supplier's factura, nota de crédito or nota de débito from the SRI or a file, after its checks: one of
 * those, authorized, signed, to the company (issue #42 §1).
 */
function fromAuthorized(
  archivo: ArchivoAutorizado,
  ruc: string,
  claveAcceso?: string,
): Omit<CompraInsert, 'emisorId' | 'origen'> {
  let leida: CompraLeida;
  try {
    leida = readCompraRecibida(archivo.comprobante);
  } catch (error) {
    if (error instanceof ComprobanteIlegibleError) throw badRequest(COMPRA_ARCHIVO_ILEGIBLE_MESSAGE);
    throw error;
  }
  const { codDoc } = leida;
  if (!esCodDocCompraRecibida(codDoc)) throw badRequest(COMPRA_CLAVE_OTRO_TIPO_MESSAGE);
  if (archivo.estado && archivo.estado !== 'AUTORIZADO') throw unprocessable(compraRecibidaNoAutorizadaMessage(codDoc));
  if (claveAcceso && leida.claveAcceso !== claveAcceso) throw unprocessable(compraRecibidaNoAutorizadaMessage(codDoc));
  const firma = verifySignedXml(archivo.comprobante);
  if (!firma.valid) throw unprocessable(compraRecibidaFirmaInvalidaMessage(codDoc, firma.reason ?? 'firma alterada'));
  if (leida.identificacionComprador !== ruc) {
    throw unprocessable(compraRecibidaOtroCompradorMessage(codDoc, leida.identificacionComprador, ruc));
  }
  if (leida.ruc === ruc) throw unprocessable(compraRecibidaPropiaMessage(codDoc));
  const bases = basesOf(leida);
  return {
    claveAcceso: leida.claveAcceso,
    codDoc,
    numero: `${leida.estab}-${leida.ptoEmi}-${leida.secuencial}`,
    fechaEmision: fechaSriToIso(leida.fechaEmision),
    numeroAutorizacion: archivo.numeroAutorizacion ?? leida.claveAcceso,
    ...docModificadoOf(leida),
    proveedorTipoIdentificacion: '04',
    proveedorIdentificacion: leida.ruc,
    proveedorRazonSocial: leida.razonSocial,
    proveedorDireccion: leida.dirMatriz,
    // Not the infoAdicional's e-mail: it holds the buyer's (the company's own) address.
    proveedorEmail: '',
    totalSinImpuestos: leida.totalSinImpuestos,
    bases,
    iva: sumMoney(bases.map((base) => base.valor)),
    montoIce: leida.ice,
    importeTotal: leida.importeTotal,
    xml: archivo.comprobante,
    verificada: true,
  };
}

/**
 * The authorized document of a received clave de acceso (issue #42 §1): a factura, nota de crédito or nota
 * de débito, fetched from the SRI's authorization web service.
 */
export function fetchPurchaseDocument(fetcher: AuthorizedDocumentFetcher, claveAcceso: string) {
  const key = parseClaveAcceso(claveAcceso);
  if (!key?.checkDigitOk) throw badRequest(RETENCION_CLAVE_DIGITO_MESSAGE);
  if (!esCodDocCompraRecibida(key.codDoc)) throw badRequest(COMPRA_CLAVE_OTRO_TIPO_MESSAGE);
  return fetcher.fetch(claveAcceso, key.codDoc, {
    otroTipo: COMPRA_CLAVE_OTRO_TIPO_MESSAGE,
    noAutorizado: compraRecibidaNoAutorizadaMessage(key.codDoc),
  });
}

/** A typed supplier invoice: the IVA must be its bases' (a cent of rounding per base allowed). */
function fromTyped(manual: RegistrarCompraManual, ruc: string): Omit<CompraInsert, 'emisorId' | 'origen'> {
  if (manual.proveedorRuc === ruc) throw unprocessable(COMPRA_PROPIA_MESSAGE);
  if (manual.fechaEmision > fechaIsoHoy()) throw badRequest(COMPRA_FECHA_FUTURA_MESSAGE);
  const bases = manual.bases.map((base) => ({
    codigoPorcentaje: base.codigoPorcentaje,
    tarifa: ivaOptionByCodigo(base.codigoPorcentaje)?.tarifa ?? 0,
    baseImponible: base.baseImponible,
    valor: ivaDeBase(base.codigoPorcentaje, base.baseImponible),
  }));
  const esperado = sumCents(bases.map((base) => base.valor));
  if (Math.abs(esperado - toCents(manual.iva)) > bases.length) {
    throw badRequest(compraIvaNoCoincideMessage(fromCents(esperado), manual.iva));
  }
  const totalSinImpuestos = sumCents(bases.map((base) => base.baseImponible));
  return {
    claveAcceso: manual.numeroAutorizacion.length === CLAVE_ACCESO_LENGTH ? manual.numeroAutorizacion : null,
    numero: manual.numero,
    fechaEmision: manual.fechaEmision,
    numeroAutorizacion: manual.numeroAutorizacion,
    proveedorTipoIdentificacion: '04',
    proveedorIdentificacion: manual.proveedorRuc,
    proveedorRazonSocial: manual.proveedorRazonSocial,
    proveedorDireccion: manual.proveedorDireccion ?? '',
    proveedorEmail: manual.proveedorEmail ?? '',
    totalSinImpuestos: fromCents(totalSinImpuestos),
    bases,
    iva: manual.iva,
    importeTotal: fromCents(totalSinImpuestos + toCents(manual.iva)),
    xml: null,
    verificada: null,
  };
}

/**
 * A typed invoice whose authorization is a clave de acceso (issue #37 §7) is checked against the
 * document the SRI authorized: refused when a base or the IVA is above it; kept «sin verificar»
 * (verificada false) when the SRI cannot answer. A physical authorization is not fetched.
 */
async function verifiedTyped(
  manual: RegistrarCompraManual,
  ruc: string,
  fetchFactura: FetchFactura,
): Promise<Omit<CompraInsert, 'emisorId' | 'origen'>> {
  const data = fromTyped(manual, ruc);
  if (!data.claveAcceso) return data;
  checkTypedKey(manual);
  let archivo: ArchivoAutorizado;
  try {
    archivo = await fetchFactura(data.claveAcceso);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503) return { ...data, verificada: false };
    throw error;
  }
  checkAgainstAuthorized({ bases: data.bases as CompraBase[], iva: manual.iva }, archivo, ruc, data.claveAcceso);
  return { ...data, xml: archivo.comprobante, verificada: true };
}

/** The SRI's document read and checked as any received invoice, and the typed figures within it. */
function checkAgainstAuthorized(
  typed: { bases: CompraBase[]; iva: number },
  archivo: ArchivoAutorizado,
  ruc: string,
  claveAcceso: string,
): void {
  const autorizada = fromAuthorized(archivo, ruc, claveAcceso);
  if (autorizada.codDoc !== '01') throw badRequest(COMPRA_NO_ES_FACTURA_MESSAGE);
  checkTypedAgainst(typed, { bases: autorizada.bases as CompraBase[], iva: Number(autorizada.iva) });
}

/**
 * `POST /api/compras/{id}/verificacion`: a purchase kept «sin verificar» checked against the SRI once it
 * answers; verificada when its figures are within the authorized invoice, refused (422) and left
 * unverified when not, 503 while the SRI still cannot answer.
 */
export async function verifyPurchase(
  db: Db,
  emisorId: string,
  id: string,
  fetchFactura: FetchFactura,
): Promise<Compra> {
  const [row] = await db
    .select()
    .from(compras)
    .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)));
  if (!row) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
  if (row.verificada === true) throw conflict(COMPRA_YA_VERIFICADA_MESSAGE);
  if (row.verificada === null || !row.claveAcceso) throw conflict(COMPRA_SIN_CLAVE_MESSAGE);
  const [emisor] = await db.select({ ruc: emisores.ruc }).from(emisores).where(eq(emisores.id, emisorId));
  const archivo = await fetchFactura(row.claveAcceso);
  checkAgainstAuthorized(
    { bases: row.bases as CompraBase[], iva: Number(row.iva) },
    archivo,
    emisor!.ruc,
    row.claveAcceso,
  );
  await db
    .update(compras)
    .set({ verificada: true, xml: archivo.comprobante })
    .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)));
  return (await purchaseById(db, emisorId, id))!;
}

/** `proveedorEmail`: the supplier's, given with the document; else the one remembered for its RUC. */
export type RegistroCompra =
  | { origen: 'clave'; archivo: ArchivoAutorizado; claveAcceso: string; proveedorEmail?: string }
  | { origen: 'archivo'; archivo: ArchivoAutorizado; proveedorEmail?: string }
  | { origen: 'manual'; manual: RegistrarCompraManual; fetchFactura: FetchFactura };

/** `POST /api/compras`: registers a supplier invoice after every check; nothing is stored on a refusal. */
export async function registerPurchase(
  db: Db,
  emisorId: string,
  userId: string,
  registro: RegistroCompra,
): Promise<Compra> {
  const [emisor] = await db.select({ ruc: emisores.ruc }).from(emisores).where(eq(emisores.id, emisorId));
  const data =
    registro.origen === 'manual'
      ? await verifiedTyped(registro.manual, emisor!.ruc, registro.fetchFactura)
      : fromAuthorized(registro.archivo, emisor!.ruc, registro.origen === 'clave' ? registro.claveAcceso : undefined);
  const given = registro.origen === 'manual' ? registro.manual.proveedorEmail : registro.proveedorEmail;
  const proveedorEmail = await supplierEmailFor(db, emisorId, data.proveedorIdentificacion, given);
  try {
    const id = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(compras)
        .values({ ...data, proveedorEmail, emisorId, origen: registro.origen, creadoPor: userId })
        .returning({ id: compras.id });
      if (given) await rememberSupplierEmail(tx, emisorId, data.proveedorIdentificacion, proveedorEmail);
      return row!.id;
    });
    return (await purchaseById(db, emisorId, id))!;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(compraRecibidaDuplicadaMessage(data.codDoc ?? '01'));
    throw error;
  }
}

/** `PATCH /api/compras/{id}`: the supplier's e-mail corrected, and remembered for its RUC. */
export async function updatePurchase(
  db: Db,
  emisorId: string,
  id: string,
  cambios: ActualizarCompra,
): Promise<Compra | null> {
  await assertSupplierEmail(db, emisorId, cambios.proveedorEmail);
  const updated = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(compras)
      .set({ proveedorEmail: cambios.proveedorEmail })
      .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)))
      .returning({ ruc: compras.proveedorIdentificacion });
    if (row) await rememberSupplierEmail(tx, emisorId, row.ruc, cambios.proveedorEmail);
    return Boolean(row);
  });
  return updated ? purchaseById(db, emisorId, id) : null;
}

type Row = typeof compras.$inferSelect;

/**
 * The document each received nota modifies, with the purchase it is when registered (same company, supplier,
 * codDoc and number): its authorization is what the ATS writes as autModificado.
 */
async function modifiedDocuments(db: Db, rows: Row[]): Promise<(row: Row) => DocModificadoCompra | null> {
  const notas = rows.filter((row) => row.numDocModificado && row.codDocModificado);
  const registradas = notas.length
    ? await db
        .select({
          id: compras.id,
          proveedor: compras.proveedorIdentificacion,
          codDoc: compras.codDoc,
          numero: compras.numero,
          numeroAutorizacion: compras.numeroAutorizacion,
        })
        .from(compras)
        .where(
          and(
            eq(compras.emisorId, notas[0]!.emisorId),
            inArray(compras.numero, [...new Set(notas.map((row) => row.numDocModificado!))]),
          ),
        )
    : [];
  return (row) => {
    if (!row.codDocModificado || !row.numDocModificado || !row.fechaEmisionDocModificado) return null;
    const compra = registradas.find(
      (other) =>
        other.proveedor === row.proveedorIdentificacion &&
        other.codDoc === row.codDocModificado &&
        other.numero === row.numDocModificado,
    );
    return {
      codDoc: row.codDocModificado,
      numero: row.numDocModificado,
      fechaEmision: row.fechaEmisionDocModificado,
      compraId: compra?.id ?? null,
      numeroAutorizacion: compra?.numeroAutorizacion ?? null,
    };
  };
}

async function withRetenciones(db: Db, rows: Row[]): Promise<Compra[]> {
  if (rows.length === 0) return [];
  const issued = await db
    .select({
      compraId: documentos.compraId,
      claveAcceso: documentos.claveAcceso,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      estado: documentos.estado,
    })
    .from(documentos)
    .where(
      and(
        eq(documentos.tipo, '07'),
        inArray(
          documentos.compraId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(documentos.fecha);
  // A liquidación de compra is the company's own document: its purchase shows how the SRI has it.
  const liquidaciones = rows.filter((row) => row.origen === 'liquidacion').map((row) => row.numeroAutorizacion);
  const estados = liquidaciones.length
    ? await db
        .select({ claveAcceso: documentos.claveAcceso, estado: documentos.estado })
        .from(documentos)
        .where(and(eq(documentos.tipo, COD_DOC.liquidacionCompra), inArray(documentos.claveAcceso, liquidaciones)))
    : [];
  const modificados = await modifiedDocuments(db, rows);
  return rows.map((row) => ({
    id: row.id,
    origen: row.origen as Compra['origen'],
    claveAcceso: row.claveAcceso,
    codDoc: row.codDoc,
    numero: row.numero,
    fechaEmision: row.fechaEmision,
    numeroAutorizacion: row.numeroAutorizacion,
    docModificado: modificados(row),
    proveedor: {
      tipoIdentificacion: row.proveedorTipoIdentificacion,
      identificacion: row.proveedorIdentificacion,
      razonSocial: row.proveedorRazonSocial,
      direccion: row.proveedorDireccion,
      email: row.proveedorEmail,
    },
    totalSinImpuestos: Number(row.totalSinImpuestos),
    bases: row.bases as CompraBase[],
    iva: Number(row.iva),
    montoIce: Number(row.montoIce),
    importeTotal: Number(row.importeTotal),
    verificada: row.verificada,
    creadoEn: row.creadoEn.toISOString(),
    estadoLiquidacion:
      row.origen === 'liquidacion'
        ? (estados.find((doc) => doc.claveAcceso === row.numeroAutorizacion)?.estado ?? null)
        : null,
    retenciones: issued
      .filter((doc) => doc.compraId === row.id)
      .map((doc) => ({
        claveAcceso: doc.claveAcceso,
        numero: `${doc.estab}-${doc.ptoEmi}-${doc.secuencial}`,
        estado: doc.estado,
      })),
  }));
}

export async function purchaseById(db: Db, emisorId: string, id: string): Promise<Compra | null> {
  const rows = await db
    .select()
    .from(compras)
    .where(and(eq(compras.emisorId, emisorId), eq(compras.id, id)));
  return (await withRetenciones(db, rows))[0] ?? null;
}

/** `GET /api/compras`: the company's purchases, newest invoice first. */
export async function listPurchases(db: Db, emisorId: string, filtro: Partial<ComprasQuery> = {}): Promise<Compra[]> {
  const proveedor = filtro.proveedor?.trim();
  const rows = await db
    .select()
    .from(compras)
    .where(
      and(
        eq(compras.emisorId, emisorId),
        filtro.desde ? gte(compras.fechaEmision, filtro.desde) : undefined,
        filtro.hasta ? lte(compras.fechaEmision, filtro.hasta) : undefined,
        proveedor
          ? or(
              eq(compras.proveedorIdentificacion, proveedor),
              ilike(compras.proveedorRazonSocial, likeContains(proveedor)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(compras.fechaEmision), desc(compras.creadoEn))
    .limit(500);
  return withRetenciones(db, rows);
}
