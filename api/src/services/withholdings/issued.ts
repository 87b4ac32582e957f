import { randomUUID } from 'node:crypto';
import {
  buildClaveAcceso,
  COD_DOC,
  type FacturarResponse,
  fechaIsoHoy,
  formatFechaSri,
  generateCodigoNumerico,
  MAX_XML_BYTES,
  puedeEmitirRetenciones,
  SIN_PUNTO_EMISION_MESSAGE,
  xmlDemasiadoGrandeMessage,
} from '@facturador/shared/domain';
import {
  advertenciaPlazoRetencion,
  CODIGO_IMPUESTO_RETENCION,
  COMPRA_NO_EXISTE_MESSAGE,
  type CompraBase,
  codigoRetencionVigente,
  type EmitirRetencionRequest,
  type EmitirRetencionResponse,
  RETENCION_SOLO_AGENTES_MESSAGE,
  retencionCodigoDesconocidoMessage,
  retencionEmitidaBaseExcedidaMessage,
  retencionPorcentajeMessage,
  valorRetenido,
} from '@facturador/shared/domain/withholdings';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { compras, documentos } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { buildComprobanteRetencionXml, signXml, XmlBuildError } from '../../sri';
import type { AuthContext } from '../auth/auth-context';
import { assertProductionDocumentAllowed } from '../company/plan-usage';
import type { CertificateStore } from '../emission/certificates';
import { documentById, insertDocument, type SentDocument } from '../emission/document-records';
import { emisorForEmission } from '../emission/emisor';
import {
  claimKey,
  KeyTakenError,
  linkDocument,
  previousAnswer,
  requestFingerprint,
  storeAnswer,
} from '../emission/idempotency';
import { enCaminoResponse, facturarResponse, recepcionOf, settledWithin } from '../emission/issue';
import { nextSecuencial, puntoEmisionForUser } from '../emission/secuenciales';
import type { SriPipeline } from '../emission/sri-pipeline';
import { inTransaction } from '../transactions';
import { type LineaEmitida, type RetencionPayload, retencionPayloadOf } from './issued-payload';

const cents = (value: number) => Math.round(value * 100);
const fechaSriOf = (iso: string) => iso.split('-').reverse().join('/');

/** Each line's code in force today with its own percentage, and its value in exact cents. */
function computeLines(request: EmitirRetencionRequest, hoy: string): LineaEmitida[] {
  return request.retenciones.map((linea) => {
    const codigo = codigoRetencionVigente(linea.impuesto, linea.codigo, hoy);
    if (!codigo) throw badRequest(retencionCodigoDesconocidoMessage(linea.impuesto, linea.codigo, fechaSriOf(hoy)));
    if (cents(codigo.porcentaje) !== cents(linea.porcentaje)) {
      throw badRequest(retencionPorcentajeMessage(codigo.codigo, codigo.porcentaje));
    }
    return {
      impuesto: linea.impuesto,
      codigo: codigo.codigo,
      descripcion: codigo.descripcion,
      baseImponible: linea.baseImponible,
      porcentaje: codigo.porcentaje,
      valor: valorRetenido(linea.baseImponible, codigo.porcentaje),
    };
  });
}

type CompraRow = typeof compras.$inferSelect;

/**
 * The bases of this retención plus those of the purchase's earlier ones (except NO AUTORIZADA)
 * stay within the purchase: renta within its base without IVA, IVA within its IVA.
 */
async function checkBases(tx: Tx, compra: CompraRow, lineas: LineaEmitida[]): Promise<void> {
  const earlier = await tx
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.compraId, compra.id),
        eq(documentos.tipo, COD_DOC.comprobanteRetencion),
        ne(documentos.estado, 'NO AUTORIZADA'),
      ),
    );
  for (const impuesto of ['renta', 'iva'] as const) {
    const previas = earlier
      .flatMap((row) => retencionPayloadOf(row.payload)?.lineas ?? [])
      .filter((linea) => linea.impuesto === impuesto)
      .reduce((sum, linea) => sum + cents(linea.baseImponible), 0);
    const nuevas = lineas.filter((linea) => linea.impuesto === impuesto);
    const total = nuevas.reduce((sum, linea) => sum + cents(linea.baseImponible), 0);
    const maximo = cents(Number(impuesto === 'renta' ? compra.totalSinImpuestos : compra.iva)) - previas;
    if (nuevas.length > 0 && total > maximo) {
      throw new HttpError(422, retencionEmitidaBaseExcedidaMessage(impuesto, total / 100, maximo / 100));
    }
  }
}

