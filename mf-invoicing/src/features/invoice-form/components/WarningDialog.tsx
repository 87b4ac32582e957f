import { AcceptDialog } from '../../../ui/AcceptDialog';

/** 'Advertencia' dialog with a rule's message (spec 01 §2 "warning with a message", §8). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <AcceptDialog title="Advertencia" open={message !== null} onAccept={onClose}>
      <p>{message}</p>
    </AcceptDialog>
  );
}
