import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { DebitNoteDialog } from './DebitNoteDialog';

/** «Nota de Débito» on an AUTORIZADA invoice's card (issue 40 §2): each opening is a new document, with a new key. */
export function DebitNoteAction({
  factura,
  numero,
  fechaEmision,
  onIssued,
}: {
  factura: DocumentSummary;
  numero: string;
  fechaEmision: string;
  onIssued: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        Nota de Débito
      </button>
      {open ? (
        <DebitNoteDialog
          factura={factura}
          numero={numero}
          fechaEmision={fechaEmision}
          onClose={() => setOpen(false)}
          onIssued={onIssued}
        />
      ) : null}
    </>
  );
}
