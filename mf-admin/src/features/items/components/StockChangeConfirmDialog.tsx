import { Modal, primaryButtonClass, secondaryButtonClass, TextAreaField } from '@facturador/shared/ui';
import { useRef, useState } from 'react';
import { formatQuantity } from '../../../common/format';

export interface PendingStockChange {
  eliminar: boolean;
  antes: number;
  despues: number;
}

/**
 * Eliminating an item or changing its stock writes a movement (ELIMINACIÓN or AJUSTE): the clerk
 * confirms it and gives the reason the movements list will show.
 */
export function StockChangeConfirmDialog({
  change,
  saving,
  onConfirm,
  onCancel,
}: {
  change: PendingStockChange | null;
  saving: boolean;
  onConfirm: (motivo: string) => void;
  onCancel: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const motivoRef = useRef<HTMLTextAreaElement>(null);
  const title = change?.eliminar ? 'Confirmar eliminación del item' : 'Confirmar cambio de stock';
  return (
    <Modal
      title={title}
      open={change !== null}
      onClose={onCancel}
      initialFocusRef={motivoRef}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancelar
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={saving || !motivo.trim()}
            onClick={() => onConfirm(motivo.trim())}
          >
            {saving ? 'Guardando...' : 'Confirmar'}
          </button>
        </>
      }
    >
      {change ? (
        <p className="text-sm text-slate-700">
          {change.eliminar
            ? `El item quedará ELIMINADO y no se podrá editar. Stock: ${formatQuantity(change.antes)} → ${formatQuantity(change.despues)}. Se registrará un movimiento de ELIMINACIÓN.`
            : `Stock: ${formatQuantity(change.antes)} → ${formatQuantity(change.despues)}. Se registrará un movimiento de AJUSTE.`}
        </p>
      ) : null}
      <TextAreaField
        ref={motivoRef}
        className="mt-4"
        label="Motivo"
        maxLength={300}
        value={motivo}
        onChange={(event) => setMotivo(event.target.value)}
      />
    </Modal>
  );
}
