import { createApiKey } from '@facturador/shared/api/integrations';
import {
  type ClaveApiCreada,
  crearClaveApiSchema,
  PERMISO_CLAVE_API_ETIQUETAS,
  PERMISOS_CLAVE_API,
  type PermisoClaveApi,
} from '@facturador/shared/domain/integrations';
import { TextField, ToggleField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { DialogForm } from '../../../common/DialogForm';
import { FormErrors } from '../../../common/FormErrors';
import { useFormValues } from '../../../common/useFormValues';

/** «Crear clave de API»: a name and its permissions; the secret comes back once (onCreated). */
export function CreateApiKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: ClaveApiCreada) => void;
}) {
  const { values, field, check, errors } = useFormValues({ nombre: '' });
  const [permisos, setPermisos] = useState<PermisoClaveApi[]>(['emitir', 'consultar']);
  const first = useRef<HTMLInputElement>(null);
  const created = useRef<ClaveApiCreada | null>(null);

  return (
    <DialogForm
      title="Crear clave de API"
      className="grid gap-4 p-1"
      initialFocusRef={first}
      validate={() => check(crearClaveApiSchema, { nombre: values.nombre, permisos })}
      save={async (body) => {
        created.current = await createApiKey(body);
      }}
      saveError="Error al crear la clave de API"
      submitLabel="Crear clave"
      onClose={onClose}
      onSaved={() => {
        if (created.current) onCreated(created.current);
      }}
    >
      <TextField
        ref={first}
        label="Nombre de la clave"
        hint="Para reconocerla, p. ej. «Tienda en línea»"
        autoComplete="off"
        {...field('nombre')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Permisos</legend>
        {PERMISOS_CLAVE_API.map((permiso) => (
          <ToggleField
            key={permiso}
            label={PERMISO_CLAVE_API_ETIQUETAS[permiso]}
            checked={permisos.includes(permiso)}
            onChange={(checked) =>
              setPermisos((current) => (checked ? [...current, permiso] : current.filter((p) => p !== permiso)))
            }
          />
        ))}
        <FormErrors messages={errors.permisos ? [errors.permisos] : []} />
      </fieldset>
    </DialogForm>
  );
}
