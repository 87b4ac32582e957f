import { formatMoney, IVA_OPTIONS } from '@facturador/shared/domain';
import type { PropuestaImportacion } from '@facturador/shared/domain/imports';
import { cellClass, Table } from '../../../common/Table';
import type { ChoiceSet, Choices } from '../hooks/useProposalChoices';
import { PENDIENTE_COBRO_LABEL, YA_REGISTRADO } from '../texts';

/** A row's tick, named after what it saves; a record already here is said so and cannot be ticked. */
function ChoiceCell({
  label,
  existe = false,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  existe?: boolean;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <td className={cellClass}>
      {existe ? (
        <span className="text-xs font-medium text-slate-500">{YA_REGISTRADO}</span>
      ) : (
        <label className="inline-flex items-center">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className="sr-only">{label}</span>
        </label>
      )}
    </td>
  );
}

const ivaNombre = (codigo: number) =>
  IVA_OPTIONS.find((option) => option.codigoPorcentaje === codigo)?.label ?? `IVA código ${codigo}`;

/**
 * «Clientes y productos»: the buyers and line codes of the imported documents (the new ones ticked), and
 * «Cuentas por cobrar»: the invoices sold on credit, none ticked, that may start as pending.
 */
export function ReviewStep({
  propuesta,
  choices,
  disabled,
  onToggle,
}: {
  propuesta: PropuestaImportacion;
  choices: Choices;
  disabled: boolean;
  onToggle: (set: ChoiceSet, key: string, checked: boolean) => void;
}) {
  const { clientes, productos, porCobrar } = propuesta;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Marque los clientes y productos que quiere guardar; los que ya tiene registrados se dejan como están.
      </p>
      {clientes.length > 0 ? (
        <Table caption="Clientes" headers={['Guardar', 'Identificación', 'Razón social', 'Dirección', 'Correo']}>
          {clientes.map((c) => (
            <tr key={c.identificacion}>
              <ChoiceCell
                label={`Guardar cliente ${c.identificacion} ${c.razonSocial}`}
                existe={c.existe}
                checked={choices.clientes.has(c.identificacion)}
                disabled={disabled}
                onChange={(checked) => onToggle('clientes', c.identificacion, checked)}
              />
              <td className={`${cellClass} font-mono`}>{c.identificacion}</td>
              <td className={cellClass}>{c.razonSocial}</td>
              <td className={cellClass}>{c.direccion || '—'}</td>
              <td className={`${cellClass} break-all`}>{c.email || '—'}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {productos.length > 0 ? (
        <Table caption="Productos" headers={['Guardar', 'Código', 'Nombre', 'Último precio', 'IVA']}>
          {productos.map((p) => (
            <tr key={p.codigo}>
              <ChoiceCell
                label={`Guardar producto ${p.codigo} ${p.nombre}`}
                existe={p.existe}
                checked={choices.productos.has(p.codigo)}
                disabled={disabled}
                onChange={(checked) => onToggle('productos', p.codigo, checked)}
              />
              <td className={`${cellClass} font-mono`}>{p.codigo}</td>
              <td className={cellClass}>{p.nombre}</td>
              <td className={`${cellClass} tabular-nums`}>{formatMoney(p.precio)}</td>
              <td className={cellClass}>{ivaNombre(p.codigoIva)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      <section aria-labelledby="cuentas-por-cobrar-importadas" className="flex flex-col gap-2">
        <h3 id="cuentas-por-cobrar-importadas" className="font-semibold text-slate-900">
          Cuentas por cobrar
        </h3>
        {porCobrar.length > 0 ? (
          <>
            <p className="text-sm text-slate-700">
              Facturas importadas a crédito: marque las que sus clientes todavía le deben para que entren en Cuentas por
              cobrar.
            </p>
            <Table caption="Facturas a crédito" headers={['Pendiente', 'Número', 'Fecha', 'Cliente', 'Plazo', 'Total']}>
              {porCobrar.map((f) => (
                <tr key={f.claveAcceso}>
                  <ChoiceCell
                    label={`${PENDIENTE_COBRO_LABEL} ${f.numero}`}
                    checked={choices.porCobrar.has(f.claveAcceso)}
                    disabled={disabled}
                    onChange={(checked) => onToggle('porCobrar', f.claveAcceso, checked)}
                  />
                  <td className={`${cellClass} font-mono`}>{f.numero}</td>
                  <td className={cellClass}>{f.fechaEmision}</td>
                  <td className={cellClass}>{f.comprador}</td>
                  <td className={cellClass}>{`${f.plazo} ${f.unidadTiempo}`}</td>
                  <td className={`${cellClass} tabular-nums`}>{formatMoney(f.total)}</td>
                </tr>
              ))}
            </Table>
          </>
        ) : (
          <p className="text-sm text-slate-700">Ninguna factura importada se vendió a crédito.</p>
        )}
      </section>
    </div>
  );
}
