import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { GuiaRemisionDialog } from './GuiaRemisionDialog';

/** «Guía de remisión» on an AUTORIZADA invoice's card (issue 41 §1): each opening is a new guía, with a new key. */
export function GuiaRemisionAction({
  factura,
  numero,
  onIssued,
}: {
  factura: DocumentSummary;
  numero: string;
  onIssued: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        Guía de remisión
      </button>
      {open ? (
        <GuiaRemisionDialog factura={factura} numero={numero} onClose={() => setOpen(false)} onIssued={onIssued} />
      ) : null}
    </>
  );
}
