import { createEstablishment, errorMessage, updateEstablishment } from '@facturador/shared/api';
import {
  type EstablecimientoInfo,
  establecimientoCreateSchema,
  establecimientoUpdateSchema,
} from '@facturador/shared/domain';
import { type FieldErrors, Modal, TextField, ToggleField, validateForm } from '@facturador/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { DialogFormActions } from '../../../common/DialogFormActions';

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
  const [values, setValues] = useState({
    codigo: establecimiento?.codigo ?? '',
    direccion: establecimiento?.direccion ?? '',
    nombreComercial: establecimiento?.nombreComercial ?? '',
    activo: establecimiento?.activo ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const text = (key: 'codigo' | 'direccion' | 'nombreComercial') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(
      establecimiento ? establecimientoUpdateSchema : establecimientoCreateSchema,
      values,
    );
    setErrors(invalid ?? {});
    if (!data) return;
    setSaving(true);
    setFormErrors([]);
    try {
      if (establecimiento) await updateEstablishment(establecimiento._id, data);
      else await createEstablishment(values);
      onSaved();
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al guardar el establecimiento')]);
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={establecimiento ? `Editar establecimiento ${establecimiento.codigo}` : 'Nuevo establecimiento'}
      onClose={onClose}
      initialFocusRef={first}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={first}
          label="Código"
          inputMode="numeric"
          maxLength={3}
          hint="3 dígitos, p. ej. 002"
          {...text('codigo')}
        />
        <TextField label="Nombre comercial" hint="Opcional" {...text('nombreComercial')} />
        <TextField className="sm:col-span-2" label="Dirección" {...text('direccion')} />
        <ToggleField
          label="Activo"
          hint="Un establecimiento inactivo no emite comprobantes"
          checked={values.activo}
          onChange={(activo) => setValues((current) => ({ ...current, activo }))}
        />
        <DialogFormActions
          formErrors={formErrors}
          saving={saving}
          submitLabel="Guardar establecimiento"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
