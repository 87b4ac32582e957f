import { createUser, updateUser } from '@facturador/shared/api/users';
import type { Warehouse } from '@facturador/shared/domain';
import {
  type EstablecimientoInfo,
  type PermisosUsuario,
  type Usuario,
  usuarioCreateSchema,
  usuarioUpdateSchema,
} from '@facturador/shared/domain/settings';
import { repeatedPasswordError, SelectField, TextField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { DialogForm } from '../../../common/DialogForm';
import { useFormValues } from '../../../common/useFormValues';
import { PermisosFieldset } from './PermisosFieldset';

/** 'Punto de emisión por defecto' options: each point as `001-002 (nombre comercial)`. */
function puntoOptions(establecimientos: readonly EstablecimientoInfo[]) {
  return establecimientos.flatMap((establecimiento) =>
    establecimiento.puntos.map((punto) => ({
      value: punto._id,
      label: `${establecimiento.codigo}-${punto.codigo}${establecimiento.nombreComercial ? ` (${establecimiento.nombreComercial})` : ''}`,
    })),
  );
}

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
  const { values, field, check } = useFormValues({
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
  const first = useRef<HTMLInputElement>(null);

  const { repetirClave, usuario: nombreUsuario, ...rest } = values;
  const common = {
    ...rest,
    permisos,
    activo,
    almacen: rest.almacen || null,
    punto: rest.punto || null,
  };

  function validate() {
    // On edit an empty password leaves it as it is.
    const input = usuario ? { ...common, clave: rest.clave || undefined } : { ...common, usuario: nombreUsuario };
    const repeated = rest.clave ? repeatedPasswordError(rest.clave, repetirClave) : null;
    return check(
      usuario ? usuarioUpdateSchema : usuarioCreateSchema,
      input,
      repeated ? { repetirClave: repeated } : {},
    );
  }

  const puntos = puntoOptions(establecimientos);

  return (
    <DialogForm
      title={usuario ? `Editar usuario ${usuario.usuario}` : 'Nuevo usuario'}
      className="grid max-h-[70vh] gap-4 overflow-y-auto p-1 sm:grid-cols-2"
      initialFocusRef={first}
      validate={validate}
      save={(data) =>
        usuario ? updateUser(usuario._id, data) : createUser({ ...common, usuario: nombreUsuario, clave: rest.clave })
      }
      saveError="Error al guardar el usuario"
      submitLabel="Guardar usuario"
      onClose={onClose}
      onSaved={onSaved}
    >
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
      <PermisosFieldset permisos={permisos} onPermisosChange={setPermisos} activo={activo} onActivoChange={setActivo} />
      <TextField
        label={usuario ? 'Nueva contraseña' : 'Contraseña'}
        type="password"
        autoComplete="new-password"
        hint={usuario ? 'Déjela vacía para no cambiarla' : 'Al menos 10 caracteres'}
        {...field('clave')}
      />
      <TextField label="Repetir contraseña" type="password" autoComplete="new-password" {...field('repetirClave')} />
    </DialogForm>
  );
}
