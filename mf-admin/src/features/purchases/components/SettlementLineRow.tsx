import { MAX_DECIMALES_LINEA, MONEY_DECIMALS } from '@facturador/shared/domain';
import { SelectField, smallButtonClass, TextField } from '@facturador/shared/ui';
import type { LineDraft } from './settlement-draft';

/**
 * One line of the liquidación: the catalogue product it names, if any («Elegir producto», «Sin
 * producto» to type a free line again), then description, quantity, price, discount and IVA.
 */
export function SettlementLineRow({
  line,
  index,
  ivaOptions,
  removable,
  onChange,
  onPickProduct,
  onRemove,
}: {
  line: LineDraft;
  index: number;
  ivaOptions: { value: string; label: string }[];
  removable: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
  onPickProduct: () => void;
  onRemove: () => void;
}) {
  const numero = index + 1;
  const linea = `de la línea ${numero}`;
  return (
    <div className="grid gap-2 border-b border-slate-100 pb-3 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {line.producto ? (
          <>
            <span className="text-slate-700">
              Producto: <span className="font-mono">{line.producto.codigo}</span>
              {line.producto.inventariado ? ' · entra al inventario' : ''}
            </span>
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`Sin producto en la línea ${numero}`}
              onClick={() => onChange({ producto: null })}
            >
              Sin producto
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`Elegir producto de la línea ${numero}`}
          onClick={onPickProduct}
        >
          {line.producto ? 'Cambiar producto' : 'Elegir producto'}
        </button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_6rem_7rem_6rem_8rem_auto] sm:items-end">
        <TextField
          label="Descripción"
          hiddenLabel={linea}
          maxLength={300}
          value={line.descripcion}
          onChange={(event) => onChange({ descripcion: event.target.value })}
        />
        <TextField
          label="Cantidad"
          hiddenLabel={linea}
          inputMode="decimal"
          decimals={MAX_DECIMALES_LINEA}
          value={line.cantidad}
          onChange={(event) => onChange({ cantidad: event.target.value })}
        />
        <TextField
          label="Precio unitario"
          hiddenLabel={linea}
          inputMode="decimal"
          decimals={MAX_DECIMALES_LINEA}
          value={line.precioUnitario}
          onChange={(event) => onChange({ precioUnitario: event.target.value })}
        />
        <TextField
          label="Descuento"
          hiddenLabel={linea}
          inputMode="decimal"
          decimals={MONEY_DECIMALS}
          value={line.descuento}
          onChange={(event) => onChange({ descuento: event.target.value })}
        />
        <SelectField
          label="IVA"
          hiddenLabel={linea}
          options={ivaOptions}
          value={String(line.codigoPorcentaje)}
          onChange={(event) => onChange({ codigoPorcentaje: Number(event.target.value) })}
        />
        <button
          type="button"
          className={smallButtonClass}
          disabled={!removable}
          aria-label={`Quitar la línea ${numero}`}
          onClick={onRemove}
        >
          Quitar
        </button>
      </div>
    </div>
  );
}
