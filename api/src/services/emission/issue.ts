import { randomUUID } from 'node:crypto';
import {
  ambienteProduccionNoHabilitadoMessage,
  type Buyer,
  buildClaveAcceso,
  COD_DOC,
  documentoDevueltoMessage,
  documentRuleViolation,
  type EstadoDocumento,
  type EstadoRecepcion,
  type FacturarRequest,
  type FacturarResponse,
  fechaIsoHoy,
  formatFechaSri,
  generateCodigoNumerico,
  INFO_ADICIONAL_RUC_PROVEEDOR,
  MAX_XML_BYTES,
  SIN_PUNTO_EMISION_MESSAGE,
  SRI_EN_CAMINO_MESSAGE,
  SRI_NO_DISPONIBLE_MESSAGE,
  type SriMensaje,
  totalesNoCoincidenDetalle,
  verifyFacturaTotals,
  xmlDemasiadoGrandeMessage,
} from '@facturador/shared/domain';
import type { MovementInput } from '@facturador/shared/domain/movements';
import type { Db, Tx } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../errors';
import { buildComprobanteXml, signXml, XmlBuildError } from '../../sri';
import type { AuthContext } from '../auth/auth-context';
import { buyerUpsert } from '../buyers/buyers';
import { assertProductionDocumentAllowed } from '../company/plan-usage';
import { applyMovement } from '../inventory/movements';
import { documentTaxRows } from '../reports/document-taxes';
import { inTransaction } from '../transactions';
import type { CertificateStore } from './certificates';
import { checkCreditNote, type ModifiedInvoice } from './credit-notes';
import { documentById, insertDocument, type SentDocument } from './document-records';
import { type EmisorForEmission, emisorForEmission } from './emisor';
import { claimKey, KeyTakenError, linkDocument, previousAnswer, requestFingerprint, storeAnswer } from './idempotency';
import { nextSecuencial, type PuntoEmision, puntoEmisionForUser } from './secuenciales';
import type { SriPipeline } from './sri-pipeline';
import { checkInvoiceLineTaxes, checkWarehouse, emissionWarehouse, stockLines } from './stock-lines';

interface Issuer {
  emisor: EmisorForEmission;
  punto: PuntoEmision;
}

const ISSUER_TTL_MS = 10_000;
const INFO_ADICIONAL_LLENA_MESSAGE =
  'La información adicional admite 14 entradas cuando se incluye el RUC del proveedor; quite una.';

