import { ToggleField } from '@facturador/shared/ui';

type Props = {
  values: { inventariado: boolean; serializado: boolean; activo: boolean };
  usarInventario: boolean;
  editing: boolean;
  /** The stored product is inventoried: that cannot be switched off. */
  storedInventariado: boolean | undefined;
  onInventariado: (on: boolean) => void;
  onSerializado: (on: boolean) => void;
  onActivo: (activo: boolean) => void;
};

/** 'Opciones del producto': inventariado and serializado (with the permission), and activo. */
export function ProductOptionsFields({
  values,
  usarInventario,
  editing,
  storedInventariado,
  onInventariado,
  onSerializado,
  onActivo,
}: Props) {
  return (
    <fieldset className="mt-6 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2">
      <legend className="sr-only">Opciones del producto</legend>
      {usarInventario ? (
        <>
          <ToggleField
            label="Inventariado"
            hint={
              editing && storedInventariado
                ? 'No se puede desactivar una vez activado'
                : 'Controla su stock por almacén'
            }
            checked={values.inventariado}
            disabled={editing && storedInventariado}
            onChange={onInventariado}
          />
          <ToggleField
            label="Serializado"
            hint={editing ? 'No modificable' : 'Cada unidad lleva su número de serie'}
            checked={values.serializado}
            disabled={editing}
            onChange={onSerializado}
          />
        </>
      ) : null}
      {editing ? (
        <ToggleField
          label="Desactivar Producto"
          hint="Un producto inactivo no se ofrece al facturar"
          checked={!values.activo}
          onChange={(checked) => onActivo(!checked)}
        />
      ) : (
        <ToggleField label="Activo" checked={values.activo} onChange={onActivo} />
      )}
    </fieldset>
  );
}
