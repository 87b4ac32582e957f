import { createUser, errorMessage, updateUser } from '@facturador/shared/api';
import {
  type EstablecimientoInfo,
  type PermisosUsuario,
  type Usuario,
  usuarioCreateSchema,
  usuarioUpdateSchema,
  type Warehouse,
} from '@facturador/shared/domain';
import { Modal, repeatedPasswordError, SelectField, TextField, ToggleField, validateForm } from '@facturador/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { DialogFormActions } from '../../../common/DialogFormActions';
import { useFormValues } from '../../../common/useFormValues';

const PERMISOS: { key: keyof PermisosUsuario; label: string; hint: string }[] = [
  { key: 'usarInventario', label: 'Usar inventario', hint: 'Inventario, movimientos y almacenes' },
  { key: 'cambiarAlmacen', label: 'Cambiar almacén', hint: 'Facturar desde otro almacén que el suyo' },
  { key: 'administrar', label: 'Administrar', hint: 'Datos de la empresa, establecimientos y usuarios' },
];

/** Create a user (password required) or edit one (a password typed here resets it). */
export function UserDialog({
  usuario,
  almacenes,
  establecimientos,
  onClose,
  onSaved,
}: {
  usuario?: Usuario;
  almacenes: readonly Warehouse[];
  establecimientos: readonly EstablecimientoInfo[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setErrors, field } = useFormValues({
    usuario: usuario?.usuario ?? '',
    nombre: usuario?.nombre ?? '',
    email: usuario?.email ?? '',
    almacen: usuario?.almacen ?? '',
    punto: usuario?.punto ?? '',
    clave: '',
    repetirClave: '',
  });
  const [permisos, setPermisos] = useState<PermisosUsuario>(
    usuario?.permisos ?? { usarInventario: false, cambiarAlmacen: false, administrar: false },
  );
  const [activo, setActivo] = useState(usuario?.activo ?? true);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { repetirClave, usuario: nombreUsuario, ...rest } = values;
    const common = {
      ...rest,
      permisos,
      activo,
      almacen: rest.almacen || null,
      punto: rest.punto || null,
    };
    // On edit an empty password leaves it as it is.
    const input = usuario ? { ...common, clave: rest.clave || undefined } : { ...common, usuario: nombreUsuario };
    const { data, errors: invalid } = validateForm(usuario ? usuarioUpdateSchema : usuarioCreateSchema, input);
    const repeated = rest.clave ? repeatedPasswordError(rest.clave, repetirClave) : null;
    setErrors({ ...invalid, ...(repeated ? { repetirClave: repeated } : {}) });
    if (!data || repeated) return;
    setSaving(true);
    setFormErrors([]);
    try {
      if (usuario) await updateUser(usuario._id, data);
      else await createUser({ ...common, usuario: nombreUsuario, clave: rest.clave });
      onSaved();
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al guardar el usuario')]);
      setSaving(false);
    }
  }

  const puntos = establecimientos.flatMap((establecimiento) =>
    establecimiento.puntos.map((punto) => ({
      value: punto._id,
      label: `${establecimiento.codigo}-${punto.codigo}${establecimiento.nombreComercial ? ` (${establecimiento.nombreComercial})` : ''}`,
    })),
  );

  return (
    <Modal
      open
      size="lg"
      title={usuario ? `Editar usuario ${usuario.usuario}` : 'Nuevo usuario'}
      onClose={onClose}
      initialFocusRef={first}
    >
      <form noValidate onSubmit={submit} className="grid max-h-[70vh] gap-4 overflow-y-auto p-1 sm:grid-cols-2">
        <TextField
          ref={first}
          label="Usuario"
          autoComplete="off"
          readOnly={usuario !== undefined}
          hint={usuario ? 'El nombre de usuario no se cambia' : undefined}
          {...field('usuario')}
        />
        <TextField label="Nombre" {...field('nombre')} />
        <TextField label="E-mail" type="email" hint="Opcional" {...field('email')} />
        <SelectField
          label="Almacén por defecto"
          options={[
            { value: '', label: 'Ninguno' },
            ...almacenes.map((almacen) => ({ value: almacen._id, label: almacen.nombre })),
          ]}
          {...field('almacen')}
        />
        <SelectField
          label="Punto de emisión por defecto"
          options={[{ value: '', label: 'El primero activo de la empresa' }, ...puntos]}
          {...field('punto')}
        />
        <fieldset className="flex flex-col gap-3 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Permisos</legend>
          {PERMISOS.map((permiso) => (
            <ToggleField
              key={permiso.key}
              label={permiso.label}
              hint={permiso.hint}
              checked={permisos[permiso.key]}
              onChange={(checked) => setPermisos((current) => ({ ...current, [permiso.key]: checked }))}
            />
          ))}
          <ToggleField
            label="Usuario activo"
            hint="Un usuario inactivo no puede ingresar"
            checked={activo}
            onChange={setActivo}
          />
        </fieldset>
        <TextField
          label={usuario ? 'Nueva contraseña' : 'Contraseña'}
          type="password"
          autoComplete="new-password"
          hint={usuario ? 'Déjela vacía para no cambiarla' : 'Al menos 10 caracteres'}
          {...field('clave')}
        />
        <TextField label="Repetir contraseña" type="password" autoComplete="new-password" {...field('repetirClave')} />
        <DialogFormActions formErrors={formErrors} saving={saving} submitLabel="Guardar usuario" onCancel={onClose} />
      </form>
    </Modal>
  );
}
