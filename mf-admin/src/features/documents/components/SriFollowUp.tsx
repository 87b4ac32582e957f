import { MENSAJES_SRI_LABEL, REQUIERE_ATENCION_LABEL, type SriMensaje } from '@facturador/shared/domain';
import type { Atencion } from '@facturador/shared/domain/documents';
import { useId } from 'react';
import { Badge } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';

/** The flag SRI's follow-up leaves on a document it gave up on (issue #11): why, and since when. */
export function AttentionNotice({ atencion }: { atencion: Atencion }) {
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="amber">{REQUIERE_ATENCION_LABEL}</Badge>
        <span className="text-xs tabular-nums">desde {formatDateTime(atencion.desde)}</span>
      </p>
      <p className="mt-1">{atencion.mensaje}</p>
    </div>
  );
}

/**
 * SRI's messages as SRI returned them (identificador, mensaje, informacionAdicional, tipo): why a
 * document was NO RECIBIDA or NO AUTORIZADA, or why it waits. The region is named after its document
 * too («Mensajes del SRI 001-001-000000012»): on a list, each is a landmark of its own.
 */
export function SriMessages({ mensajes, documentHeadingId }: { mensajes: SriMensaje[]; documentHeadingId: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={`${headingId} ${documentHeadingId}`}
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {MENSAJES_SRI_LABEL}
      </h3>
      <ul className="mt-1 space-y-1.5 text-sm">
        {mensajes.map((mensaje, index) => (
          // SRI may repeat a code; the position keeps each line apart (the list is replaced whole).
          <li key={index}>
            <span className="font-mono font-semibold text-slate-900">{mensaje.identificador}</span>{' '}
            <span className="font-medium text-slate-900">{mensaje.mensaje}</span>{' '}
            {mensaje.tipo ? <span className="text-xs text-slate-500">({mensaje.tipo})</span> : null}{' '}
            {mensaje.informacionAdicional ? (
              <span className="block break-words text-slate-700">{mensaje.informacionAdicional}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
