import { facturaXmlUrl } from '@facturador/shared/api';
import { type FacturaRide, rideFileName } from '@facturador/shared/domain/ride';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useRef } from 'react';
import type { RideView } from '../hooks/useRideViewer';

/** Saves the PDF under the document's number, `001-001-000001500.pdf` (issue #24). */
function savePdf(url: string, factura: FacturaRide): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = rideFileName(`${factura.numeroEstablecimiento}-${factura.puntoEmision}-${factura.secuencial}`);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The RIDE in a full-screen frame (spec 02 §2) with 'Descargar' (named after the document number), the authorized XML when
 * there is one, and 'Cerrar' (also Escape); the shared Modal keeps Tab inside. The page gives the focus
 * back to 'Ver factura' on close.
 */
export function RideDialog({ view, onClose }: { view: RideView; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const authorized = view.factura.estado === 'AUTORIZADA';

  return (
    <Modal
      title={view.title}
      open
      onClose={onClose}
      size="full"
      initialFocusRef={closeButton}
      actions={
        <>
          {authorized ? (
            <a
              href={facturaXmlUrl(view.factura.claveAcceso)}
              download={`${view.factura.claveAcceso}.xml`}
              className={secondaryButtonClass}
            >
              Descargar XML
            </a>
          ) : null}
          <button type="button" onClick={() => savePdf(view.pdfUrl, view.factura)} className={primaryButtonClass}>
            Descargar
          </button>
          <button ref={closeButton} type="button" onClick={onClose} className={secondaryButtonClass}>
            Cerrar
          </button>
        </>
      }
    >
      {authorized ? null : (
        <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Este comprobante aún no ha sido autorizado por el SRI (estado: {view.factura.estado}).
        </p>
      )}
      <iframe title={view.title} src={view.pdfUrl} className="min-h-0 w-full flex-1 border-0 bg-white" />
    </Modal>
  );
}