export interface IssueResult {
  response: FacturarResponse;
  /** True when the answer is the stored one of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** The answer of `POST /api/facturar` for a document's state (spec 01 §4: success iff SRI.estado is RECIBIDA). */
export function facturarResponse(
  claveAcceso: string,
  estado: EstadoDocumento,
  recepcion: EstadoRecepcion,
  mensajes: SriMensaje[],
): FacturarResponse {
  const response: FacturarResponse = { claveAcceso, estado, SRI: { estado: recepcion, mensajes } };
  if (recepcion === 'DEVUELTA') response.error = { message: documentoDevueltoMessage(mensajes) };
  if (recepcion === 'SIN RESPUESTA') response.error = { message: SRI_NO_DISPONIBLE_MESSAGE };
  return response;
}

/** SRI has not answered yet: the document is INGRESADA and on its way (spec 01 §4 step 6 is for real failures). */
export function enCaminoResponse(claveAcceso: string): FacturarResponse {
  return {
    claveAcceso,
    estado: 'INGRESADA',
    SRI: { estado: 'SIN RESPUESTA', mensajes: [] },
    error: { message: SRI_EN_CAMINO_MESSAGE },
  };
}

/** The promise's outcome if it settles within `ms` (a rejection is rethrown), else null. */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** What reception said, read back from a document's state (answers rebuilt after the fact). */
export function recepcionOf(estado: EstadoDocumento): EstadoRecepcion {
  if (estado === 'NO RECIBIDA') return 'DEVUELTA';
  if (estado === 'INGRESADA' || estado === 'PENDIENTE') return 'SIN RESPUESTA';
  return 'RECIBIDA';
}

const buyerOf = (factura: FacturarRequest['factura']): Buyer => ({
  tipoIdentificacion: factura.comprador.tipoIdentificacion,
  identificacion: factura.comprador.identificacionComprador,
  razonSocial: factura.comprador.razonSocialComprador,
  direccion: factura.comprador.direccionComprador ?? '',
  email: factura.comprador.emailComprador ?? '',
});

/** With RUC_PROVEEDOR set, the document carries it as its last campoAdicional (replacing one sent under that name). */
function withRucProveedor<F extends FacturarRequest['factura']>(factura: F, ruc: string | undefined): F {
  if (!ruc) return factura;
  const rest = factura.infoAdicional.filter((entry) => entry.nombre !== INFO_ADICIONAL_RUC_PROVEEDOR);
  if (rest.length >= 15) throw badRequest(INFO_ADICIONAL_LLENA_MESSAGE);
  return { ...factura, infoAdicional: [...rest, { nombre: INFO_ADICIONAL_RUC_PROVEEDOR, valor: ruc }] };
}

/** Stock errors keep the inventory service's messages, joined so the invoice screen shows them whole. */
function stockError(error: unknown): unknown {
  if (error instanceof HttpError && error.errores?.length) {
    return new HttpError(error.statusCode, error.errores.join(' '), error.errores);
  }
  return error;
}

/**
 * `POST /api/facturar`: validates, then in one transaction allocates the secuencial, builds and
 * signs the XML, stores the document (INGRESADA, key and signed XML frozen), moves the stock and
 * registers the buyer; after the commit it sends the document to reception and answers with what
 * SRI said. Authorization follows in background jobs.
 */
export class EmissionService {
  private readonly issuers = new Map<string, { issuer: Issuer; expires: number }>();
  /** `emisorId:almacenId` pairs found valid: a warehouse never changes emisor and is never deleted. */
  private readonly warehouses = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly certificates: CertificateStore,
    private readonly pipeline: SriPipeline,
  ) {}

  async issue(auth: AuthContext, request: FacturarRequest, idempotencyKey?: string): Promise<IssueResult> {
    const { factura } = request;
    const verification = verifyFacturaTotals(factura);
    if (!verification.ok) {
      throw badRequest(
        verification.message!,
        verification.diferencias.map((diferencia) =>
          totalesNoCoincidenDetalle(diferencia.campo, diferencia.esperado, diferencia.recibido),
        ),
      );
    }

    const rule = documentRuleViolation(factura, formatFechaSri(new Date()), this.pipeline.config.consumidorFinalMax);
    if (rule) throw badRequest(rule);

    const huella = idempotencyKey ? requestFingerprint(request) : '';
    // A twin that rolled back frees the key: then this request issues (a few rounds at most).
    for (let round = 0; ; round++) {
      if (idempotencyKey) {
        const earlier = await this.previousAnswer(auth.emisorId, idempotencyKey, huella);
        if (earlier) return { response: earlier, replayed: true };
      }
      try {
        return { response: await this.issueOnce(auth, request, idempotencyKey, huella), replayed: false };
      } catch (error) {
        if (!(error instanceof KeyTakenError) || round >= 3) throw error;
      }
    }
  }

  /**
   * Who issues and where: read once every few seconds per user (every emission needs it; it changes
   * only when the emisor's data or certificate does).
   */
  private async issuer(auth: AuthContext): Promise<Issuer> {
    const key = `${auth.emisorId}:${auth.userId}`;
    const cached = this.issuers.get(key);
    if (cached && cached.expires > Date.now()) return cached.issuer;
    const emisor = await emisorForEmission(this.db, auth.emisorId);
    const punto = await puntoEmisionForUser(this.db, auth.emisorId, auth.userId);
    if (!punto) throw conflict(SIN_PUNTO_EMISION_MESSAGE);
    const issuer = { emisor, punto };
    if (this.issuers.size > 10_000) this.issuers.clear();
    this.issuers.set(key, { issuer, expires: Date.now() + ISSUER_TTL_MS });
    return issuer;
  }

