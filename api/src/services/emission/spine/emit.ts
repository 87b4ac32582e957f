import { randomUUID } from 'node:crypto';
import {
  ambienteProduccionNoHabilitadoMessage,
  buildClaveAcceso,
  type FacturarResponse,
  formatFechaSri,
  generateCodigoNumerico,
  MAX_XML_BYTES,
  SIN_PUNTO_EMISION_MESSAGE,
  xmlDemasiadoGrandeMessage,
} from '@facturador/shared/domain';
import type { Db, Tx } from '../../../db/database';
import { badRequest, conflict } from '../../../errors';
import { signXml, XmlBuildError } from '../../../sri';
import type { AuthContext } from '../../auth/auth-context';
import { assertProductionDocumentAllowed } from '../../company/plan-usage';
import { inTransaction } from '../../transactions';
import type { CertificateStore } from '../certificates';
import { documentById, insertDocument, type SentDocument } from '../document-records';
import { emisorForEmission } from '../emisor';
import { claimKey, KeyTakenError, linkDocument, previousAnswer, requestFingerprint, storeAnswer } from '../idempotency';
import { nextSecuencial, puntoEmisionForUser } from '../secuenciales';
import type { SriPipeline } from '../sri-pipeline';
import type { ComposedDocument, DocumentType, EmissionContext, Issuer, NumberedDocument } from './document-type';
import { enCaminoResponse, facturarResponse, recepcionOf, settledWithin } from './responses';

const ISSUER_TTL_MS = 10_000;

export interface EmitResult<Answer> {
  response: Answer;
  /** True when the answer is the stored one of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** The signed XML, refused with a 400 when it cannot be built or SRI would refuse its size. */
function signedXml(compose: () => ComposedDocument, sign: (xml: string) => string) {
  let composed: ComposedDocument;
  let xmlFirmado: string;
  try {
    composed = compose();
    xmlFirmado = sign(composed.xml);
  } catch (error) {
    if (error instanceof XmlBuildError) throw badRequest(`El documento no se pudo generar: ${error.message}`);
    throw error;
  }
  // SRI refuses a document over 320 KB (error 26): refusing here rolls the secuencial back.
  const bytes = Buffer.byteLength(xmlFirmado, 'utf8');
  if (bytes > MAX_XML_BYTES) throw badRequest(xmlDemasiadoGrandeMessage(Math.ceil(bytes / 1024)));
  return { ...composed, xmlFirmado };
}

/**
 * The one emission spine of every SRI document type: validates, then in one transaction allocates
 * the secuencial, builds and signs the XML, stores the document (INGRESADA, key and signed XML
 * frozen) with its job and its effects; after the commit it sends the document to reception and
 * answers with what SRI said. Authorization follows in background jobs (sri-pipeline.ts).
 */
export class EmissionService {
  private readonly issuers = new Map<string, { issuer: Issuer; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly certificates: CertificateStore,
    private readonly pipeline: SriPipeline,
  ) {}

  async emit<Request, Draft, Answer extends FacturarResponse>(
    type: DocumentType<Request, Draft, Answer>,
    auth: AuthContext,
    request: Request,
    idempotencyKey?: string,
  ): Promise<EmitResult<Answer>> {
    type.validate?.(request, this.pipeline.config);
    const issuer = await this.issuer(auth);
    type.authorize?.(issuer.emisor);
    const answer = (response: FacturarResponse, draft: Draft | undefined) =>
      type.answer ? type.answer(response, draft) : (response as Answer);
    const huella = idempotencyKey ? requestFingerprint(type.fingerprint(request)) : '';
    // A twin that rolled back frees the key: then this request issues (a few rounds at most).
    for (let round = 0; ; round++) {
      if (idempotencyKey) {
        const earlier = await this.previousAnswer(auth.emisorId, idempotencyKey, huella);
        if (earlier) return { response: answer(earlier, undefined), replayed: true };
      }
      try {
        const context: EmissionContext = { auth, issuer, config: this.pipeline.config };
        const sent = await this.store(type, context, request, idempotencyKey, huella);
        return { response: await this.send(sent, idempotencyKey, answer), replayed: false };
      } catch (error) {
        if (!(error instanceof KeyTakenError) || round >= 3) throw error;
      }
    }
  }

