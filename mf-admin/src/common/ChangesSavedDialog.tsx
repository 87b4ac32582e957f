import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';
import type { BackTo } from './RecordPage';
import { SuccessDialog } from './SuccessDialog';

/** The success modal of an edit page: 'Seguir editando' closes it, the link goes back to the list. */
export function ChangesSavedDialog({
  open,
  message,
  onClose,
  back,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  back: BackTo;
}) {
  return (
    <SuccessDialog
      open={open}
      message={message}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Seguir editando
          </button>
          <Link to={back.to} className={primaryButtonClass}>
            {back.label}
          </Link>
        </>
      }
    />
  );
}
