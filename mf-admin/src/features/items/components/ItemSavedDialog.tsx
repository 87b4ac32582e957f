import { primaryButtonClass } from '@facturador/shared/ui';
import { useEffect } from 'react';
import { SuccessDialog } from '../../../common/SuccessDialog';

export const ITEM_ACTUALIZADO_MESSAGE = 'El item se actualizó correctamente.';
/** Spec 02 §9: the item update success modal closes by itself after 2 seconds. */
export const ITEM_SAVED_AUTO_CLOSE_MS = 2000;

export function ItemSavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, ITEM_SAVED_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <SuccessDialog
      open={open}
      message={ITEM_ACTUALIZADO_MESSAGE}
      onClose={onClose}
      actions={
        <button type="button" className={primaryButtonClass} onClick={onClose}>
          Aceptar
        </button>
      }
    />
  );
}
