import { errorMessage } from '@facturador/shared/api';
import { labelClass, Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormErrors } from './FormErrors';

/** What the user gave: the clave de acceso without its spaces ('' when none) and the chosen XML file. */
export interface ClaveOrXml {
  claveAcceso: string;
  archivo: File | null;
}

/**
 * A dialog that registers a received electronic document (a supplier's invoice, a customer's
 * retención) by its clave de acceso or its authorized XML file. The dialog using it says what is
 * sent (`register`) and may add other fields below the file (`children`, told what was given).
 */
export function ClaveOrXmlDialog<T>({
  title,
  claveHint,
  missingMessage,
  otherSourceGiven = false,
  register,
  saveError,
  savingLabel,
  onClose,
  onRegistered,
  children,
}: {
  title: string;
  claveHint: string;
  /** The message when neither a clave, a file nor the dialog's own fields were given. */
  missingMessage: string;
  /** Whether the dialog's own fields (`children`) were filled in instead. */
  otherSourceGiven?: boolean;
  register: (given: ClaveOrXml) => Promise<T>;
  /** The message when registering fails without one of its own. */
  saveError: string;
  savingLabel: string;
  onClose: () => void;
  onRegistered: (registered: T) => void;
  children?: (given: ClaveOrXml) => ReactNode;
}) {
  const claveRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [clave, setClave] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const given: ClaveOrXml = { claveAcceso: clave.replace(/\s+/g, ''), archivo };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!given.claveAcceso && !archivo && !otherSourceGiven) {
      setErrors([missingMessage]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      onRegistered(await register(given));
    } catch (failure) {
      setErrors([errorMessage(failure, saveError)]);
      setSaving(false);
    }
  }

  return (
    <Modal open size="lg" title={title} onClose={onClose} initialFocusRef={claveRef}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="Clave de acceso"
          ref={claveRef}
          hint={claveHint}
          inputMode="numeric"
          autoComplete="off"
          value={clave}
          disabled={archivo !== null}
          onChange={(event) => setClave(event.target.value)}
        />
        <div>
          <label htmlFor={fileId} className={labelClass}>
            O el archivo XML autorizado
          </label>
          <input
            id={fileId}
            type="file"
            accept=".xml,text/xml,application/xml"
            className="block w-full text-sm text-slate-700"
            onChange={(event) => setArchivo(event.target.files?.[0] ?? null)}
          />
        </div>
        {children?.(given)}
        <FormErrors messages={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? savingLabel : 'Registrar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
