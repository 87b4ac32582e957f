import { errorMessage, updateItem } from '@facturador/shared/api';
import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  ITEM_STATUSES,
  type Item,
  type ItemStatus,
  itemUpdateSchema,
  QUANTITY_DECIMALS_FRACCIONABLE,
  resolvedItemStock,
  resolveItemStatus,
  STOCK_ITEM_INVALIDO_MESSAGE,
} from '@facturador/shared/domain';
import { primaryButtonClass, SelectField, TextAreaField, TextField, ToggleField } from '@facturador/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { formatQuantity } from '../../../common/format';
import { ItemStatusBadge } from './ItemStatusBadge';
import { type PendingStockChange, StockChangeConfirmDialog } from './StockChangeConfirmDialog';

const STATUS_OPTIONS = ITEM_STATUSES.map((status) => ({ value: status, label: status }));

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
  const [status, setStatus] = useState<ItemStatus>(item.status);
  const [detalle, setDetalle] = useState(item.detalle);
  const [activo, setActivo] = useState(item.activo);
  const [stockText, setStockText] = useState(String(item.stock));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingStockChange | null>(null);
  const eliminado = item.status === 'ELIMINADO';
  const conSerie = Boolean(item.numero_serie);

  async function save(resolved: ItemStatus, stock: number | undefined, motivo?: string) {
    setError(null);
    setSaving(true);
    try {
      onSaved(await updateItem(item._id, { detalle, status: resolved, activo, stock, motivo }));
      setPending(null);
    } catch (failure) {
      setPending(null);
      setError(errorMessage(failure, 'Error al actualizar el item'));
    } finally {
      setSaving(false);
    }
  }

  /** What the save would do to the item: its status, the stock sent, and any change to confirm. */
  function planned() {
    const resolved = resolveItemStatus(item, status);
    if (!resolved) return { error: ITEM_ELIMINADO_NO_EDITABLE_MESSAGE } as const;
    let stock: number | undefined;
    if (!conSerie) {
      const parsed = itemUpdateSchema.shape.stock.safeParse(stockText.trim() === '' ? Number.NaN : Number(stockText));
      if (!parsed.success) return { error: STOCK_ITEM_INVALIDO_MESSAGE } as const;
      stock = parsed.data;
    }
    const despues = resolvedItemStock(item, resolved, stock);
    const eliminar = resolved === 'ELIMINADO';
    const change = eliminar || despues !== item.stock ? { eliminar, antes: item.stock, despues } : null;
    return { resolved, stock, change } as const;
  }

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
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Producto</dt>
        <dd className="font-medium text-slate-900">{item.nombre}</dd>
        <dt className="text-slate-500">Almacén</dt>
        <dd>{item.almacen_nombre}</dd>
        <dt className="text-slate-500">Número de serie</dt>
        <dd className="font-mono text-xs">{item.numero_serie ?? 'N/A'}</dd>
        <dt className="text-slate-500">Cantidad</dt>
        <dd>{formatQuantity(item.stock)}</dd>
        <dt className="text-slate-500">Estado actual</dt>
        <dd>
          <ItemStatusBadge status={item.status} />
        </dd>
      </dl>
      {eliminado ? <p className="mt-4 text-sm font-medium text-red-700">{ITEM_ELIMINADO_NO_EDITABLE_MESSAGE}</p> : null}
      <div className="mt-4 grid gap-4">
        <SelectField
          label="Estado"
          options={STATUS_OPTIONS}
          value={conSerie ? status : 'DISPONIBLE'}
          disabled={eliminado || !conSerie}
          hint={conSerie ? undefined : 'Solo los items con número de serie cambian de estado.'}
          onChange={(event) => setStatus(event.target.value as ItemStatus)}
        />
        {conSerie ? null : (
          <TextField
            label="Stock"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            decimals={QUANTITY_DECIMALS_FRACCIONABLE}
            value={stockText}
            disabled={eliminado}
            hint="Cambiar el stock registra un movimiento de AJUSTE."
            onChange={(event) => setStockText(event.target.value)}
          />
        )}
        <TextAreaField
          label="Detalle"
          maxLength={300}
          value={detalle}
          disabled={eliminado}
          onChange={(event) => setDetalle(event.target.value)}
        />
        <ToggleField label="Activo" checked={activo} disabled={eliminado} onChange={setActivo} />
      </div>
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
