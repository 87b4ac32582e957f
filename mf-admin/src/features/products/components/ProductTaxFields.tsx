import {
  CATALOGO_IMPUESTOS,
  type CampoContenido,
  type ContenidoProducto,
  fechaIsoHoy,
  iceDelCodigo,
  type MedidaContenido,
} from '@facturador/shared/domain';
import { SelectField, TextField, ToggleField } from '@facturador/shared/ui';

export interface ProductTaxValues {
  irbpnr: boolean;
  botellasPorUnidad: string;
  /** ICE code, '' = none. */
  ice: string;
  /** The product's content as typed (ml, %, g), '' = not given. */
  contenido: Partial<Record<CampoContenido, string>>;
}

/** The content the chosen ICE code is charged by (per litre of pure alcohol…), null when none. */
export const medidaDelIce = (ice: string): MedidaContenido | null =>
  (ice ? iceDelCodigo(Number(ice), fechaIsoHoy())?.contenido : null) ?? null;

/** The typed content the chosen code needs, for the schema (other fields are not sent). */
export function contenidoDe(values: Pick<ProductTaxValues, 'ice' | 'contenido'>): Record<string, string> {
  const campos = medidaDelIce(values.ice)?.campos ?? [];
  return Object.fromEntries(
    campos.flatMap(({ campo }) => (values.contenido[campo]?.trim() ? [[campo, values.contenido[campo]!.trim()]] : [])),
  );
}

export const contenidoInicial = (contenido: ContenidoProducto | undefined): ProductTaxValues['contenido'] =>
  Object.fromEntries(Object.entries(contenido ?? {}).map(([campo, valor]) => [campo, String(valor)]));

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
  const medida = medidaDelIce(values.ice);
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
      {/* A code charged by content (per litre of pure alcohol, per 100 g of sugar) asks for it. */}
      {medida?.campos.map(({ campo, etiqueta, unidad }) => (
        <TextField
          key={campo}
          label={`${etiqueta} (${unidad})`}
          hint={`El ICE se calcula por ${medida.simbolo}`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          value={values.contenido[campo] ?? ''}
          onChange={(event) => onChange({ contenido: { ...values.contenido, [campo]: event.target.value } })}
        />
      ))}
    </fieldset>
  );
}
