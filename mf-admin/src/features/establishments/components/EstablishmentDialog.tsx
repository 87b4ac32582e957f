import { createEstablishment, updateEstablishment } from '@facturador/shared/api/establishments';
import {
  type EstablecimientoInfo,
  establecimientoCreateSchema,
  establecimientoUpdateSchema,
} from '@facturador/shared/domain/settings';
import { TextField, ToggleField } from '@facturador/shared/ui';
import { useRef } from 'react';
import { DialogForm } from '../../../common/DialogForm';
import { useFormValues } from '../../../common/useFormValues';

/** Create (no `establecimiento`) or edit an establishment: código, dirección, nombre comercial, activo. */
export function EstablishmentDialog({
  establecimiento,
  onClose,
  onSaved,
}: {
  establecimiento?: EstablecimientoInfo;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setValues, field, check } = useFormValues({
    codigo: establecimiento?.codigo ?? '',
    direccion: establecimiento?.direccion ?? '',
    nombreComercial: establecimiento?.nombreComercial ?? '',
    activo: establecimiento?.activo ?? true,
  });
  const first = useRef<HTMLInputElement>(null);

  return (
    <DialogForm
      title={establecimiento ? `Editar establecimiento ${establecimiento.codigo}` : 'Nuevo establecimiento'}
      className="grid gap-4 sm:grid-cols-2"
      initialFocusRef={first}
      validate={() => check(establecimiento ? establecimientoUpdateSchema : establecimientoCreateSchema, values)}
      save={(data) => (establecimiento ? updateEstablishment(establecimiento._id, data) : createEstablishment(values))}
      saveError="Error al guardar el establecimiento"
      submitLabel="Guardar establecimiento"
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField
        ref={first}
        label="Código"
        inputMode="numeric"
        maxLength={3}
        hint="3 dígitos, p. ej. 002"
        {...field('codigo')}
      />
      <TextField label="Nombre comercial" hint="Opcional" {...field('nombreComercial')} />
      <TextField className="sm:col-span-2" label="Dirección" {...field('direccion')} />
      <ToggleField
        label="Activo"
        hint="Un establecimiento inactivo no emite comprobantes"
        checked={values.activo}
        onChange={(activo) => setValues((current) => ({ ...current, activo }))}
      />
    </DialogForm>
  );
}
