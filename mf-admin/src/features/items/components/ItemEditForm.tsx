import { errorMessage, updateItem } from '@facturador/shared/api';
import type { Item, ItemStatus } from '@facturador/shared/domain';
import { primaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { planItemSave } from '../item-save-plan';
import { ItemEditFields, type ItemEditValues } from './ItemEditFields';
import { ItemSummary } from './ItemSummary';
import { type PendingStockChange, StockChangeConfirmDialog } from './StockChangeConfirmDialog';

/**
 * Detalle, status, activo and (items without serial) stock of an inventory item (spec 02 §4): the
 * status changes only on items with a serial number (the others are saved DISPONIBLE); an ELIMINADO
 * item is not editable. Eliminating it or changing its stock asks for confirmation and a reason.
 */
export function ItemEditForm({
  item,
  onSaved,
  secondaryAction,
}: {
  item: Item;
  onSaved: (updated: Item) => void;
  /** E.g. 'Cancelar' in the modal, next to the save button. */
  secondaryAction?: ReactNode;
}) {
  const [values, setValues] = useState<ItemEditValues>(() => ({
    status: item.status,
    detalle: item.detalle,
    activo: item.activo,
    stockText: String(item.stock),
  }));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingStockChange | null>(null);
  const eliminado = item.status === 'ELIMINADO';
  const conSerie = Boolean(item.numero_serie);

  async function save(resolved: ItemStatus, stock: number | undefined, motivo?: string) {
    setError(null);
    setSaving(true);
    try {
      onSaved(
        await updateItem(item._id, { detalle: values.detalle, status: resolved, activo: values.activo, stock, motivo }),
      );
      setPending(null);
    } catch (failure) {
      setPending(null);
      setError(errorMessage(failure, 'Error al actualizar el item'));
    } finally {
      setSaving(false);
    }
  }

  const planned = () => planItemSave(item, values.status, values.stockText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const plan = planned();
    if (plan.error !== undefined) {
      setError(plan.error);
      return;
    }
    if (plan.change) setPending(plan.change);
    else void save(plan.resolved, plan.stock);
  }

  function confirm(motivo: string) {
    const plan = planned();
    if (plan.error !== undefined) return;
    void save(plan.resolved, plan.stock, motivo);
  }

  return (
    <form noValidate onSubmit={submit}>
      <ItemSummary item={item} />
      <ItemEditFields
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        conSerie={conSerie}
        eliminado={eliminado}
      />
      {error ? (
        <div className="mt-4">
          <ErrorBanner>{error}</ErrorBanner>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <button type="submit" className={primaryButtonClass} disabled={eliminado || saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </button>
      </div>
      <StockChangeConfirmDialog
        key={pending ? 'open' : 'closed'}
        change={pending}
        saving={saving}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
