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
    ice: 0,
    importeTotal: Number(row.importeTotal),
    formasPago: row.formaPago
      ? [row.formaPago]
      : formasPagoOf(row.origen === 'liquidacion' ? vigentes.get(row.numeroAutorizacion) : row.xml),
    retenciones: retenciones.get(row.id) ?? [],
  }));
}
