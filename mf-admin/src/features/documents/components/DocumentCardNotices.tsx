import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { ErrorBanner } from '../../../common/feedback';
import { GuiasEmitidas } from '../../../common/waybill/GuiasEmitidas';
import { AnnulmentAcceptance } from './AnnulmentAcceptance';
import { ReceivableSummary } from './ReceivableSummary';
import { ReceivedWithholdings } from './ReceivedWithholdings';
import { AttentionNotice, SriMessages } from './SriFollowUp';

/**
 * What the card says under its total: retenciones received, the guías that deliver it, the balance of a credit sale, the flag
 * of a follow-up that gave up and SRI's messages (issue #11), what the last manual step answered,
 * an annulment waiting for its receiver (issue 37) and the mail just resent.
 */
export function DocumentCardNotices({
  documento,
  headingId,
  resultado,
  actionError,
  notice,
  onStale,
}: {
  documento: DocumentSummary;
  headingId: string;
  resultado: string | null;
  actionError: string | null;
  notice: string | null;
  onStale: () => void;
}) {
  const { estado, claveAcceso } = documento;
  return (
    <>
      {documento.retenciones?.length ? <ReceivedWithholdings retenciones={documento.retenciones} /> : null}
      <GuiasEmitidas guias={documento.guiasRemision} />
      {documento.aCredito && estado === 'AUTORIZADA' ? <ReceivableSummary claveAcceso={claveAcceso} /> : null}
      {documento.atencion ? <AttentionNotice atencion={documento.atencion} /> : null}
      {/* An authorized document's messages are informative (e.g. 60, PRUEBAS): only the others show. */}
      {estado !== 'AUTORIZADA' && documento.mensajesSri.length > 0 ? (
        <SriMessages mensajes={documento.mensajesSri} documentHeadingId={headingId} />
      ) : null}
      {resultado ? (
        <p role="status" className="mt-3 text-sm font-medium text-slate-800">
          {resultado}
        </p>
      ) : null}
      {actionError ? (
        <div className="mt-3">
          <ErrorBanner>{actionError}</ErrorBanner>
        </div>
      ) : null}
      {documento.anulacion && estado !== 'ANULADA' ? (
        <AnnulmentAcceptance claveAcceso={claveAcceso} anulacion={documento.anulacion} onAnswered={onStale} />
      ) : null}
      {notice ? (
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {notice}
        </p>
      ) : null}
    </>
  );
}
