import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { GuiaRemisionDialog } from '../../../common/waybill/GuiaRemisionDialog';
import { useFacturaDeGuia } from './useFacturaDeGuia';

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
        <FacturaGuiaDialog factura={factura} numero={numero} onClose={() => setOpen(false)} onIssued={onIssued} />
      ) : null}
    </>
  );
}

/** The guía of the invoice's sale: its buyer, its lines, «Venta», in the invoice's ambiente (as the API requires). */
function FacturaGuiaDialog({
  factura,
  numero,
  onClose,
  onIssued,
}: {
  factura: DocumentSummary;
  numero: string;
  onClose: () => void;
  onIssued: () => void;
}) {
  const state = useFacturaDeGuia(factura.claveAcceso);
  const { razonSocialComprador, identificacionComprador } = factura.contenido.comprador;
  return (
    <GuiaRemisionDialog
      intro={
        <>
          Entrega lo vendido en la factura <strong className="font-mono">{numero}</strong> a {razonSocialComprador} (
          {identificacionComprador}).
        </>
      }
      confirmacion={`Confirmar emisión de la guía de remisión de la factura ${numero}.`}
      state={state}
      origen={{ facturaClaveAcceso: factura.claveAcceso }}
      ambiente={factura.ambiente === 2 ? 2 : 1}
      onClose={onClose}
      onIssued={onIssued}
    />
  );
}
