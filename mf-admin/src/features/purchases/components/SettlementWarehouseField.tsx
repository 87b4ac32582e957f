import { SelectField } from '@facturador/shared/ui';
import { useWarehouseOptions } from '../../../common/useWarehouseOptions';

/**
 * «Almacén»: where the liquidación's inventoried products enter, the user's own warehouse unless
 * another is chosen. Without the cambiarAlmacen permission it stays the user's (the API forces it too).
 */
export function SettlementWarehouseField({
  value,
  canChange,
  error,
  onChange,
}: {
  value: string;
  canChange: boolean;
  error: string | null;
  onChange: (almacenId: string) => void;
}) {
  const almacenes = useWarehouseOptions();
  const options = almacenes
    .filter((almacen) => almacen.activo || almacen._id === value)
    .map((almacen) => ({ value: almacen._id, label: almacen.nombre }));
  return (
    <SelectField
      label="Almacén"
      hint="Adonde entran los productos inventariados."
      error={error}
      disabled={!canChange}
      options={value ? options : [{ value: '', label: 'Elija un almacén' }, ...options]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
