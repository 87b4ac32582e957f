import { LEYENDA_RIMPE, REGIMENES, type Regimen } from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import { useId } from 'react';

export interface RegistryValues {
  regimen: Regimen;
  obligadoContabilidad: boolean;
}

/** Régimen (with the RIMPE legend its documents will print) and "obligado a llevar contabilidad" (issue 27). */
export function RegistryFields({
  value,
  onChange,
}: {
  value: RegistryValues;
  onChange: (next: Partial<RegistryValues>) => void;
}) {
  const ids = { regimen: useId(), obligado: useId(), leyenda: useId() };
  const leyenda = LEYENDA_RIMPE[value.regimen];
  return (
    <>
      <div>
        <label htmlFor={ids.regimen} className={labelClass}>
          Régimen
        </label>
        <select
          id={ids.regimen}
          className={inputClass}
          value={value.regimen}
          aria-describedby={ids.leyenda}
          onChange={(event) => onChange({ regimen: event.target.value as Regimen })}
        >
          {REGIMENES.map((regimen) => (
            <option key={regimen} value={regimen}>
              {regimen}
            </option>
          ))}
        </select>
        <p id={ids.leyenda} className="mt-1 text-xs text-slate-600">
          {leyenda ? `Sus comprobantes dirán: ${leyenda}` : 'Sin leyenda RIMPE en sus comprobantes'}
        </p>
      </div>
      <div className="flex items-center gap-2 sm:pt-6">
        <input
          id={ids.obligado}
          type="checkbox"
          checked={value.obligadoContabilidad}
          onChange={(event) => onChange({ obligadoContabilidad: event.target.checked })}
        />
        <label htmlFor={ids.obligado} className="text-sm text-slate-700">
          Obligado a llevar contabilidad
        </label>
      </div>
    </>
  );
}
