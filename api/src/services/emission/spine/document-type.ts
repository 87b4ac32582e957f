import type { CodDoc, FacturarResponse } from '@facturador/shared/domain';
import type { EmissionConfig } from '../../../config';
import type { Tx } from '../../../db/database';
import type { documentoImpuestos, documentos } from '../../../db/schema';
import type { EmisorXml } from '../../../sri';
import type { AuthContext } from '../../auth/auth-context';
import type { BuyerUpsert } from '../../buyers/buyers';
import type { EmisorForEmission } from '../emisor';
import type { PuntoEmision } from '../secuenciales';

/** Who issues and where. */
export interface Issuer {
  emisor: EmisorForEmission;
  punto: PuntoEmision;
}

export interface EmissionContext {
  auth: AuthContext;
  issuer: Issuer;
  config: EmissionConfig;
}

/** What the spine gave the document before its XML: its number, key, instant and header. */
export interface NumberedDocument {
  documentoId: string;
  codDoc: CodDoc;
  ambiente: 1 | 2;
  secuencial: string;
  claveAcceso: string;
  fecha: Date;
  emisor: EmisorXml;
  puntoEmision: { estab: string; ptoEmi: string; dirEstablecimiento: string };
}

/** The header every XML builder takes from the numbered document (infoTributaria and the issue date). */
export const xmlHeaderOf = (numbered: NumberedDocument) => ({
  ambiente: numbered.ambiente,
  claveAcceso: numbered.claveAcceso,
  secuencial: numbered.secuencial,
  fechaEmision: numbered.fecha,
  emisor: numbered.emisor,
  puntoEmision: numbered.puntoEmision,
});

type DocumentRow = typeof documentos.$inferInsert;

/** The stored row's fields that depend on the type (the spine fills number, key, state and XML). */
export type DocumentRecord = Pick<
  DocumentRow,
  | 'compradorTipoIdentificacion'
  | 'compradorIdentificacion'
  | 'compradorRazonSocial'
  | 'compradorDireccion'
  | 'compradorEmail'
  | 'importeTotal'
  | 'payload'
> &
  Partial<Pick<DocumentRow, 'documentoModificado' | 'compraId'>>;

export interface ComposedDocument {
  /** The unsigned XML. */
  xml: string;
  record: DocumentRecord;
  /** Its tax rows, kept beside it for the reports. */
  taxes: (typeof documentoImpuestos.$inferInsert)[];
}

/**
 * One SRI document type on the emission spine (spine/emit.ts). The spine authorizes, checks the
 * ambiente and plan, honours the Idempotency-Key, numbers, keys, signs, checks size, stores, sends
 * and answers; a type says only what is its own.
 */
export interface DocumentType<Request, Draft, Answer extends FacturarResponse = FacturarResponse> {
  codDoc: CodDoc;
  /** Checks on the request alone (totals, rules), before anything is read. */
  validate?(request: Request, config: EmissionConfig): void;
  /** Whether the company may issue this type at all. */
  authorize?(emisor: EmisorForEmission): void;
  /** What the Idempotency-Key is bound to. */
  fingerprint(request: Request): unknown;
  /** The ambiente it goes out in; the spine refuses PRODUCCIÓN before the company switched, or past its plan. */
  ambiente(request: Request, emisor: EmisorForEmission): 1 | 2;
  /** Inside the transaction, before numbering: reads, locks and checks what the document rests on. */
  prepare(tx: Tx, context: EmissionContext, request: Request): Promise<Draft>;
  /** A buyer to register in the numbering statement (its row then held as briefly as the counter's). */
  buyer?(tx: Tx, context: EmissionContext, request: Request, draft: Draft): BuyerUpsert | undefined;
  /** Its XML (unsigned; XmlBuildError for a 400) and its stored row. */
  compose(draft: Draft, numbered: NumberedDocument, context: EmissionContext): ComposedDocument;
  /** Effects committed with the document (stock). */
  afterStore?(tx: Tx, context: EmissionContext, draft: Draft, numbered: NumberedDocument): Promise<void>;
  /** The client's answer from the spine's; without a draft when an earlier answer is replayed. */
  answer?(response: FacturarResponse, draft: Draft | undefined): Answer;
}
