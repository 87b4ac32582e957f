import { formatMoney, type Product } from '@facturador/shared/domain';
import { Spinner } from '@facturador/shared/ui';
import { onOptionKeyDown, optionClass } from './picker-options';

type Props = {
  products: Product[];
  loading: boolean;
  onlyCodes: ReadonlySet<string> | null | undefined;
  onChoose: (product: Product) => void;
};

/** The tab panel's content: loading, nothing found, or one option per product. */
export function ProductOptionList({ products, loading, onlyCodes, onChoose }: Props) {
  if (loading) return <Spinner label="Cargando productos..." />;
  if (products.length === 0) {
    return (
      <p className="p-6 text-center text-slate-500">
        {onlyCodes ? 'No se encontraron productos de la factura original' : 'No se encontraron productos'}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-0.5">
      {products.map((candidate) => (
        <li key={candidate._id}>
          <button
            type="button"
            data-option=""
            className={optionClass}
            onClick={() => onChoose(candidate)}
            onKeyDown={onOptionKeyDown}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{candidate.nombre}</span>
              <span className="block truncate text-xs text-slate-500">
                <span className="font-mono">{candidate.codigo}</span>
                {candidate.descripcion ? ` · ${candidate.descripcion}` : ''}
              </span>
            </span>
            {candidate.inventariado ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {candidate.serializado ? 'Serializado' : 'Inventariado'}
              </span>
            ) : null}
            <span className="w-24 text-right font-semibold tabular-nums text-slate-900">
              {formatMoney(candidate.precio)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
