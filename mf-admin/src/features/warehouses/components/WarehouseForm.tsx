import { errorMessage } from '@facturador/shared/api';
import { type Warehouse, type WarehouseInputBody, warehouseInputSchema } from '@facturador/shared/domain';
import { primaryButtonClass, secondaryButtonClass, TextField, ToggleField } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../common/feedback';
import { cardClass } from '../../../common/styles';

type WarehouseFormValues = Required<Omit<WarehouseInputBody, 'activo'>> & { activo: boolean };

function initialValues(warehouse?: Warehouse): WarehouseFormValues {
  return {
    nombre: warehouse?.nombre ?? '',
    direccion: warehouse?.direccion ?? '',
    ciudad: warehouse?.ciudad ?? '',
    responsable: warehouse?.responsable ?? '',
    telefono: warehouse?.telefono ?? '',
    activo: warehouse?.activo ?? true,
  };
}

/** Add and edit form of a warehouse (spec 02 §2, §5: nombre and responsable are required). */
export function WarehouseForm({
  warehouse,
  onSave,
}: {
  warehouse?: Warehouse;
  onSave: (input: WarehouseInputBody) => Promise<void>;
}) {
  const [values, setValues] = useState<WarehouseFormValues>(() => initialValues(warehouse));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof WarehouseFormValues>(key: K, value: WarehouseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = warehouseInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (failure) {
      setErrors([errorMessage(failure, 'Error al guardar el almacén')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className={`${cardClass} max-w-3xl p-5 sm:p-6`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          required
          maxLength={100}
          value={values.nombre}
          onChange={(event) => set('nombre', event.target.value)}
        />
        <TextField
          label="Responsable"
          required
          maxLength={150}
          value={values.responsable}
          onChange={(event) => set('responsable', event.target.value)}
        />
        <TextField
          className="sm:col-span-2"
          label="Dirección"
          maxLength={300}
          value={values.direccion}
          onChange={(event) => set('direccion', event.target.value)}
        />
        <TextField
          label="Ciudad"
          maxLength={100}
          value={values.ciudad}
          onChange={(event) => set('ciudad', event.target.value)}
        />
        <TextField
          label="Teléfono"
          type="tel"
          maxLength={30}
          value={values.telefono}
          onChange={(event) => set('telefono', event.target.value)}
        />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <ToggleField
          label="Activo"
          hint="Un almacén inactivo no se ofrece en los movimientos"
          checked={values.activo}
          onChange={(checked) => set('activo', checked)}
        />
      </div>
      {errors.length ? (
        <div className="mt-5">
          <ErrorBanner>
            <ul className="list-inside list-disc space-y-1">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </ErrorBanner>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/almacenes" className={secondaryButtonClass}>
          Cancelar
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : warehouse ? 'Guardar cambios' : 'Registrar almacén'}
        </button>
      </div>
    </form>
  );
}
