import type { EmisorUpdate } from '@facturador/shared/domain';
import { Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';

type Props = {
  /** The validated update waiting for confirmation; null keeps the dialog closed. */
  confirming: EmisorUpdate | null;
  onCancel: () => void;
  onConfirm: (input: EmisorUpdate) => void;
};

/** Asks before PRODUCCIÓN and from which numbers factura and nota de crédito continue (issue #24). */
export function ConfirmProduccionDialog({ confirming, onCancel, onConfirm }: Props) {
  const [siguiente, setSiguiente] = useState({ factura: '1', notaCredito: '1' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Pasar a PRODUCCIÓN"
      open={confirming !== null}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      actions={
        <>
          <button ref={cancelRef} type="button" className={secondaryButtonClass} onClick={onCancel}>
            Seguir en PRUEBAS
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => {
              const input = confirming;
              onCancel();
              if (input)
                onConfirm({
                  ...input,
                  confirmarProduccion: true,
                  siguienteProduccion: {
                    factura: Number(siguiente.factura),
                    notaCredito: Number(siguiente.notaCredito),
                  },
                });
            }}
          >
            Confirmar PRODUCCIÓN
          </button>
        </>
      }
    >
      <p>
        Los comprobantes que emita en PRODUCCIÓN tendrán validez tributaria ante el SRI y contarán para el límite de su
        plan. PRUEBAS seguirá disponible.
      </p>
      <p className="mt-3 text-sm">Indique desde qué número continúa cada comprobante en PRODUCCIÓN:</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <TextField
          label="Siguiente factura en PRODUCCIÓN"
          inputMode="numeric"
          value={siguiente.factura}
          onChange={(event) => setSiguiente((current) => ({ ...current, factura: event.target.value }))}
        />
        <TextField
          label="Siguiente nota de crédito en PRODUCCIÓN"
          inputMode="numeric"
          value={siguiente.notaCredito}
          onChange={(event) => setSiguiente((current) => ({ ...current, notaCredito: event.target.value }))}
        />
      </div>
    </Modal>
  );
}