  /** Settings, certificate, points or users changed: the next emission reads them again. */
  forgetIssuers(emisorId: string): void {
    for (const key of this.issuers.keys()) if (key.startsWith(`${emisorId}:`)) this.issuers.delete(key);
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

  private previousAnswer(emisorId: string, clave: string, huella: string) {
    return previousAnswer(this.db, emisorId, clave, huella, this.pipeline.config.idempotencyWaitMs, async (id) => {
      const doc = await documentById(this.db, id);
      return doc ? facturarResponse(doc.claveAcceso, doc.estado, recepcionOf(doc.estado), doc.mensajesSri) : null;
    });
  }

  /** The document stored in one transaction with its job, its number and its effects. */
  private async store<Request, Draft>(
    type: DocumentType<Request, Draft, FacturarResponse>,
    context: EmissionContext,
    request: Request,
    idempotencyKey: string | undefined,
    huella: string,
  ): Promise<{ doc: SentDocument; draft: Draft }> {
    const { auth } = context;
    const { emisor, punto } = context.issuer;
    // The server decides the ambiente: PRODUCCIÓN only once the company switched to it, within its plan.
    const ambiente = type.ambiente(request, emisor);
    if (ambiente === 2) {
      if (emisor.ambiente !== 2) throw badRequest(ambienteProduccionNoHabilitadoMessage(auth.permisos.administrar));
      await assertProductionDocumentAllowed(this.db, auth.emisorId, emisor.plan);
    }
    const certificate = await this.certificates.signingCertificate(auth.emisorId, emisor.certificateVersion);

    return inTransaction(this.db, async (tx: Tx) => {
      if (idempotencyKey && !(await claimKey(tx, auth.emisorId, idempotencyKey, huella))) throw new KeyTakenError();
      const draft = await type.prepare(tx, context, request);
      // The document's job is committed with it (the id is chosen here so it can go in first).
      const documentoId = randomUUID();
      await this.pipeline.enqueueWithin(tx, documentoId);

      // The counter row stays locked until commit: the secuencial is taken last to hold it briefly,
      // in the statement that registers the buyer (whose row is then held as briefly).
      const fecha = new Date();
      const buyer = type.buyer?.(tx, context, request, draft);
      const secuencial = await nextSecuencial(tx, punto, type.codDoc, ambiente, buyer);
      const claveAcceso = buildClaveAcceso({
        fechaEmision: fecha,
        codDoc: type.codDoc,
        ruc: emisor.xml.ruc,
        ambiente,
        estab: punto.estab,
        ptoEmi: punto.ptoEmi,
        secuencial,
        codigoNumerico: generateCodigoNumerico(),
      });
      const numbered: NumberedDocument = {
        documentoId,
        codDoc: type.codDoc,
        ambiente,
        secuencial,
        claveAcceso,
        fecha,
        emisor: emisor.xml,
        puntoEmision: { estab: punto.estab, ptoEmi: punto.ptoEmi, dirEstablecimiento: punto.direccionEstablecimiento },
      };
      const { record, taxes, xmlFirmado } = signedXml(
        () => type.compose(draft, numbered, context),
        (xml) => signXml(xml, certificate, { signingTime: fecha }),
      );
      await insertDocument(
        tx,
        {
          ...record,
          id: documentoId,
          emisorId: auth.emisorId,
          tipo: type.codDoc,
          ambiente,
          estab: punto.estab,
          ptoEmi: punto.ptoEmi,
          secuencial,
          claveAcceso,
          estado: 'INGRESADA',
          fecha,
          fechaEmision: formatFechaSri(fecha),
          xmlFirmado,
        },
        taxes,
      );
      await type.afterStore?.(tx, context, draft, numbered);
      if (idempotencyKey) await linkDocument(tx, auth.emisorId, idempotencyKey, documentoId);
      const doc: SentDocument = {
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
      return { doc, draft };
    });
  }

  /** Sends the stored document to reception and answers what SRI said, or that it is on its way. */
  private async send<Draft, Answer>(
    { doc, draft }: { doc: SentDocument; draft: Draft },
    idempotencyKey: string | undefined,
    answer: (response: FacturarResponse, draft: Draft | undefined) => Answer,
  ): Promise<Answer> {
    // The document's job, committed with it, polls or resends from here on.
    const sending = this.pipeline
      .transmit(doc, { from: ['INGRESADA'], queryFirst: false, failedSends: 0, schedule: false })
      .then(async (sent) => {
        const response = answer(facturarResponse(doc.claveAcceso, sent.estado, sent.recepcion, sent.mensajes), draft);
        // Stored when SRI has answered: a retry with the same key then gets SRI's word.
        if (idempotencyKey) await storeAnswer(this.db, doc.emisorId, idempotencyKey, response as FacturarResponse);
        return response;
      });
    const answered = await settledWithin(sending, this.pipeline.config.respuestaMaximaMs);
    if (answered) return answered.value;
    // The clerk does not wait for a slow SRI: the send goes on here, and the document's job resends it
    // if this process dies first.
    sending.catch(() => undefined);
    return answer(enCaminoResponse(doc.claveAcceso), draft);
  }
}
