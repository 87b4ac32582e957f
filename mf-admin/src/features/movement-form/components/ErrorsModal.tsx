import { STOCK_PROBLEMS_HEADING } from '@facturador/shared/domain/movements';
import { Modal, primaryButtonClass } from '@facturador/shared/ui';

export const ERRORES_TITLE = 'Errores encontrados';

/** 'Errores encontrados' with every problem of the movement and the button 'Entendido'. */
export function ErrorsModal({ errors, onClose }: { errors: string[] | null; onClose: () => void }) {
  return (
    <Modal
      title={ERRORES_TITLE}
      open={errors !== null}
      onClose={onClose}
      actions={
        <button type="button" className={primaryButtonClass} onClick={onClose}>
          Entendido
        </button>
      }
    >
      <ul className="max-h-80 space-y-2 overflow-y-auto text-sm">
        {(errors ?? []).map((message, index) =>
          message === STOCK_PROBLEMS_HEADING ? (
            <li key={`${index}-${message}`} className="pt-1 font-semibold text-slate-900">
              {message}
            </li>
          ) : (
            <li key={`${index}-${message}`} className="flex gap-2 text-red-800">
              <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-red-500" />
              <span>{message}</span>
            </li>
          ),
        )}
      </ul>
    </Modal>
  );
}
