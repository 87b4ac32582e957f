import { formatMoney } from '@facturador/shared/domain';
import {
  type CodigoRetencion,
  IMPUESTO_RETENIDO_NOMBRE,
  type ImpuestoRetenido,
  valorRetenido,
} from '@facturador/shared/domain/withholdings';
import { SelectField, TextField } from '@facturador/shared/ui';

export interface LineDraft {
  impuesto: ImpuestoRetenido;
  /** '' = no withholding of this tax. */
  codigo: string;
  base: string;
}

export const amountOf = (value: string) => Number(value.replace(',', '.') || '0');

/** A draft line's code in force and its computed value (null while it withholds nothing). */
export function computed(line: LineDraft, codigos: readonly CodigoRetencion[]) {
  const codigo = codigos.find((row) => row.impuesto === line.impuesto && row.codigo === line.codigo);
  if (!codigo) return null;
  const base = amountOf(line.base);
  return { codigo, base, valor: valorRetenido(base, codigo.porcentaje) };
}

/** One tax's code picker (codes in force today, with their percentage), base and computed value. */
export function WithholdingLine({
  line,
  codigos,
  onChange,
}: {
  line: LineDraft;
  codigos: readonly CodigoRetencion[];
  onChange: (line: LineDraft) => void;
}) {
  const nombre = IMPUESTO_RETENIDO_NOMBRE[line.impuesto];
  const result = computed(line, codigos);
  return (
    <div className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <SelectField
        label={`Código de retención de ${nombre}`}
        value={line.codigo}
        onChange={(event) => onChange({ ...line, codigo: event.target.value })}
        options={[
          { value: '', label: `Sin retención de ${nombre}` },
          ...codigos
            .filter((row) => row.impuesto === line.impuesto)
            .map((row) => ({ value: row.codigo, label: `${row.codigo} · ${row.descripcion} (${row.porcentaje}%)` })),
        ]}
      />
      <TextField
        label={`Base imponible de ${nombre}`}
        inputMode="decimal"
        value={line.base}
        disabled={!line.codigo}
        onChange={(event) => onChange({ ...line, base: event.target.value })}
      />
      <p className="pb-2 text-sm" aria-live="polite">
        Valor retenido de {nombre}:{' '}
        <output className="font-semibold tabular-nums">{formatMoney(result?.valor ?? 0)}</output>
      </p>
    </div>
  );
}
