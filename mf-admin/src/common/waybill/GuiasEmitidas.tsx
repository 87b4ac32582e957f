import type { GuiaDeDocumento } from '@facturador/shared/domain/waybills';
import { useShellHref } from '../useShellHref';

/** The guías de remisión issued for an invoice or a TRASLADO: number (opens its RIDE) and state. */
export function GuiasEmitidas({ guias }: { guias: GuiaDeDocumento[] | undefined }) {
  const shellHref = useShellHref();
  if (!guias?.length) return null;
  return (
    <ul aria-label="Guías de remisión" className="mt-1 grid gap-1 text-xs text-slate-600">
      {guias.map((guia) => (
        <li key={guia.claveAcceso}>
          Guía de remisión{' '}
          <a
            className="font-mono text-sky-700 underline"
            href={shellHref(`/descargar-factura/${guia.claveAcceso}`)}
            target="_blank"
            rel="noopener"
          >
            {guia.numero}
          </a>{' '}
          · {guia.estado}
        </li>
      ))}
    </ul>
  );
}
