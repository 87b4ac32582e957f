import type { Product } from '@facturador/shared/domain';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { ProductPickerDialog } from './ProductPickerDialog';
import { SettlementLineRow } from './SettlementLineRow';
import { emptyLine, ivaOptionsVigentes, type LineDraft } from './settlement-draft';

/**
 * What was bought: one row per item, rows added and removed. A row may name a catalogue product
 * (its code, description and id filled in from it) or stay a free line, e.g. a service.
 */
export function SettlementLines({ lines, onChange }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void }) {
  const ivaOptions = ivaOptionsVigentes();
  const [picking, setPicking] = useState<number | null>(null);
  const update = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const pick = (index: number, producto: Product) => {
    update(index, {
      producto: {
        id: producto._id,
        codigo: producto.codigo,
        nombre: producto.nombre,
        inventariado: producto.inventariado,
      },
      descripcion: producto.nombre,
    });
    setPicking(null);
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Detalle</legend>
      {lines.map((line, index) => (
        <SettlementLineRow
          key={index}
          line={line}
          index={index}
          ivaOptions={ivaOptions}
          removable={lines.length > 1}
          onChange={(patch) => update(index, patch)}
          onPickProduct={() => setPicking(index)}
          onRemove={() => onChange(lines.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <button type="button" className={secondaryButtonClass} onClick={() => onChange([...lines, emptyLine()])}>
          Agregar línea
        </button>
      </div>
      {picking !== null ? (
        <ProductPickerDialog
          linea={picking + 1}
          onPick={(producto) => pick(picking, producto)}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </fieldset>
  );
}
