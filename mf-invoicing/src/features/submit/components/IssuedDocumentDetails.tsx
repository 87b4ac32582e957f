import { formatMoney, numeroDocumento } from '@facturador/shared/domain';
import { secondaryButtonClass, useArea } from '@facturador/shared/ui';
import { type ReactNode, useState } from 'react';

export interface IssuedDocument {
  claveAcceso: string;
  total: number;
}

/**
 * Under 'Documento enviado con exito' (issue 13): which number was issued and for how much, with
 * the receipt again, the RIDE and any `actions`; 'Aceptar' (Enter) starts the next invoice.
 */
export function IssuedDocumentDetails({
  issued,
  onPrintAgain,
  actions,
}: {
  issued: IssuedDocument;
  /** Never silent (issue 25): what happened is shown under the buttons. */
  onPrintAgain: () => Promise<{ ok: boolean; message: string }>;
  /** More buttons beside the RIDE's («Enviar por WhatsApp»). */
  actions?: ReactNode;
}) {
  const { standalone, shellUrl } = useArea();
  const [printed, setPrinted] = useState<{ ok: boolean; message: string } | null>(null);
  const [printing, setPrinting] = useState(false);
  const ride = `/descargar-factura/${issued.claveAcceso}`;
  const rideHref = standalone && shellUrl ? new URL(ride, shellUrl).toString() : ride;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Número</dt>
        <dd className="font-mono font-semibold text-slate-900">{numeroDocumento(issued.claveAcceso)}</dd>
        <dt className="text-slate-500">Total</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(issued.total)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={printing}
          onClick={async () => {
            setPrinting(true);
            setPrinted(null);
            setPrinted(await onPrintAgain());
            setPrinting(false);
          }}
        >
          {printing ? 'Imprimiendo...' : 'Imprimir de nuevo'}
        </button>
        <a href={rideHref} target="_blank" rel="noopener" className={secondaryButtonClass}>
          Ver RIDE
        </a>
        {actions}
      </div>
      <p role="status" className={`text-sm ${printed?.ok ? 'text-emerald-700' : 'text-red-700'}`}>
        {printed?.message ?? ''}
      </p>
      <p className="text-xs text-slate-500">Aceptar (Enter) empieza una nueva factura.</p>
    </div>
  );
}
