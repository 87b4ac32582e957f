import { COD_DOC, fechaSriToIso } from '@facturador/shared/domain';
import type { CompraBase } from '@facturador/shared/domain/withholdings';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { compras, documentos } from '../../../db/schema';
import { retencionPayloadOf } from '../../withholdings/issued-payload';
import type { AtsCompra, AtsRetencionEmitida } from './input';
import { AMBIENTE_ATS, ambienteDeClave, formasPagoOf } from './period';

async function retencionesOf(db: Executor, compraIds: string[]) {
  const docs = compraIds.length
    ? await db
        .select()
        .from(documentos)
        .where(
          and(
            eq(documentos.tipo, COD_DOC.comprobanteRetencion),
            eq(documentos.ambiente, AMBIENTE_ATS),
            eq(documentos.estado, 'AUTORIZADA'),
            inArray(documentos.compraId, compraIds),
          ),
        )
        .orderBy(documentos.fecha)
    : [];
  const result = new Map<string, AtsRetencionEmitida[]>();
  for (const doc of docs) {
    const payload = retencionPayloadOf(doc.payload);
    const retencion: AtsRetencionEmitida = {
      numero: `${doc.estab}-${doc.ptoEmi}-${doc.secuencial}`,
      autorizacion: doc.numeroAutorizacion ?? doc.claveAcceso,
      fechaEmision: fechaSriToIso(doc.fechaEmision),
      lineas: (payload?.lineas ?? []).map((linea) => ({
        impuesto: linea.impuesto,
        codigo: linea.codigo,
        baseImponible: linea.baseImponible,
        porcentaje: linea.porcentaje,
        valor: linea.valor,
      })),
    };
    result.set(doc.compraId!, [...(result.get(doc.compraId!) ?? []), retencion]);
  }
  return result;
}

export async function loadCompras(db: Executor, emisorId: string, desde: string, hasta: string): Promise<AtsCompra[]> {
  const rows = await db
    .select()
    .from(compras)
    .where(and(eq(compras.emisorId, emisorId), gte(compras.fechaEmision, desde), lte(compras.fechaEmision, hasta)))
    .orderBy(compras.fechaEmision, compras.creadoEn);
  // The company's own liquidaciones count once AUTORIZADAS in PRODUCCIÓN (annulled ones go to anulados).
  const claves = rows.filter((row) => row.origen === 'liquidacion').map((row) => row.numeroAutorizacion);
  const liquidaciones = claves.length
    ? await db
        .select({ clave: documentos.claveAcceso, xml: documentos.xmlFirmado })
        .from(documentos)
        .where(
          and(
            eq(documentos.tipo, COD_DOC.liquidacionCompra),
            eq(documentos.ambiente, AMBIENTE_ATS),
            eq(documentos.estado, 'AUTORIZADA'),
            inArray(documentos.claveAcceso, claves),
          ),
        )
    : [];
  const vigentes = new Map(liquidaciones.map((doc) => [doc.clave, doc.xml]));
  const reported = rows.filter((row) =>
    row.origen === 'liquidacion'
      ? vigentes.has(row.numeroAutorizacion)
      : (ambienteDeClave(row.claveAcceso ?? row.numeroAutorizacion) ?? AMBIENTE_ATS) === AMBIENTE_ATS,
  );
  const retenciones = await retencionesOf(
    db,
    reported.map((row) => row.id),
  );
  const autorizaciones = await modifiedAuthorizations(db, emisorId, reported);
  return reported.map((row) => ({
    compraId: row.id,
    codSustento: row.codSustento,
    creditoTributario: row.creditoTributario,
    tipoIdentificacion: row.proveedorTipoIdentificacion,
    identificacion: row.proveedorIdentificacion,
    razonSocial: row.proveedorRazonSocial,
    codDoc: row.codDoc,
    numero: row.numero,
    fechaEmision: row.fechaEmision,
    autorizacion: row.numeroAutorizacion,
    bases: (row.bases as CompraBase[]).map((base) => ({
      codigoPorcentaje: base.codigoPorcentaje,
      baseImponible: base.baseImponible,
      valor: base.valor,
    })),
    iva: Number(row.iva),
    ice: Number(row.montoIce),
    importeTotal: Number(row.importeTotal),
    formasPago: row.formaPago
      ? [row.formaPago]
      : formasPagoOf(row.origen === 'liquidacion' ? vigentes.get(row.numeroAutorizacion) : row.xml),
    retenciones: retenciones.get(row.id) ?? [],
    ...(row.codDocModificado && row.numDocModificado
      ? {
          docModificado: {
            codDoc: row.codDocModificado,
            numero: row.numDocModificado,
            autorizacion:
              autorizaciones.get(
                modifiedKey(row.proveedorIdentificacion, row.codDocModificado, row.numDocModificado),
              ) ?? '',
          },
        }
      : {}),
  }));
}

const modifiedKey = (proveedor: string, codDoc: string, numero: string) => `${proveedor}|${codDoc}|${numero}`;

/**
 * The authorization of the document each received NC/ND modifies, when that document is registered
 * too (the same supplier and number); one without it is a problem the ATS names.
 */
async function modifiedAuthorizations(
  db: Executor,
  emisorId: string,
  rows: { proveedorIdentificacion: string; numDocModificado: string | null }[],
) {
  const numeros = [...new Set(rows.flatMap((row) => (row.numDocModificado ? [row.numDocModificado] : [])))];
  const found = numeros.length
    ? await db
        .select({
          proveedor: compras.proveedorIdentificacion,
          codDoc: compras.codDoc,
          numero: compras.numero,
          autorizacion: compras.numeroAutorizacion,
        })
        .from(compras)
        .where(and(eq(compras.emisorId, emisorId), inArray(compras.numero, numeros)))
    : [];
  return new Map(found.map((row) => [modifiedKey(row.proveedor, row.codDoc, row.numero), row.autorizacion]));
}
