import { COD_DOC, fechaIsoHoy, isoToFechaSri, puedeEmitirRetenciones, sumMoney } from '@facturador/shared/domain';
import {
  advertenciaPlazoRetencion,
  CODIGO_IMPUESTO_RETENCION,
  COMPRA_NO_EXISTE_MESSAGE,
  type CompraBase,
  type EmitirRetencionRequest,
  type EmitirRetencionResponse,
  RETENCION_SOLO_AGENTES_MESSAGE,
} from '@facturador/shared/domain/withholdings';
import { and, eq } from 'drizzle-orm';
import { compras } from '../../../../db/schema';
import { forbidden, notFound } from '../../../../errors';
import { buildComprobanteRetencionXml } from '../../../../sri';
import type { LineaEmitida, RetencionPayload } from '../../../withholdings/issued-payload';
import { type DocumentType, xmlHeaderOf } from '../../spine/document-type';
import { checkBases, checkSustentoAutorizado, computeLines } from './lines';

interface RetencionDraft {
  compra: typeof compras.$inferSelect;
  lineas: LineaEmitida[];
  hoy: string;
}

/** The XML's one docSustento: the purchase, its taxes and this retención's lines. */
function docSustento({ compra, lineas }: RetencionDraft) {
  return {
    codSustento: '01',
    codDocSustento: compra.codDoc,
    numDocSustento: compra.numero.replaceAll('-', ''),
    fechaEmisionDocSustento: isoToFechaSri(compra.fechaEmision),
    numAutDocSustento: compra.numeroAutorizacion,
    totalSinImpuestos: Number(compra.totalSinImpuestos),
    importeTotal: Number(compra.importeTotal),
    impuestos: (compra.bases as CompraBase[]).map((base) => ({
      codigoPorcentaje: base.codigoPorcentaje,
      baseImponible: base.baseImponible,
      tarifa: base.tarifa,
      valorImpuesto: base.valor,
    })),
    retenciones: lineas.map((linea) => ({
      codigo: CODIGO_IMPUESTO_RETENCION[linea.impuesto],
      codigoRetencion: linea.codigo,
      baseImponible: linea.baseImponible,
      porcentajeRetener: linea.porcentaje,
      valorRetenido: linea.valor,
    })),
    pagos: [{ formaPago: '20', total: Number(compra.importeTotal) }],
  };
}

/**
 * Comprobante de retención (07, version 2.0.0) on a purchase: only agentes de retención issue it, in
 * the company's ambiente; its bases stay within the purchase's; the supplier is the sujeto retenido.
 */
export const retencionType: DocumentType<EmitirRetencionRequest, RetencionDraft, EmitirRetencionResponse> = {
  codDoc: COD_DOC.comprobanteRetencion,
  authorize(emisor) {
    if (!puedeEmitirRetenciones(emisor.xml)) throw forbidden(RETENCION_SOLO_AGENTES_MESSAGE);
  },
  fingerprint: (request) => ({ retencion: request }),
  ambiente: (_request, emisor) => emisor.ambiente,
  async prepare(tx, { auth }, request) {
    const hoy = fechaIsoHoy();
    const lineas = computeLines(request, hoy);
    // The purchase stays locked until commit: two retenciones on it are checked one after the other.
    const [compra] = await tx
      .select()
      .from(compras)
      .where(and(eq(compras.emisorId, auth.emisorId), eq(compras.id, request.compra_id)))
      .for('update');
    if (!compra) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
    await checkSustentoAutorizado(tx, compra);
    await checkBases(tx, compra, lineas);
    return { compra, lineas, hoy };
  },
  compose(draft, numbered) {
    const { compra, lineas } = draft;
    const payload: RetencionPayload = {
      retencion: { compraId: compra.id, numeroFactura: compra.numero, fechaFactura: compra.fechaEmision, lineas },
    };
    return {
      xml: buildComprobanteRetencionXml({
        ...xmlHeaderOf(numbered),
        sujetoRetenido: {
          tipoIdentificacion: compra.proveedorTipoIdentificacion,
          identificacion: compra.proveedorIdentificacion,
          razonSocial: compra.proveedorRazonSocial,
        },
        docsSustento: [docSustento(draft)],
        infoAdicional: compra.proveedorEmail ? [{ nombre: 'Email', valor: compra.proveedorEmail }] : [],
      }),
      record: {
        compradorTipoIdentificacion: compra.proveedorTipoIdentificacion,
        compradorIdentificacion: compra.proveedorIdentificacion,
        compradorRazonSocial: compra.proveedorRazonSocial,
        compradorDireccion: compra.proveedorDireccion,
        compradorEmail: compra.proveedorEmail,
        importeTotal: sumMoney(lineas.map((linea) => linea.valor)),
        payload,
        compraId: compra.id,
      },
      taxes: [],
    };
  },
  answer(response, draft) {
    // More than 5 days after the purchase's invoice, the answer says so; a replay keeps what was stored.
    if (!draft) return { advertencias: [], ...response } as EmitirRetencionResponse;
    const aviso = advertenciaPlazoRetencion(draft.compra.fechaEmision, draft.hoy);
    return { ...response, advertencias: aviso ? [aviso] : [] };
  },
};
