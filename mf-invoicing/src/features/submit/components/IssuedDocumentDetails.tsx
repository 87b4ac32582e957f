import { formatMoney, numeroDocumento } from '@facturador/shared/domain';
import { secondaryButtonClass, useArea } from '@facturador/shared/ui';

export interface IssuedDocument {
  claveAcceso: string;
  total: number;
}

/**
 * Under 'Documento enviado con exito' (issue 13): which number was issued and for how much, with
 * the receipt again and the RIDE; 'Aceptar' (Enter) starts the next invoice.
 */
export function IssuedDocumentDetails({ issued, onPrintAgain }: { issued: IssuedDocument; onPrintAgain: () => void }) {
  const { standalone, shellUrl } = useArea();
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
        <button type="button" className={secondaryButtonClass} onClick={onPrintAgain}>
          Imprimir de nuevo
        </button>
        <a href={rideHref} target="_blank" rel="noopener" className={secondaryButtonClass}>
          Ver RIDE
        </a>
      </div>
      <p className="text-xs text-slate-500">Aceptar (Enter) empieza una nueva factura.</p>
    </div>
  );
}
