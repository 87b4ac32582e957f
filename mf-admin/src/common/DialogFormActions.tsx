import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { FormErrors } from './FormErrors';

/** The bottom of a form in a dialog: what the server refused, then Cancelar and the save button. */
export function DialogFormActions({
  formErrors,
  saving,
  submitLabel,
  onCancel,
}: {
  formErrors: readonly string[];
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <div className="sm:col-span-2">
        <FormErrors messages={formErrors} />
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : submitLabel}
        </button>
      </div>
    </>
  );
}
