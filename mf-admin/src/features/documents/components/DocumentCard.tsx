import { type EstadoDocumento, formatFechaSri, type SriMensaje } from '@facturador/shared/domain';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { useId, useState } from 'react';
import { cardClass } from '../../../common/styles';
import { useManualSriStep } from '../hooks/useManualSriStep';
import { DocumentCardActions } from './DocumentCardActions';
import { type CardDialog, DocumentCardDialogs } from './DocumentCardDialogs';
import { DocumentCardDetails, DocumentCardHeader, documentNumber } from './DocumentCardHeader';
import { DocumentCardNotices } from './DocumentCardNotices';

/**
 * A card of Mis Comprobantes with the actions each estado allows (spec 02 §4): 'Actualizar estado'
 * from POR AUTORIZAR or RECIBIDA, 'Reenviar' from NO RECIBIDA, 'Nota de Crédito' and 'Nota de
 * Débito' (issue 40) for authorized invoices, 'Descargar' when authorized; the e-mail delivery
 * (issue #12): 'Estado del correo' and 'Reenviar correo' for authorized documents; and (issue #11)
 * SRI's messages of a document not authorized, the flag of one SRI's follow-up gave up on, and what
 * the last manual step answered.
 */
export function DocumentCard({
  documento,
  onEstado,
  onStale,
}: {
  documento: DocumentSummary;
  /** The server answered the document's new estado and SRI's messages. */
  onEstado: (estado: EstadoDocumento, mensajes: SriMensaje[]) => void;
  /** The server did not say: the list is reloaded. */
  onStale: () => void;
}) {
  const headingId = useId();
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const step = useManualSriStep(documento.claveAcceso, documento.estado, onEstado, onStale);
  const { tipo, numero } = documentNumber(documento);
  const fechaEmision = formatFechaSri(new Date(documento.fecha));

  return (
    <article aria-labelledby={headingId} className={`${cardClass} flex flex-col p-5`}>
      <DocumentCardHeader documento={documento} headingId={headingId} tipo={tipo} numero={numero} />
      <DocumentCardDetails documento={documento} />
      <DocumentCardNotices
        documento={documento}
        headingId={headingId}
        resultado={step.resultado}
        actionError={step.error}
        notice={notice}
        onStale={onStale}
      />
      <DocumentCardActions
        documento={documento}
        tipo={tipo}
        numero={numero}
        fechaEmision={fechaEmision}
        busy={step.busy}
        onStep={step.run}
        onAnnul={() => setDialog('anular')}
        onResendMail={() => {
          setNotice(null);
          setDialog('reenviar-correo');
        }}
        onWhatsapp={() => setDialog('whatsapp')}
        onIssued={onStale}
      />
      <DocumentCardDialogs
        documento={documento}
        tipo={tipo}
        numero={numero}
        fechaEmision={fechaEmision}
        open={dialog}
        onClose={() => setDialog(null)}
        onAnnulled={(nuevo) => {
          setDialog(null);
          // A note waiting for its receiver: the list brings its annulment and last day.
          if (nuevo === 'ANULADA') onEstado(nuevo, documento.mensajesSri);
          else onStale();
        }}
        onMailSent={(mensaje) => {
          setDialog(null);
          setNotice(mensaje);
          onStale();
        }}
        onWhatsappSent={() => {
          setDialog(null);
          onStale();
        }}
      />
    </article>
  );
}
