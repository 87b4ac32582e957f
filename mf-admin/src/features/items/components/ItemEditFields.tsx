import { ITEM_STATUSES, type ItemStatus, QUANTITY_DECIMALS_FRACCIONABLE } from '@facturador/shared/domain';
import { SelectField, TextAreaField, TextField, ToggleField } from '@facturador/shared/ui';

const STATUS_OPTIONS = ITEM_STATUSES.map((status) => ({ value: status, label: status }));

export type ItemEditValues = { status: ItemStatus; detalle: string; activo: boolean; stockText: string };

type Props = {
  values: ItemEditValues;
  onChange: (change: Partial<ItemEditValues>) => void;
  conSerie: boolean;
  eliminado: boolean;
};

/** Estado (items with a serial), Stock (items without), Detalle and Activo. */
export function ItemEditFields({ values, onChange, conSerie, eliminado }: Props) {
  return (
    <div className="mt-4 grid gap-4">
      <SelectField
        label="Estado"
        options={STATUS_OPTIONS}
        value={conSerie ? values.status : 'DISPONIBLE'}
        disabled={eliminado || !conSerie}
        hint={conSerie ? undefined : 'Solo los items con número de serie cambian de estado.'}
        onChange={(event) => onChange({ status: event.target.value as ItemStatus })}
      />
      {conSerie ? null : (
        <TextField
          label="Stock"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          decimals={QUANTITY_DECIMALS_FRACCIONABLE}
          value={values.stockText}
          disabled={eliminado}
          hint="Cambiar el stock registra un movimiento de AJUSTE."
          onChange={(event) => onChange({ stockText: event.target.value })}
        />
      )}
      <TextAreaField
        label="Detalle"
        maxLength={300}
        value={values.detalle}
        disabled={eliminado}
        onChange={(event) => onChange({ detalle: event.target.value })}
      />
      <ToggleField
        label="Activo"
        checked={values.activo}
        disabled={eliminado}
        onChange={(activo) => onChange({ activo })}
      />
    </div>
  );
}