/**
 * `POST /api/retenciones` (issue #22 §2): a comprobante de retención 2.0.0 on a purchase, through the
 * invoice's pipeline: secuencial per punto de emisión, access key (codDoc 07), signed XML, stored
 * INGRESADA with its job, sent to reception after the commit; authorization, retries, flags, e-mail
 * and the public RIDE follow as for any document.
 */
export class WithholdingIssuer {
  constructor(
    private readonly db: Db,
    private readonly certificates: CertificateStore,
    private readonly pipeline: SriPipeline,
  ) {}

  async issue(
    auth: AuthContext,
    request: EmitirRetencionRequest,
    idempotencyKey?: string,
  ): Promise<{ response: EmitirRetencionResponse; replayed: boolean }> {
    const emisor = await emisorForEmission(this.db, auth.emisorId);
    if (!puedeEmitirRetenciones(emisor.xml)) throw forbidden(RETENCION_SOLO_AGENTES_MESSAGE);
    const huella = idempotencyKey ? requestFingerprint({ retencion: request }) : '';
    for (let round = 0; ; round++) {
      if (idempotencyKey) {
        const earlier = await previousAnswer(
          this.db,
          auth.emisorId,
          idempotencyKey,
          huella,
          this.pipeline.config.idempotencyWaitMs,
          async (id) => {
            const doc = await documentById(this.db, id);
            return doc ? facturarResponse(doc.claveAcceso, doc.estado, recepcionOf(doc.estado), doc.mensajesSri) : null;
          },
        );
        if (earlier) return { response: { advertencias: [], ...earlier }, replayed: true };
      }
      try {
        return { response: await this.issueOnce(auth, request, emisor, idempotencyKey, huella), replayed: false };
      } catch (error) {
        if (!(error instanceof KeyTakenError) || round >= 3) throw error;
      }
    }
  }

