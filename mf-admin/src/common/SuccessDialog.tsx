import { Modal } from '@facturador/shared/ui';
import type { ReactNode } from 'react';

export const SUCCESS_TITLE = '¡Éxito!';

/**
 * The success modals of the admin forms: title '¡Éxito!' and the spec's sentence. The leading
 * space keeps the dialog's text reading '¡Éxito! Se registró …' as one sentence.
 */
export function SuccessDialog({
  open,
  message,
  onClose,
  actions,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  actions: ReactNode;
}) {
  return (
    <Modal title={SUCCESS_TITLE} open={open} onClose={onClose} actions={actions}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
        </span>
        <p> {message}</p>
      </div>
    </Modal>
  );
}
