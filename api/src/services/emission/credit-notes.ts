import {
  AMBIENTE_NOTA_CREDITO_MESSAGE,
  COD_DOC,
  type CreditableDocument,
  type CreditableRemainder,
  creditAllocationViolation,
  creditableRemainder,
  creditNoteAmountViolation,
  creditNoteLinesViolation,
  creditRemainderFigures,
  type EstadoDocumento,
  FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE,
  type FacturaPayload,
  facturaNoAutorizadaMessage,
  NUMERO_DOCUMENTO_PATTERN,
  netSharesOf,
  type RestanteAcreditable,
  recomputeFacturaTotals,
  sinPartesAsignadas,
  toCents,
  withCreditAllocation,
} from '@facturador/shared/domain';
import { notaCreditoViolation } from '@facturador/shared/domain/documents';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { documentos } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { storedFactura } from './stored-payload';

/** The invoice a credit note modifies. */
export interface ModifiedInvoice {
  claveAcceso: string;
  /** `dd/mm/aaaa`. */
  fechaEmision: string;
  /** The note as it is issued: with the server's exact shares when it named none (withCreditAllocation). */
  nota: FacturaPayload;
}

function creditable(factura: FacturaPayload): CreditableDocument & { productos: FacturaPayload['productos'] } {
  const totals = recomputeFacturaTotals(factura);
  return {
    productos: factura.productos,
    totalSinImpuestos: totals.totalSinImpuestos,
    importeTotal: totals.importeTotal,
    identificacionComprador: factura.comprador.identificacionComprador,
  };
}

interface CreditBase {
  invoice: Omit<ModifiedInvoice, 'nota'> & { estado: string; ambiente: number };
  original: CreditableDocument & { productos: FacturaPayload['productos'] };
  previousNotes: CreditableDocument[];
  /** What is left of each billed line and IVA rate: a new note's shares (credit-allocation). */
  restante: RestanteAcreditable;
}

/**
 * The emisor's invoice named by `001-001-000000123` (in `ambiente`) or by its access key, with the
 * credit notes already issued on it (except NO AUTORIZADA and ANULADA ones: a note whose annulment
 * waits for its receiver is still AUTORIZADA and still counts). With `lock`, the invoice row stays
 * locked until commit, so two notes on one invoice are checked one after the other.
 */
async function creditBase(
  db: Executor,
  emisorId: string,
  reference: string,
  ambiente: number | null,
  lock: boolean,
): Promise<CreditBase> {
  const numero = NUMERO_DOCUMENTO_PATTERN.exec(reference);
  const query = db
    .select({
      claveAcceso: documentos.claveAcceso,
      estado: documentos.estado,
      ambiente: documentos.ambiente,
      fechaEmision: documentos.fechaEmision,
      identificacionComprador: documentos.compradorIdentificacion,
      payload: documentos.payload,
    })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.tipo, COD_DOC.factura),
        numero
          ? and(
              eq(documentos.estab, numero[1]!),
              eq(documentos.ptoEmi, numero[2]!),
              eq(documentos.secuencial, numero[3]!),
              ambiente === null ? undefined : eq(documentos.ambiente, ambiente),
            )
          : eq(documentos.claveAcceso, reference),
      ),
    )
    .limit(1);
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) throw notFound(FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE);
  // The 2025 rules: an invoice to consumidor final is never credited.
  const refused = notaCreditoViolation(invoice);
  if (refused) throw conflict(refused);
  const original = storedFactura(invoice.payload);
  if (!original) throw notFound(FACTURA_MODIFICADA_NO_ENCONTRADA_MESSAGE);

  const previous = await db
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.documentoModificado, invoice.claveAcceso),
        eq(documentos.tipo, COD_DOC.notaCredito),
        notInArray(documentos.estado, ['NO AUTORIZADA', 'ANULADA']),
      ),
    );
  const notes = previous.flatMap((row) => {
    const factura = storedFactura(row.payload);
    return factura ? [factura] : [];
  });
  return {
    invoice,
    original: creditable(original),
    previousNotes: notes.map(creditable),
    restante: creditRemainderFigures(original, notes),
  };
}

/**
 * Checks a credit note against its invoice inside the emission transaction: the invoice must be the
 * emisor's own, AUTORIZADA and in the same ambiente, and the note must credit its own buyer, lines,
 * prices and taxes within what is left after the notes already issued on it.
 */
export async function checkCreditNote(tx: Tx, emisorId: string, note: FacturaPayload): Promise<ModifiedInvoice> {
  const { invoice, original, previousNotes, restante } = await creditBase(
    tx,
    emisorId,
    note.facturaModificada ?? '',
    note.ambiente,
    true,
  );
  if (invoice.estado !== 'AUTORIZADA') throw conflict(facturaNoAutorizadaMessage(invoice.estado as EstadoDocumento));
  if (invoice.ambiente !== note.ambiente) throw badRequest(AMBIENTE_NOTA_CREDITO_MESSAGE);
  // The lines first, then their shares of what is left (credit-allocation), then the amount cap.
  const lines = creditNoteLinesViolation(
    original,
    previousNotes,
    creditable(note),
    netSharesOf(restante, note.productos),
  );
  if (lines) throw badRequest(lines);
  const nota = issuedNote(restante, note);
  const violation =
    creditAllocationViolation(restante, nota) ?? creditNoteAmountViolation(original, previousNotes, creditable(nota));
  if (violation) throw badRequest(violation);
  return { claveAcceso: invoice.claveAcceso, fechaEmision: invoice.fechaEmision, nota };
}

/**
 * A note that names its shares is checked as sent (the screen computes them from `acreditable`). One that
 * names none (an integrator's, or notes sent at once on one invoice, whose order nobody can know) gets the
 * server's exact shares, as long as they are within a cent of its own figures per line; otherwise it is
 * refused as sent.
 */
function issuedNote(restante: RestanteAcreditable, note: FacturaPayload): FacturaPayload {
  if (!sinPartesAsignadas(note) || !creditAllocationViolation(restante, note)) return note;
  const shared = withCreditAllocation(restante, note);
  const tolerance = note.productos.length + 1;
  return Math.abs(toCents(shared.importeTotal) - toCents(note.importeTotal)) <= tolerance ? shared : note;
}

/** What a new credit note on the invoice may still return (the screen pre-fills from it). */
export async function creditableOf(
  db: Executor,
  emisorId: string,
  clave: string,
): Promise<CreditableRemainder<FacturaPayload['productos'][number]> & RestanteAcreditable> {
  const { original, previousNotes, restante } = await creditBase(db, emisorId, clave, null, false);
  return { ...creditableRemainder(original, previousNotes), ...restante };
}
