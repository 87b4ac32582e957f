import { dangerButtonClass, Modal, secondaryButtonClass } from '@facturador/shared/ui';
import { useRef, useState } from 'react';

/** «Deshacer importación», asked first: the whole import goes while nothing issued here depends on it. */
export function UndoImport({ busy, onUndo }: { busy: boolean; onUndo: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => setOpen(true)}>
        Deshacer importación
      </button>
      <Modal
        title="¿Deshacer la importación?"
        open={open}
        onClose={close}
        initialFocusRef={cancelRef}
        actions={
          <>
            <button ref={cancelRef} type="button" className={secondaryButtonClass} onClick={close}>
              Cancelar
            </button>
            <button
              type="button"
              className={dangerButtonClass}
              disabled={busy}
              onClick={async () => {
                await onUndo();
                close();
              }}
            >
              Deshacer importación
            </button>
          </>
        }
      >
        <p className="text-sm">
          Se quitarán todos los comprobantes que trajo esta importación. Solo es posible mientras nada de lo emitido
          aquí dependa de ellos (una nota de crédito, un cobro o la numeración que continúa).
        </p>
      </Modal>
    </>
  );
}
