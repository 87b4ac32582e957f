import { CATALOGO_IMPUESTOS } from '@facturador/shared/domain';
import { SelectField, TextField, ToggleField } from '@facturador/shared/ui';

export interface ProductTaxValues {
  irbpnr: boolean;
  botellasPorUnidad: string;
  /** ICE code, '' = none. */
  ice: string;
}

const ICE_OPTIONS = [
  { value: '', label: 'Sin ICE' },
  ...CATALOGO_IMPUESTOS.ice.map((ice) => ({
    value: String(ice.codigoPorcentaje),
    label: `${ice.codigoPorcentaje} ${ice.descripcion}`,
  })),
];

/**
 * IRBPNR (any seller of bottled drinks) and ICE (producers and importers only: shown when the company
 * charges ICE, or when the product already carries one).
 */
export function ProductTaxFields({
  values,
  cobraIce,
  onChange,
}: {
  values: ProductTaxValues;
  cobraIce: boolean;
  onChange: (values: Partial<ProductTaxValues>) => void;
}) {
  return (
    <fieldset className="mt-6 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-slate-700">Otros impuestos</legend>
      <ToggleField
        label="IRBPNR (botellas plásticas no retornables)"
        hint="USD 0.02 por botella, fuera de la base del IVA"
        checked={values.irbpnr}
        onChange={(irbpnr) => onChange({ irbpnr })}
      />
      {values.irbpnr ? (
        <TextField
          label="Botellas por unidad"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.botellasPorUnidad}
          onChange={(event) => onChange({ botellasPorUnidad: event.target.value })}
        />
      ) : null}
      {cobraIce || values.ice ? (
        <SelectField
          label="ICE"
          hint="Parte de la base del IVA; lo cobran productores e importadores"
          options={ICE_OPTIONS}
          value={values.ice}
          onChange={(event) => onChange({ ice: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
