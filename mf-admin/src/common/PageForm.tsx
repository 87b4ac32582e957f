import { errorMessage } from '@facturador/shared/api';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormErrors } from './FormErrors';
import { cardClass } from './styles';

/** What a form's values give on submit: the body to save, or the messages that stop the save. */
export type FormCheck<B> = { ok: true; input: B } | { ok: false; messages: string[] };

/**
 * The add and edit form of a list's page (Productos, Almacenes): on submit it checks the values, saves
 * and lists what was refused (by the shared schema or the server), above Cancelar (back to the list)
 * and the save button.
 */
export function PageForm<B>({
  check,
  onSave,
  saveError,
  cancelTo,
  submitLabel,
  children,
}: {
  check: () => FormCheck<B>;
  onSave: (input: B) => Promise<void>;
  /** The message when saving fails without one of its own. */
  saveError: string;
  cancelTo: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.messages);
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      await onSave(checked.input);
    } catch (failure) {
      setErrors([errorMessage(failure, saveError)]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className={`${cardClass} max-w-3xl p-5 sm:p-6`}>
      {children}
      {errors.length ? (
        <div className="mt-5">
          <FormErrors messages={errors} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={secondaryButtonClass}>
          Cancelar
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
