import { Modal, primaryButtonClass } from '@facturador/shared/ui';
import { useRef } from 'react';

/** 'Advertencia' dialog with a rule's message (spec 01 §2 "warning with a message", §8). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const accept = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Advertencia"
      open={message !== null}
      onClose={onClose}
      initialFocusRef={accept}
      actions={
        <button ref={accept} type="button" className={primaryButtonClass} onClick={onClose}>
          Aceptar
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
