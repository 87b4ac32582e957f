import { COD_DOC, sumMoney } from '@facturador/shared/domain';
import { and, eq, gte, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { documentoImpuestos, documentos, retencionesRecibidas, retencionesRecibidasLineas } from '../../../db/schema';
import type { AtsAnulado, AtsBase, AtsVenta } from './input';
import { AMBIENTE_ATS, formasPagoOf } from './period';

const CODIGO_ICE = 3;

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

export async function loadVentas(db: Executor, emisorId: string, sri: string, incluyeElectronicas: boolean) {
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

export async function loadAnulados(db: Executor, emisorId: string, sri: string): Promise<AtsAnulado[]> {
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

export async function loadRetencionesRecibidas(db: Executor, emisorId: string, desde: string, hasta: string) {
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
