import { errorMessage } from '@facturador/shared/api';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import { FormErrors } from './FormErrors';

/**
 * The create-or-edit form of a dialog (establishments, emission points, users): on submit `validate`
 * gives the body, or null when a field's own error stops the save; `save` sends it and the dialog is
 * done (`onSaved`). What the server refused is listed above Cancelar and the save button.
 */
export function DialogForm<B>({
  title,
  className,
  initialFocusRef,
  validate,
  save,
  saveError,
  submitLabel,
  onClose,
  onSaved,
  children,
}: {
  title: string;
  /** The form's layout (its fields' grid). */
  className: string;
  initialFocusRef: RefObject<HTMLElement | null>;
  validate: () => B | null;
  save: (body: B) => Promise<unknown>;
  /** The message when saving fails without one of its own. */
  saveError: string;
  submitLabel: string;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = validate();
    if (body === null) return;
    setSaving(true);
    setFormErrors([]);
    try {
      await save(body);
      onSaved();
    } catch (failure) {
      setFormErrors([errorMessage(failure, saveError)]);
      setSaving(false);
    }
  }

  return (
    <Modal open size="lg" title={title} onClose={onClose} initialFocusRef={initialFocusRef}>
      <form noValidate onSubmit={submit} className={className}>
        {children}
        <div className="sm:col-span-2">
          <FormErrors messages={formErrors} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Guardando...' : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
