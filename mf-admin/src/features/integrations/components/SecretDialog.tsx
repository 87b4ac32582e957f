import { Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';

/**
 * Shows a secret the server gives only once (an API key, a webhook's signing secret), with a copy
 * button and the warning that it will not be shown again.
 */
export function SecretDialog({
  title,
  label,
  secret,
  onClose,
}: {
  title: string;
  label: string;
  secret: string;
  onClose: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Without clipboard access the text stays selected for Ctrl+C.
      setCopied(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={onClose}
      initialFocusRef={field}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={copy}>
            {copied ? 'Copiado' : 'Copiar'}
          </button>
          <button type="button" className={primaryButtonClass} onClick={onClose}>
            Listo, ya lo guardé
          </button>
        </>
      }
    >
      <p className="mb-3 text-sm text-amber-800" role="note">
        Cópielo ahora y guárdelo en un lugar seguro: por seguridad no se volverá a mostrar.
      </p>
      <TextField
        ref={field}
        label={label}
        readOnly
        value={secret}
        className="font-mono"
        onFocus={(e) => e.target.select()}
      />
    </Modal>
  );
}
