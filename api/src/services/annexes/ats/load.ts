import { COD_DOC, fechaSriToIso, sumMoney } from '@facturador/shared/domain';
import { reglaVentasAts } from '@facturador/shared/domain/annexes';
import type { CompraBase } from '@facturador/shared/domain/withholdings';
import { and, eq, gte, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import {
  compras,
  documentoImpuestos,
  documentos,
  emisores,
  establecimientos,
  retencionesRecibidas,
  retencionesRecibidasLineas,
} from '../../../db/schema';
import { retencionPayloadOf } from '../../withholdings/issued-payload';
import type { AtsAnulado, AtsBase, AtsCompra, AtsInput, AtsRetencionEmitida, AtsVenta } from './input';

/** The ATS reports the company's PRODUCCIÓN documents only (SRI-NOTES §10.4; issue #42 §2). */
export const AMBIENTE_ATS = 2;
const CODIGO_ICE = 3;

export interface Periodo {
  anio: number;
  mes: number;
}

export function periodoBounds({ anio, mes }: Periodo) {
  const mm = String(mes).padStart(2, '0');
  const last = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { desde: `${anio}-${mm}-01`, hasta: `${anio}-${mm}-${String(last).padStart(2, '0')}`, sri: `%/${mm}/${anio}` };
}

/** formaPago codes an authorized XML carries. */
export const formasPagoOf = (xml: string | null | undefined) => [
  ...new Set([...(xml ?? '').matchAll(/<formaPago>(\d{2})<\/formaPago>/g)].map((match) => match[1]!)),
];

/** A clave de acceso's ambiente digit (position 24): a supplier's PRUEBAS document is not a purchase to report. */
const ambienteDeClave = (clave: string | null | undefined) =>
  clave && /^\d{49}$/.test(clave) ? Number(clave[23]) : undefined;

async function taxesOf(db: Executor, ids: string[]) {
  const rows = ids.length
    ? await db.select().from(documentoImpuestos).where(inArray(documentoImpuestos.documentoId, ids))
    : [];
  const bases = new Map<string, AtsBase[]>();
  const ice = new Map<string, number>();
  for (const row of rows) {
    if (row.codigo === CODIGO_ICE)
      ice.set(row.documentoId, sumMoney([ice.get(row.documentoId) ?? 0, Number(row.valor)]));
    else
      bases.set(row.documentoId, [
        ...(bases.get(row.documentoId) ?? []),
        { codigoPorcentaje: row.codigoPorcentaje, baseImponible: Number(row.baseImponible), valor: Number(row.valor) },
      ]);
  }
  return { bases, ice };
}

async function loadVentas(db: Executor, emisorId: string, sri: string, incluyeElectronicas: boolean) {
  if (!incluyeElectronicas) return [];
  const docs = await db
    .select()
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.ambiente, AMBIENTE_ATS),
        eq(documentos.estado, 'AUTORIZADA'),
        inArray(documentos.tipo, [COD_DOC.factura, COD_DOC.notaCredito, COD_DOC.notaDebito]),
        like(documentos.fechaEmision, sri),
      ),
    )
    .orderBy(documentos.fecha);
  const { bases, ice } = await taxesOf(
    db,
    docs.map((doc) => doc.id),
  );
  return docs.map(
    (doc): AtsVenta => ({
      claveAcceso: doc.claveAcceso,
      codDoc: doc.tipo as AtsVenta['codDoc'],
      estab: doc.estab,
      tipoIdentificacion: doc.compradorTipoIdentificacion,
      identificacion: doc.compradorIdentificacion,
      razonSocial: doc.compradorRazonSocial,
      tipoEmision: 'E',
      bases: bases.get(doc.id) ?? [],
      ice: ice.get(doc.id) ?? 0,
      formasPago: formasPagoOf(doc.xmlAutorizado ?? doc.xmlFirmado),
    }),
  );
}

async function loadAnulados(db: Executor, emisorId: string, sri: string): Promise<AtsAnulado[]> {
  const docs = await db
    .select()
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.ambiente, AMBIENTE_ATS),
        eq(documentos.estado, 'ANULADA'),
        like(documentos.fechaEmision, sri),
      ),
    )
    .orderBy(documentos.tipo, documentos.estab, documentos.ptoEmi, documentos.secuencial);
  return docs.map((doc) => ({
    codDoc: doc.tipo,
    estab: doc.estab,
    ptoEmi: doc.ptoEmi,
    secuencial: doc.secuencial,
    autorizacion: doc.numeroAutorizacion ?? doc.claveAcceso,
  }));
}

async function loadRetencionesRecibidas(db: Executor, emisorId: string, desde: string, hasta: string) {
  const rows = await db
    .select({
      identificacion: retencionesRecibidas.identificacionAgente,
      razonSocial: sql<string>`max(${retencionesRecibidas.razonSocialAgente})`,
      iva: sql<
        string | null
      >`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'iva')`,
      renta: sql<
        string | null
      >`sum(${retencionesRecibidasLineas.valor}) filter (where ${retencionesRecibidasLineas.impuesto} = 'renta')`,
    })
    .from(retencionesRecibidasLineas)
    .innerJoin(retencionesRecibidas, eq(retencionesRecibidas.id, retencionesRecibidasLineas.retencionId))
    .where(
      and(
        eq(retencionesRecibidas.emisorId, emisorId),
        eq(retencionesRecibidas.ambiente, AMBIENTE_ATS),
        gte(retencionesRecibidas.fechaEmision, desde),
        lte(retencionesRecibidas.fechaEmision, hasta),
        isNull(retencionesRecibidas.eliminadaEn),
      ),
    )
    .groupBy(retencionesRecibidas.identificacionAgente)
    .orderBy(retencionesRecibidas.identificacionAgente);
  return rows.map((row) => ({
    identificacion: row.identificacion,
    razonSocial: row.razonSocial,
    iva: Number(row.iva ?? 0),
    renta: Number(row.renta ?? 0),
  }));
}

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

async function loadCompras(db: Executor, emisorId: string, desde: string, hasta: string): Promise<AtsCompra[]> {
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

/** The month's data of the company (PRODUCCIÓN only), as the builder reads it. */
export async function loadAtsInput(db: Executor, emisorId: string, periodo: Periodo): Promise<AtsInput> {
  const { desde, hasta, sri } = periodoBounds(periodo);
  const [emisor] = await db
    .select({ ruc: emisores.ruc, razonSocial: emisores.razonSocial })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  const estabs = await db
    .select({ codigo: establecimientos.codigo })
    .from(establecimientos)
    .where(and(eq(establecimientos.emisorId, emisorId), eq(establecimientos.activo, true)));
  const regla = reglaVentasAts(desde);
  return {
    ruc: emisor!.ruc,
    razonSocial: emisor!.razonSocial,
    anio: periodo.anio,
    mes: periodo.mes,
    establecimientos: estabs.map((estab) => estab.codigo),
    compras: await loadCompras(db, emisorId, desde, hasta),
    ventas: await loadVentas(db, emisorId, sri, regla.incluyeElectronicas),
    retencionesRecibidas: await loadRetencionesRecibidas(db, emisorId, desde, hasta),
    anulados: await loadAnulados(db, emisorId, sri),
  };
}
