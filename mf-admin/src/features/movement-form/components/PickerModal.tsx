import type { TipoMovimiento } from '@facturador/shared/domain/movements';
import { Modal, primaryButtonClass, Spinner, smallButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';
import { Badge, ErrorBanner } from '../../../common/feedback';
import { formatQuantity } from '../../../common/format';
import { matchesSearch } from '../../../common/text-search';
import type { PickCandidate } from '../form-lines';
import { usePickCandidates } from '../hooks/usePickCandidates';

export const SELECCIONE_ORIGEN_MESSAGE = 'Seleccione primero el almacén de origen para ver sus items disponibles.';

/**
 * Product/item picker of the movement form. The list scrolls inside the dialog (max-h-96); it
 * stays open so several lines can be added in a row.
 */
export function PickerModal({
  open,
  tipo,
  origenNombre,
  addedItemIds,
  notice,
  onPick,
  onClose,
}: {
  open: boolean;
  tipo: TipoMovimiento;
  origenNombre: string;
  /** Serial items already on the movement: they cannot be added twice. */
  addedItemIds: ReadonlySet<string>;
  /** A refusal to show (e.g. a non-serialized product already on an ENTRADA). */
  notice: string | null;
  onPick: (candidate: PickCandidate) => void;
  onClose: () => void;
}) {
  const candidates = usePickCandidates(open, tipo, origenNombre);
  const [busqueda, setBusqueda] = useState('');
  const visibles = (candidates?.data ?? []).filter((candidate) =>
    matchesSearch(busqueda, [candidate.nombre, candidate.codigo, candidate.numero_serie]),
  );
  const title = tipo === 'ENTRADA' ? 'Seleccionar productos' : 'Seleccionar items';

  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      actions={
        <button type="button" className={primaryButtonClass} onClick={onClose}>
          Listo
        </button>
      }
    >
      {candidates === null ? (
        <p className="text-sm text-slate-600">{SELECCIONE_ORIGEN_MESSAGE}</p>
      ) : (
        <>
          <TextField
            label="Buscar"
            hiddenLabel="producto o número de serie"
            type="search"
            placeholder="Nombre, código o número de serie"
            value={busqueda}
            onChange={(event) => setBusqueda(event.target.value)}
          />
          {notice ? (
            <div className="mt-3">
              <ErrorBanner>{notice}</ErrorBanner>
            </div>
          ) : null}
          {candidates.error ? (
            <div className="mt-3">
              <ErrorBanner>{candidates.error}</ErrorBanner>
            </div>
          ) : null}
          {candidates.loading && !candidates.data ? <Spinner /> : null}
          <ul aria-label="Productos disponibles" className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {visibles.map((candidate) => {
              const added = candidate.item_id !== undefined && addedItemIds.has(candidate.item_id);
              return (
                <li key={candidate.key} className="flex items-center gap-3 py-2.5">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium text-slate-900">{candidate.nombre}</p>
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                      <span className="font-mono">{candidate.codigo}</span>
                      {candidate.numero_serie ? <span className="font-mono">S/N {candidate.numero_serie}</span> : null}
                      {!candidate.serializado && candidate.stock !== undefined ? (
                        <span>Stock: {formatQuantity(candidate.stock)}</span>
                      ) : null}
                      {candidate.almacen ? <span>{candidate.almacen}</span> : null}
                      {candidate.serializado ? <Badge tone="violet">Serializado</Badge> : null}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={added}
                    aria-label={`${added ? 'Agregado' : 'Agregar'} ${candidate.nombre}${candidate.numero_serie ? ` ${candidate.numero_serie}` : ''}`}
                    onClick={() => onPick(candidate)}
                  >
                    {added ? 'Agregado' : 'Agregar'}
                  </button>
                </li>
              );
            })}
          </ul>
          {candidates.data && visibles.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No se encontraron productos</p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
