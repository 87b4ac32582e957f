import { type Transportista, transportistaEtiqueta } from '@facturador/shared/domain/waybills';
import { SelectField, ToggleField } from '@facturador/shared/ui';
import { useState } from 'react';

const TRANSPORTISTA_GUARDADO_LABEL = 'Transportista guardado';
const GUARDAR_TRANSPORTISTA_LABEL = 'Guardar este transportista';

const ELEGIR = 'Elija un transportista guardado';
const CARGANDO = 'Cargando transportistas…';
const SIN_GUARDADOS = 'Aún no hay transportistas guardados';
const SIN_GUARDADOS_HINT = 'Marque «Guardar este transportista» al emitir y la próxima vez podrá elegirlo aquí.';

export interface CarrierPickerProps {
  /** The saved carriers (useSavedCarriers), shown as «razón social — placa». */
  carriers: readonly Transportista[];
  /** Choosing one hands it over, to fill the guía's transportista and placa. */
  onPick: (carrier: Transportista) => void;
  /** Whether the carrier typed on the guía is to be saved. */
  save: boolean;
  onSaveChange: (save: boolean) => void;
  loading?: boolean;
  /** Why the list could not be loaded (shown under the field; the checkbox still works). */
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/** Picks a saved carrier for a guía de remisión, and says whether to save the one typed. */
export function CarrierPicker({
  carriers,
  onPick,
  save,
  onSaveChange,
  loading = false,
  error = null,
  disabled = false,
  className,
}: CarrierPickerProps) {
  const [chosen, setChosen] = useState('');
  const empty = carriers.length === 0;
  const placeholder = loading && empty ? CARGANDO : empty ? SIN_GUARDADOS : ELEGIR;
  const options = [
    { value: '', label: placeholder, disabled: !empty },
    ...carriers.map((carrier) => ({ value: carrier._id, label: transportistaEtiqueta(carrier) })),
  ];
  const pick = (id: string) => {
    const carrier = carriers.find((candidate) => candidate._id === id);
    setChosen(carrier ? id : '');
    if (carrier) onPick(carrier);
  };
  const value = carriers.some((carrier) => carrier._id === chosen) ? chosen : '';
  return (
    <div className={`grid gap-3 ${className ?? ''}`}>
      <SelectField
        label={TRANSPORTISTA_GUARDADO_LABEL}
        options={options}
        value={value}
        disabled={disabled || empty}
        hint={empty && !loading && !error ? SIN_GUARDADOS_HINT : undefined}
        error={error}
        onChange={(event) => pick(event.target.value)}
      />
      <ToggleField label={GUARDAR_TRANSPORTISTA_LABEL} checked={save} disabled={disabled} onChange={onSaveChange} />
    </div>
  );
}
