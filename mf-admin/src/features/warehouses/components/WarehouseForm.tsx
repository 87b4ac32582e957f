import { type Warehouse, type WarehouseInputBody, warehouseInputSchema } from '@facturador/shared/domain';
import { TextField, ToggleField } from '@facturador/shared/ui';
import { PageForm } from '../../../common/PageForm';
import { useValues } from '../../../common/useValues';

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
  const { values, set, bind } = useValues<WarehouseFormValues>(() => initialValues(warehouse));

  return (
    <PageForm
      check={() => {
        const parsed = warehouseInputSchema.safeParse(values);
        return parsed.success
          ? { ok: true, input: parsed.data }
          : { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
      }}
      onSave={onSave}
      saveError="Error al guardar el almacén"
      cancelTo="/almacenes"
      submitLabel={warehouse ? 'Guardar cambios' : 'Registrar almacén'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nombre" required maxLength={100} {...bind('nombre')} />
        <TextField label="Responsable" required maxLength={150} {...bind('responsable')} />
        <TextField className="sm:col-span-2" label="Dirección" maxLength={300} {...bind('direccion')} />
        <TextField label="Ciudad" maxLength={100} {...bind('ciudad')} />
        <TextField label="Teléfono" type="tel" maxLength={30} {...bind('telefono')} />
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <ToggleField
          label="Activo"
          hint="Un almacén inactivo no se ofrece en los movimientos"
          checked={values.activo}
          onChange={(checked) => set('activo', checked)}
        />
      </div>
    </PageForm>
  );
}
