import { Modal } from '@facturador/shared/ui';
import { primaryButtonClass } from '../../../ui/styles';
import { useFocusOnOpen } from '../../../ui/useFocusOnOpen';

/** 'Advertencia' dialog with a rule's message (spec 01 §2 "warning with a message", §8). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const accept = useFocusOnOpen<HTMLButtonElement>(message !== null);
  return (
    <Modal
      title="Advertencia"
      open={message !== null}
      onClose={onClose}
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
