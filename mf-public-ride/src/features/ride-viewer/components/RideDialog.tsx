import { facturaXmlUrl } from '@facturador/shared/api';
import { RIDE_FILE_NAME } from '@facturador/shared/ride';
import { useEffect, useId, useRef } from 'react';
import type { RideView } from '../hooks/useRideViewer';

/** Saves the PDF under the name the spec fixes (factura.pdf). */
function savePdf(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = RIDE_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const actionClass = 'rounded-lg px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2';

/**
 * The RIDE in a full-screen frame (spec 02 §2) with 'Descargar' (factura.pdf), the authorized XML when
 * there is one, and 'Cerrar' (also Escape). The page gives the focus back to 'Ver factura' on close.
 */
export function RideDialog({ view, onClose }: { view: RideView; onClose: () => void }) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const authorized = view.factura.estado === 'AUTORIZADA';

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-slate-900/90"
    >
      <header className="flex flex-wrap items-center gap-3 bg-white px-4 py-3 shadow">
        <h2 id={titleId} className="mr-auto text-lg font-semibold text-slate-900">
          {view.title}
        </h2>
        {authorized ? (
          <a
            href={facturaXmlUrl(view.factura.claveAcceso)}
            download={`${view.factura.claveAcceso}.xml`}
            className={`${actionClass} border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:ring-slate-400`}
          >
            Descargar XML
          </a>
        ) : null}
        <button
          type="button"
          onClick={() => savePdf(view.pdfUrl)}
          className={`${actionClass} bg-blue-600 text-white hover:bg-blue-700 focus-visible:ring-blue-300`}
        >
          Descargar
        </button>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className={`${actionClass} border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:ring-slate-400`}
        >
          Cerrar
        </button>
      </header>
      {authorized ? null : (
        <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Este comprobante aún no ha sido autorizado por el SRI (estado: {view.factura.estado}).
        </p>
      )}
      <iframe title={view.title} src={view.pdfUrl} className="min-h-0 w-full flex-1 border-0 bg-white" />
    </div>
  );
}