  private async issueOnce(
    auth: AuthContext,
    request: EmitirRetencionRequest,
    emisor: Awaited<ReturnType<typeof emisorForEmission>>,
    idempotencyKey: string | undefined,
    huella: string,
  ): Promise<EmitirRetencionResponse> {
    const punto = await puntoEmisionForUser(this.db, auth.emisorId, auth.userId);
    if (!punto) throw conflict(SIN_PUNTO_EMISION_MESSAGE);
    const ambiente = emisor.ambiente;
    if (ambiente === 2) await assertProductionDocumentAllowed(this.db, auth.emisorId, emisor.plan);
    const certificate = await this.certificates.signingCertificate(auth.emisorId, emisor.certificateVersion);
    const hoy = fechaIsoHoy();
    const lineas = computeLines(request, hoy);

    const { doc, compra } = await inTransaction(this.db, async (tx: Tx) => {
      if (idempotencyKey && !(await claimKey(tx, auth.emisorId, idempotencyKey, huella))) throw new KeyTakenError();
      // The purchase stays locked until commit: two retenciones on it are checked one after the other.
      const [compra] = await tx
        .select()
        .from(compras)
        .where(and(eq(compras.emisorId, auth.emisorId), eq(compras.id, request.compra_id)))
        .for('update');
      if (!compra) throw notFound(COMPRA_NO_EXISTE_MESSAGE);
      await checkBases(tx, compra, lineas);

      const documentoId = randomUUID();
      await this.pipeline.enqueueWithin(tx, documentoId);
      const fecha = new Date();
      const secuencial = await nextSecuencial(tx, punto, COD_DOC.comprobanteRetencion, ambiente);
      const claveAcceso = buildClaveAcceso({
        fechaEmision: fecha,
        codDoc: COD_DOC.comprobanteRetencion,
        ruc: emisor.xml.ruc,
        ambiente,
        estab: punto.estab,
        ptoEmi: punto.ptoEmi,
        secuencial,
        codigoNumerico: generateCodigoNumerico(),
      });
      const total = lineas.reduce((sum, linea) => sum + cents(linea.valor), 0) / 100;
      let xmlFirmado: string;
      try {
        const xml = buildComprobanteRetencionXml({
          ambiente,
          claveAcceso,
          secuencial,
          fechaEmision: fecha,
          emisor: emisor.xml,
          puntoEmision: {
            estab: punto.estab,
            ptoEmi: punto.ptoEmi,
            dirEstablecimiento: punto.direccionEstablecimiento,
          },
          sujetoRetenido: {
            tipoIdentificacion: compra.proveedorTipoIdentificacion,
            identificacion: compra.proveedorIdentificacion,
            razonSocial: compra.proveedorRazonSocial,
          },
          docsSustento: [
            {
              codSustento: '01',
              codDocSustento: compra.codDoc,
              numDocSustento: compra.numero.replaceAll('-', ''),
              fechaEmisionDocSustento: fechaSriOf(compra.fechaEmision),
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
            },
          ],
          infoAdicional: compra.proveedorEmail ? [{ nombre: 'Email', valor: compra.proveedorEmail }] : [],
        });
        xmlFirmado = signXml(xml, certificate, { signingTime: fecha });
      } catch (error) {
        if (error instanceof XmlBuildError) throw badRequest(`El documento no se pudo generar: ${error.message}`);
        throw error;
      }
      const bytes = Buffer.byteLength(xmlFirmado, 'utf8');
      if (bytes > MAX_XML_BYTES) throw badRequest(xmlDemasiadoGrandeMessage(Math.ceil(bytes / 1024)));
      const payload: RetencionPayload = {
        retencion: { compraId: compra.id, numeroFactura: compra.numero, fechaFactura: compra.fechaEmision, lineas },
      };
      await insertDocument(
        tx,
        {
          id: documentoId,
          emisorId: auth.emisorId,
          tipo: COD_DOC.comprobanteRetencion,
          ambiente,
          estab: punto.estab,
          ptoEmi: punto.ptoEmi,
          secuencial,
          claveAcceso,
          estado: 'INGRESADA',
          fecha,
          fechaEmision: formatFechaSri(fecha),
          compradorTipoIdentificacion: compra.proveedorTipoIdentificacion,
          compradorIdentificacion: compra.proveedorIdentificacion,
          compradorRazonSocial: compra.proveedorRazonSocial,
          compradorDireccion: compra.proveedorDireccion,
          compradorEmail: compra.proveedorEmail,
          importeTotal: total,
          payload,
          xmlFirmado,
          compraId: compra.id,
        },
        [],
      );
      if (idempotencyKey) await linkDocument(tx, auth.emisorId, idempotencyKey, documentoId);
      const sent: SentDocument = {
        id: documentoId,
        emisorId: auth.emisorId,
        claveAcceso,
        ambiente,
        estado: 'INGRESADA',
        xmlFirmado,
        mensajesSri: [],
        fecha,
        estadoDesde: fecha,
        atencion: null,
      };
      return { doc: sent, compra };
    });

    const aviso = advertenciaPlazoRetencion(compra.fechaEmision, hoy);
    const advertencias = aviso ? [aviso] : [];
    const sending = this.pipeline
      .transmit(doc, { from: ['INGRESADA'], queryFirst: false, failedSends: 0, schedule: false })
      .then(async (sent) => {
        const response: EmitirRetencionResponse = {
          ...facturarResponse(doc.claveAcceso, sent.estado, sent.recepcion, sent.mensajes),
          advertencias,
        };
        if (idempotencyKey) await storeAnswer(this.db, auth.emisorId, idempotencyKey, response as FacturarResponse);
        return response;
      });
    const answered = await settledWithin(sending, this.pipeline.config.respuestaMaximaMs);
    if (answered) return answered.value;
    sending.catch(() => undefined);
    return { ...enCaminoResponse(doc.claveAcceso), advertencias };
  }
}
