import { errorMessage } from '@facturador/shared/api';
import { dangerButtonClass, Modal, secondaryButtonClass } from '@facturador/shared/ui';
import { type ReactNode, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';

/** Asks before something that cannot be undone (revoke a key, delete a webhook), and does it. */
export function ConfirmDialog({
  title,
  confirmLabel,
  action,
  failure,
  onClose,
  onDone,
  children,
}: {
  title: string;
  confirmLabel: string;
  action: () => Promise<unknown>;
  failure: string;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, failure));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className={dangerButtonClass} disabled={busy} onClick={confirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700">{children}</div>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
    </Modal>
  );
}
