import { updateItem } from '@facturador/shared/api';
import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  ITEM_STATUSES,
  type Item,
  type ItemStatus,
  resolveItemStatus,
} from '@facturador/shared/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorBanner } from '../../../common/feedback';
import { SelectField, TextAreaField, ToggleField } from '../../../common/fields';
import { errorMessage, formatQuantity } from '../../../common/format';
import { buttonPrimary } from '../../../common/styles';
import { ItemStatusBadge } from './ItemStatusBadge';

const STATUS_OPTIONS = ITEM_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * Detalle, status and activo of an inventory item (spec 02 §4): the status changes only on items
 * with a serial number (the others are saved DISPONIBLE); an ELIMINADO item is not editable.
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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const eliminado = item.status === 'ELIMINADO';
  const conSerie = Boolean(item.numero_serie);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const resolved = resolveItemStatus(item, status);
    if (!resolved) {
      setError(ITEM_ELIMINADO_NO_EDITABLE_MESSAGE);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      onSaved(await updateItem(item._id, { detalle, status: resolved, activo }));
    } catch (failure) {
      setError(errorMessage(failure, 'Error al actualizar el item'));
    } finally {
      setSaving(false);
    }
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
        <button type="submit" className={buttonPrimary} disabled={eliminado || saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
