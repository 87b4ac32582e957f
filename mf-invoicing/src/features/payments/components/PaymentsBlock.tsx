import {
  DEFAULT_PAGO_ROW,
  FORMA_PAGO_LABELS,
  FORMAS_PAGO_ACTIVAS,
  type FormaPago,
  formatMoney,
  MONEY_DECIMALS,
  type PagoFormRow,
  resolvePagos,
  UNIDADES_TIEMPO,
} from '@facturador/shared/domain';
import { keepDecimals, secondaryButtonClass } from '@facturador/shared/ui';
import { useId } from 'react';
import { cardClass, compactInputClass, sectionTitleClass } from '../../../ui/styles';

type PaymentsBlockProps = {
  rows: readonly PagoFormRow[];
  /** The document's total: a blank amount pays what the other rows leave of it. */
  importeTotal: number;
  onChange: (rows: PagoFormRow[]) => void;
};

const UNIDAD_LABELS: Record<(typeof UNIDADES_TIEMPO)[number], string> = { dias: 'Días', meses: 'Meses' };

/**
 * "Forma de pago" (issue #11): SRI's payment codes, 01 for the whole total by default; several
 * payments whose amounts add up to the total, each with an optional term (plazo).
 */
export function PaymentsBlock({ rows, importeTotal, onChange }: PaymentsBlockProps) {
  const id = useId();
  const resolved = resolvePagos(rows, importeTotal);
  const update = (index: number, patch: Partial<PagoFormRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className={`${sectionTitleClass} mb-3`}>
        Forma de pago
      </h2>
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const n = rows.length > 1 ? ` ${index + 1}` : '';
          return (
            <li key={index} className="grid grid-cols-2 gap-2 md:grid-cols-[1fr_8rem_6rem_7rem_auto] md:items-end">
              <label className="col-span-2 text-xs font-semibold text-slate-600 md:col-span-1">
                {`Forma de pago${n}`}
                <select
                  className={compactInputClass}
                  value={row.formaPago}
                  onChange={(event) => update(index, { formaPago: event.target.value as FormaPago })}
                >
                  {FORMAS_PAGO_ACTIVAS.map((code) => (
                    <option key={code} value={code}>
                      {`${code} - ${FORMA_PAGO_LABELS[code]}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-xs font-semibold text-slate-600">
                {`Monto${n}`}
                <input
                  inputMode="decimal"
                  className={`${compactInputClass} text-right`}
                  placeholder={formatMoney(resolved[index]?.total ?? 0)}
                  value={row.total}
                  onChange={(event) => update(index, { total: keepDecimals(event, MONEY_DECIMALS) })}
                />
              </label>
              <label className="text-xs font-semibold text-slate-600">
                {`Plazo${n}`}
                <input
                  inputMode="numeric"
                  className={`${compactInputClass} text-right`}
                  value={row.plazo}
                  onChange={(event) => update(index, { plazo: keepDecimals(event, 0) })}
                />
              </label>
              <label className="text-xs font-semibold text-slate-600">
                {`Unidad de tiempo${n}`}
                <select
                  className={compactInputClass}
                  value={row.unidadTiempo}
                  onChange={(event) =>
                    update(index, { unidadTiempo: event.target.value as PagoFormRow['unidadTiempo'] })
                  }
                >
                  <option value="">—</option>
                  {UNIDADES_TIEMPO.map((unidad) => (
                    <option key={unidad} value={unidad}>
                      {UNIDAD_LABELS[unidad]}
                    </option>
                  ))}
                </select>
              </label>
              {rows.length > 1 ? (
                <button
                  type="button"
                  className="h-9 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
                  aria-label={`Quitar forma de pago${n}`}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  ✕
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-3`}
        onClick={() => onChange([...rows, { ...DEFAULT_PAGO_ROW }])}
      >
        Agregar forma de pago
      </button>
    </section>
  );
}