  /** The body's warehouse must be the emisor's: checked once per process and warehouse. */
  private async checkWarehouse(tx: Tx, emisorId: string, almacenId: string | undefined): Promise<void> {
    if (!almacenId || this.warehouses.has(`${emisorId}:${almacenId}`)) return;
    await checkWarehouse(tx, emisorId, almacenId);
    if (this.warehouses.size > 10_000) this.warehouses.clear();
    this.warehouses.add(`${emisorId}:${almacenId}`);
  }

  /** Settings, certificate, points or users changed: the next emission reads them again. */
  forgetIssuers(emisorId: string): void {
    for (const key of this.issuers.keys()) if (key.startsWith(`${emisorId}:`)) this.issuers.delete(key);
  }

  private previousAnswer(emisorId: string, clave: string, huella: string) {
    return previousAnswer(this.db, emisorId, clave, huella, this.pipeline.config.idempotencyWaitMs, async (id) => {
      const doc = await documentById(this.db, id);
      return doc ? facturarResponse(doc.claveAcceso, doc.estado, recepcionOf(doc.estado), doc.mensajesSri) : null;
    });
  }

  private async issueOnce(
    auth: AuthContext,
    request: FacturarRequest,
    idempotencyKey: string | undefined,
    huella: string,
  ): Promise<FacturarResponse> {
    const { factura } = request;
    const { emisor, punto } = await this.issuer(auth);
    // The server decides the ambiente: PRODUCCIÓN only once the company switched to it, within its plan.
    if (factura.ambiente === 2) {
      if (emisor.ambiente !== 2) throw badRequest(ambienteProduccionNoHabilitadoMessage(auth.permisos.administrar));
      await assertProductionDocumentAllowed(this.db, auth.emisorId, emisor.plan);
    }
    const certificate = await this.certificates.signingCertificate(auth.emisorId, emisor.certificateVersion);
    // Without cambiarAlmacen the user's own warehouse, whatever the body says.
    const almacenId = auth.permisos.cambiarAlmacen
      ? emissionWarehouse(factura, auth.almacenId)
      : (auth.almacenId ?? undefined);
    const codDoc = factura.tipoComprobante === 'notaCredito' ? COD_DOC.notaCredito : COD_DOC.factura;

    const doc = await inTransaction(this.db, async (tx: Tx): Promise<SentDocument> => {
      let factura = request.factura;
      if (idempotencyKey && !(await claimKey(tx, auth.emisorId, idempotencyKey, huella))) throw new KeyTakenError();
      const invoice: ModifiedInvoice | null =
        codDoc === COD_DOC.notaCredito ? await checkCreditNote(tx, auth.emisorId, factura) : null;
      // A credit note goes out with the shares the server allotted it (checkCreditNote).
      if (invoice) factura = invoice.nota;
      await this.checkWarehouse(tx, auth.emisorId, almacenId);
      const { lines, products } = await stockLines(tx, auth.emisorId, factura);
      if (!invoice) checkInvoiceLineTaxes(factura, products, fechaIsoHoy());

      // The document's job is committed with it (the id is chosen here so it can go in first).
      const documentoId = randomUUID();
      await this.pipeline.enqueueWithin(tx, documentoId);

      // The counter row stays locked until commit: the secuencial is taken last to hold it briefly,
      // in the statement that registers the buyer (whose row is then held as briefly).
      const fecha = new Date();
      const buyer = request.registrarComprador ? buyerUpsert(tx, auth.emisorId, buyerOf(factura)) : undefined;
      const secuencial = await nextSecuencial(tx, punto, codDoc, factura.ambiente, buyer);
      const claveAcceso = buildClaveAcceso({
        fechaEmision: fecha,
        codDoc,
        ruc: emisor.xml.ruc,
        ambiente: factura.ambiente,
        estab: punto.estab,
        ptoEmi: punto.ptoEmi,
        secuencial,
        codigoNumerico: generateCodigoNumerico(),
      });
      // A credit note names its invoice by the stored key and date, whatever the screen sent.
      const issued = withRucProveedor(
        invoice
          ? { ...factura, facturaModificada: invoice.claveAcceso, fechaDocumentoModificado: invoice.fechaEmision }
          : factura,
        this.pipeline.config.rucProveedor,
      );
      let xmlFirmado: string;
      try {
        const xml = buildComprobanteXml(issued, {
          emisor: emisor.xml,
          puntoEmision: {
            estab: punto.estab,
            ptoEmi: punto.ptoEmi,
            dirEstablecimiento: punto.direccionEstablecimiento,
          },
          claveAcceso,
          secuencial,
          fechaEmision: fecha,
        });
        xmlFirmado = signXml(xml, certificate, { signingTime: fecha });
      } catch (error) {
        if (error instanceof XmlBuildError) throw badRequest(`El documento no se pudo generar: ${error.message}`);
        throw error;
      }
      // SRI refuses a document over 320 KB (error 26): refusing here rolls the secuencial back.
      const bytes = Buffer.byteLength(xmlFirmado, 'utf8');
      if (bytes > MAX_XML_BYTES) throw badRequest(xmlDemasiadoGrandeMessage(Math.ceil(bytes / 1024)));

      const document = {
        id: documentoId,
        emisorId: auth.emisorId,
        tipo: codDoc,
        ambiente: factura.ambiente,
        estab: punto.estab,
        ptoEmi: punto.ptoEmi,
        secuencial,
        claveAcceso,
        estado: 'INGRESADA',
        fecha,
        fechaEmision: formatFechaSri(fecha),
        compradorTipoIdentificacion: factura.comprador.tipoIdentificacion,
        compradorIdentificacion: factura.comprador.identificacionComprador,
        compradorRazonSocial: factura.comprador.razonSocialComprador,
        compradorDireccion: factura.comprador.direccionComprador ?? '',
        compradorEmail: factura.comprador.emailComprador ?? '',
        importeTotal: factura.importeTotal,
        payload: { ...request, factura: issued },
        xmlFirmado,
        documentoModificado: invoice?.claveAcceso ?? null,
      };
      await insertDocument(tx, document, documentTaxRows(documentoId, issued));

      if (lines.length) {
        const movement: MovementInput =
          codDoc === COD_DOC.factura
            ? {
                tipo_movimiento: 'SALIDA',
                origen: almacenId,
                observacion: `Factura: ${claveAcceso}`,
                documentoReferencia: claveAcceso,
                items: lines,
              }
            : {
                tipo_movimiento: 'DEVOLUCIÓN',
                destino: almacenId,
                observacion: `Nota de crédito: ${claveAcceso}`,
                documentoReferencia: claveAcceso,
                items: lines,
              };
        const known = { products, warehouseIds: almacenId ? [almacenId] : [] };
        await applyMovement(tx, { emisorId: auth.emisorId, usuarioId: auth.userId }, movement, known).catch((error) => {
          throw stockError(error);
        });
      }
      if (idempotencyKey) await linkDocument(tx, auth.emisorId, idempotencyKey, documentoId);
      return {
        id: documentoId,
        emisorId: auth.emisorId,
        claveAcceso,
        ambiente: factura.ambiente,
        estado: 'INGRESADA',
        xmlFirmado,
        mensajesSri: [],
        fecha,
        estadoDesde: fecha,
        atencion: null,
      };
    });

    // The document's job, committed with it, polls or resends from here on.
    const sending = this.pipeline
      .transmit(doc, { from: ['INGRESADA'], queryFirst: false, failedSends: 0, schedule: false })
      .then(async (sent) => {
        const response = facturarResponse(doc.claveAcceso, sent.estado, sent.recepcion, sent.mensajes);
        // Stored when SRI has answered: a retry with the same key then gets SRI's word.
        if (idempotencyKey) await storeAnswer(this.db, auth.emisorId, idempotencyKey, response);
        return response;
      });
    const answered = await settledWithin(sending, this.pipeline.config.respuestaMaximaMs);
    if (answered) return answered.value;
    // The clerk does not wait for a slow SRI (issue 25): the send goes on here, and the document's
    // job resends it if this process dies first.
    sending.catch(() => undefined);
    return enCaminoResponse(doc.claveAcceso);
  }
}
