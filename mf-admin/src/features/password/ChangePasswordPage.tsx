import { errorMessage } from '@facturador/shared/api';
import { changeOwnPassword } from '@facturador/shared/api/users';
import { cambioClaveSchema } from '@facturador/shared/domain/settings';
import { primaryButtonClass, repeatedPasswordError, TextField } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../common/FormErrors';
import { PageHeader } from '../../common/PageHeader';
import { cardClass } from '../../common/styles';
import { useFormValues } from '../../common/useFormValues';

const EMPTY = { actual: '', nueva: '', repetirNueva: '' };

/** /admin/cambiar-clave: every user changes their own password (PUT /api/user/clave). */
export function ChangePasswordPage() {
  const { values, setValues, field, check } = useFormValues(EMPTY);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const repeated = repeatedPasswordError(values.nueva, values.repetirNueva);
    const data = check(cambioClaveSchema, values, repeated ? { repetirNueva: repeated } : {});
    setDone(null);
    if (!data) return;
    setSaving(true);
    setFormErrors([]);
    try {
      setDone(await changeOwnPassword(data));
      setValues(EMPTY);
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al cambiar la contraseña')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="max-w-xl">
      <PageHeader title="Cambiar contraseña" />
      <form noValidate onSubmit={submit} className={`${cardClass} flex flex-col gap-4 p-5 sm:p-6`}>
        <TextField label="Contraseña actual" type="password" autoComplete="current-password" {...field('actual')} />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          hint="Al menos 10 caracteres"
          {...field('nueva')}
        />
        <TextField
          label="Repetir nueva contraseña"
          type="password"
          autoComplete="new-password"
          {...field('repetirNueva')}
        />
        <FormErrors messages={formErrors} />
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {done}
          </p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Guardando...' : 'Cambiar contraseña'}
          </button>
        </div>
      </form>
    </section>
  );
}
