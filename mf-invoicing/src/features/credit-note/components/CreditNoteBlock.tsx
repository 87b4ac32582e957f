import type { FacturaOriginal } from '@facturador/shared/api/original-invoice';
import {
  facturaNoAutorizadaMessage,
  formatMoney,
  MOTIVOS_NOTA_CREDITO,
  type MotivoNotaCredito,
  normalizeFechaSri,
} from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import { useId } from 'react';
import { cardClass, sectionTitleClass } from '../../../ui/styles';

type CreditNoteBlockProps = {
  facturaAModificar: string;
  factura: FacturaOriginal;
  motivo: MotivoNotaCredito | undefined;
  observaciones: string;
  onChange: (patch: { motivoNotaCredito?: MotivoNotaCredito; observacionesNotaCredito?: string }) => void;
};

/** Credit-note block (spec 01 §2): the modified invoice (read-only), the required reason, observations. */
export function CreditNoteBlock({ facturaAModificar, factura, motivo, observaciones, onChange }: CreditNoteBlockProps) {
  const ids = { title: useId(), factura: useId(), motivo: useId(), observaciones: useId() };
  return (
    <section aria-labelledby={ids.title} className={`${cardClass} border-amber-200 bg-amber-50/40`}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={ids.title} className={sectionTitleClass}>
          Documento modificado
        </h2>
        <p className="text-sm text-slate-600">
          Emitida el {normalizeFechaSri(factura.fecha) ?? factura.fecha} · Total {formatMoney(factura.importeTotal)}
        </p>
      </div>
      {factura.estado !== 'AUTORIZADA' ? (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {facturaNoAutorizadaMessage(factura.estado)}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <label htmlFor={ids.factura} className={labelClass}>
            Factura a modificar
          </label>
          <input id={ids.factura} className={`${inputClass} font-mono`} value={facturaAModificar} readOnly />
        </div>
        <div className="lg:col-span-2">
          <label htmlFor={ids.motivo} className={labelClass}>
            Motivo
          </label>
          <select
            id={ids.motivo}
            className={inputClass}
            required
            value={motivo ?? ''}
            onChange={(event) =>
              onChange({ motivoNotaCredito: (event.target.value || undefined) as MotivoNotaCredito | undefined })
            }
          >
            <option value="" disabled>
              Seleccione un motivo
            </option>
            {MOTIVOS_NOTA_CREDITO.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2 lg:col-span-2">
          <label htmlFor={ids.observaciones} className={labelClass}>
            Observaciones
          </label>
          <input
            id={ids.observaciones}
            className={inputClass}
            value={observaciones}
            maxLength={300}
            autoComplete="off"
            onChange={(event) => onChange({ observacionesNotaCredito: event.target.value })}
          />
        </div>
      </div>
    </section>
  );
}
