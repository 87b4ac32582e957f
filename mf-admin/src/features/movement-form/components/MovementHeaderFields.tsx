import { TIPOS_MOVIMIENTO, type TipoMovimiento } from '@facturador/shared/domain/movements';
import { SelectField, TextAreaField } from '@facturador/shared/ui';
import { cardClass } from '../../../common/styles';
import { hasDestination, hasOrigin } from '../form-lines';
import type { MovementFormState } from '../hooks/useMovementSubmit';

const TYPE_OPTIONS = TIPOS_MOVIMIENTO.map((tipo) => ({ value: tipo, label: tipo }));

type HeaderFields = Pick<MovementFormState, 'tipo' | 'origen' | 'destino' | 'observacion'>;

type Props = {
  form: HeaderFields;
  warehouseOptions: { value: string; label: string }[];
  onTipoChange: (tipo: TipoMovimiento) => void;
  onChange: (change: Partial<Omit<HeaderFields, 'tipo'>>) => void;
};

/** Cabecera del movimiento: tipo, almacenes según el tipo y observación (spec 02 §4). */
export function MovementHeaderFields({ form, warehouseOptions, onTipoChange, onChange }: Props) {
  return (
    <div className={`${cardClass} grid gap-4 p-5 sm:grid-cols-3`}>
      <SelectField
        label="Tipo de movimiento"
        options={TYPE_OPTIONS}
        value={form.tipo}
        onChange={(event) => onTipoChange(event.target.value as TipoMovimiento)}
      />
      {hasOrigin(form.tipo) ? (
        <SelectField
          label="Almacén de origen"
          options={warehouseOptions}
          value={form.origen}
          onChange={(event) => onChange({ origen: event.target.value })}
        />
      ) : null}
      {hasDestination(form.tipo) ? (
        <SelectField
          label="Almacén de destino"
          options={warehouseOptions}
          value={form.destino}
          onChange={(event) => onChange({ destino: event.target.value })}
        />
      ) : null}
      <TextAreaField
        className="sm:col-span-3"
        label="Observación"
        maxLength={500}
        placeholder={form.tipo === 'DEVOLUCIÓN' ? 'Motivo de la devolución' : 'Opcional'}
        value={form.observacion}
        onChange={(event) => onChange({ observacion: event.target.value })}
      />
    </div>
  );
}
