import { fechaSriToIso, nombreDocumentoEmitido, noonGuayaquil, sumMoney } from '@facturador/shared/domain';
import {
  IMPORTADO_DUPLICADO_MESSAGE,
  IMPORTADO_ILEGIBLE_MESSAGE,
  IMPORTADO_NO_AUTORIZADO_MESSAGE,
  IMPORTADO_SIN_AUTORIZACION_MESSAGE,
  IMPORTADO_TIPO_MESSAGE,
  importadoFirmaInvalidaMessage,
  importadoMessage,
  importadoOtroRucMessage,
  type ResultadoImportado,
} from '@facturador/shared/domain/imports';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentoImpuestos, documentos } from '../../db/schema';
import {
  type ArchivoAutorizado,
  ComprobanteIlegibleError,
  type DocumentoEmitidoLeido,
  readDocumentoEmitido,
  TipoNoEmitidoError,
  unwrapAuthorizedFile,
  verifySignedXml,
} from '../../sri';
import { parseFechaAutorizacion } from '../emission/sri-outcomes';
import { emailOf, importedFacturaPayload } from './imported-payload';

/** The company an import belongs to. */
export interface ImportTarget {
  emisorId: string;
  ruc: string;
  importacionId: string;
}

type Resultado = Omit<ResultadoImportado, 'archivo'>;

const rechazado = (mensaje: string, extra: Partial<Resultado> = {}): Resultado => ({
  estado: 'rechazado',
  mensaje,
  ...extra,
});

const numeroOf = (leido: DocumentoEmitidoLeido) => `${leido.estab}-${leido.ptoEmi}-${leido.secuencial}`;

/** The SRI says AUTORIZADO in its answers; this API's own files say AUTORIZADA. */
const autorizado = (estado: string | undefined) => estado === 'AUTORIZADO' || estado === 'AUTORIZADA';

/** The file's envelope and comprobante, read; a refusal when it is not an authorized document of the company. */
function checked(
  target: ImportTarget,
  archivo: ArchivoAutorizado,
): { leido: DocumentoEmitidoLeido } | { refusal: Resultado } {
  if (!archivo.estado) return { refusal: rechazado(IMPORTADO_SIN_AUTORIZACION_MESSAGE) };
  let leido: DocumentoEmitidoLeido;
  try {
    leido = readDocumentoEmitido(archivo.comprobante);
  } catch (error) {
    if (error instanceof TipoNoEmitidoError) return { refusal: rechazado(IMPORTADO_TIPO_MESSAGE) };
    if (error instanceof ComprobanteIlegibleError) return { refusal: rechazado(IMPORTADO_ILEGIBLE_MESSAGE) };
    throw error;
  }
  const about = { claveAcceso: leido.claveAcceso, numero: numeroOf(leido), codDoc: leido.codDoc };
  if (leido.ruc !== target.ruc) return { refusal: rechazado(importadoOtroRucMessage(leido.ruc, target.ruc), about) };
  if (!autorizado(archivo.estado)) return { refusal: rechazado(IMPORTADO_NO_AUTORIZADO_MESSAGE, about) };
  const firma = verifySignedXml(archivo.comprobante);
  if (!firma.valid) {
    return { refusal: rechazado(importadoFirmaInvalidaMessage(firma.reason ?? 'firma alterada'), about) };
  }
  return { leido };
}

/** totalConImpuestos as tax rows, one per tax and rate (a repeated one added up). */
function taxRowsOf(documentoId: string, leido: DocumentoEmitidoLeido): (typeof documentoImpuestos.$inferInsert)[] {
  const rows = new Map<string, typeof documentoImpuestos.$inferInsert>();
  for (const impuesto of leido.totalImpuestos) {
    const key = `${impuesto.codigo}:${impuesto.codigoPorcentaje}`;
    const row = rows.get(key);
    rows.set(key, {
      documentoId,
      codigo: impuesto.codigo,
      codigoPorcentaje: impuesto.codigoPorcentaje,
      tarifa: impuesto.tarifa || null,
      baseImponible: sumMoney([Number(row?.baseImponible ?? 0), impuesto.baseImponible]),
      valor: sumMoney([Number(row?.valor ?? 0), impuesto.valor]),
    });
  }
  return [...rows.values()];
}

/**
 * One authorized XML the company issued elsewhere, stored as an imported document: AUTORIZADA, its original
 * file kept byte for byte (`xmlAutorizado`) and its comprobante as signed (`xmlFirmado`), never sent again.
 * Refused when it is not legible, not authorized, not the company's, or its signature does not verify; a
 * clave already here (imported or issued) is a duplicate. Runs in the caller's transaction.
 */
export async function importDocument(
  tx: Executor,
  target: ImportTarget,
  original: string,
  archivo?: ArchivoAutorizado,
): Promise<Resultado> {
  let envelope = archivo;
  if (!envelope) {
    try {
      envelope = unwrapAuthorizedFile(original);
    } catch (error) {
      if (error instanceof ComprobanteIlegibleError) return rechazado(IMPORTADO_ILEGIBLE_MESSAGE);
      throw error;
    }
  }
  const outcome = checked(target, envelope);
  if ('refusal' in outcome) return outcome.refusal;
  const { leido } = outcome;
  const about = { claveAcceso: leido.claveAcceso, numero: numeroOf(leido), codDoc: leido.codDoc };
  const [existing] = await tx
    .select({ id: documentos.id })
    .from(documentos)
    .where(eq(documentos.claveAcceso, leido.claveAcceso));
  if (existing) return { estado: 'duplicado', mensaje: IMPORTADO_DUPLICADO_MESSAGE, ...about };

  const fechaIso = fechaSriToIso(leido.fechaEmision);
  const payload = importedFacturaPayload(leido);
  const [row] = await tx
    .insert(documentos)
    .values({
      emisorId: target.emisorId,
      tipo: leido.codDoc,
      ambiente: leido.ambiente === '2' ? 2 : 1,
      estab: leido.estab,
      ptoEmi: leido.ptoEmi,
      secuencial: leido.secuencial.padStart(9, '0'),
      claveAcceso: leido.claveAcceso,
      estado: 'AUTORIZADA',
      fecha: noonGuayaquil(fechaIso),
      fechaEmision: leido.fechaEmision,
      compradorTipoIdentificacion: leido.contraparte.tipoIdentificacion,
      compradorIdentificacion: leido.contraparte.identificacion,
      compradorRazonSocial: leido.contraparte.razonSocial,
      compradorDireccion: leido.contraparte.direccion,
      compradorEmail: emailOf(leido),
      importeTotal: leido.importeTotal,
      payload: payload ?? { importado: { codDoc: leido.codDoc } },
      xmlFirmado: envelope.comprobante,
      numeroAutorizacion: envelope.numeroAutorizacion ?? leido.claveAcceso,
      fechaAutorizacion: parseFechaAutorizacion(envelope.fechaAutorizacion) ?? noonGuayaquil(fechaIso),
      xmlAutorizado: original,
      importacionId: target.importacionId,
    })
    // Another number of the company with another clave (issued here, or imported twice with new keys).
    .onConflictDoNothing()
    .returning({ id: documentos.id });
  if (!row) return { estado: 'duplicado', mensaje: IMPORTADO_DUPLICADO_MESSAGE, ...about };
  const taxes = taxRowsOf(row.id, leido);
  if (taxes.length > 0) await tx.insert(documentoImpuestos).values(taxes);
  return {
    estado: 'importado',
    mensaje: importadoMessage(nombreDocumentoEmitido(leido.codDoc), numeroOf(leido)),
    ...about,
  };
}
