import type { PermisosUsuario } from '@facturador/shared/domain/settings';
import { ToggleField } from '@facturador/shared/ui';

const PERMISOS: { key: keyof PermisosUsuario; label: string; hint: string }[] = [
  { key: 'usarInventario', label: 'Usar inventario', hint: 'Inventario, movimientos y almacenes' },
  { key: 'cambiarAlmacen', label: 'Cambiar almacén', hint: 'Facturar desde otro almacén que el suyo' },
  { key: 'administrar', label: 'Administrar', hint: 'Datos de la empresa, establecimientos y usuarios' },
];

type Props = {
  permisos: PermisosUsuario;
  onPermisosChange: (permisos: PermisosUsuario) => void;
  activo: boolean;
  onActivoChange: (activo: boolean) => void;
};

/** The user's permissions and whether the user may sign in. */
export function PermisosFieldset({ permisos, onPermisosChange, activo, onActivoChange }: Props) {
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Permisos</legend>
      {PERMISOS.map((permiso) => (
        <ToggleField
          key={permiso.key}
          label={permiso.label}
          hint={permiso.hint}
          checked={permisos[permiso.key]}
          onChange={(checked) => onPermisosChange({ ...permisos, [permiso.key]: checked })}
        />
      ))}
      <ToggleField
        label="Usuario activo"
        hint="Un usuario inactivo no puede ingresar"
        checked={activo}
        onChange={onActivoChange}
      />
    </fieldset>
  );
}
