import { errorMessage, RETENCION_REGISTRO_ERROR_MESSAGE, registerReceivedWithholding } from '@facturador/shared/api';
import { RETENCION_FALTA_CLAVE_MESSAGE, type RetencionRecibida } from '@facturador/shared/domain';
import { labelClass, Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';

/**
 * «Registrar retención recibida»: by its clave de acceso (the API fetches the authorized XML from
 * the SRI) or with the authorized XML file the customer sent. The API checks everything.
 */
export function RegisterWithholdingDialog({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (retencion: RetencionRecibida) => void;
}) {
  const claveRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [clave, setClave] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const claveAcceso = clave.replace(/\s+/g, '');
    if (!claveAcceso && !archivo) {
      setErrors([RETENCION_FALTA_CLAVE_MESSAGE]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      onRegistered(await registerReceivedWithholding(archivo ? { archivo } : { claveAcceso }));
    } catch (failure) {
      setErrors([errorMessage(failure, RETENCION_REGISTRO_ERROR_MESSAGE)]);
      setSaving(false);
    }
  }

  return (
    <Modal open size="lg" title="Registrar retención recibida" onClose={onClose} initialFocusRef={claveRef}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          ref={claveRef}
          label="Clave de acceso"
          hint="Los 49 dígitos que trae el comprobante de retención de su cliente."
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
        <FormErrors messages={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Consultando al SRI...' : 'Registrar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
