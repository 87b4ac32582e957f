import { Modal, primaryButtonClass } from '@facturador/shared/ui';
import { type ReactNode, useRef } from 'react';

/**
 * A message with one button, «Aceptar», that has the focus: Enter answers it at the counter.
 * Escape and «Aceptar» both call `onAccept`.
 */
export function AcceptDialog({
  title,
  open,
  onAccept,
  children,
}: {
  title: string;
  open: boolean;
  onAccept: () => void;
  children: ReactNode;
}) {
  const accept = useRef<HTMLButtonElement>(null);
  const acceptButton = (
    <button ref={accept} type="button" className={primaryButtonClass} onClick={onAccept}>
      Aceptar
    </button>
  );
  return (
    <Modal title={title} open={open} onClose={onAccept} initialFocusRef={accept} actions={acceptButton}>
      {children}
    </Modal>
  );
}
