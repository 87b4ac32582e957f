import { formatMoney } from '@facturador/shared/domain';
import type { Formulario103, Formulario104 } from '@facturador/shared/domain/annexes';
import { cardClass } from '../../../common/styles';
import { cellClass, Table } from '../../../common/Table';

const money = (value: number) => <td className={`${cellClass} text-right tabular-nums`}>{formatMoney(value)}</td>;

/** Form 104's figures: sales and purchases by rate, and the IVA withheld both ways. */
export function Form104Tables({ formulario }: { formulario: Formulario104 }) {
  return (
    <section aria-labelledby="formulario-104" className={`${cardClass} grid gap-4 p-4`}>
      <h2 id="formulario-104" className="text-base font-semibold text-slate-900">
        Formulario 104 (IVA)
      </h2>
      <Table
        caption="Ventas por tarifa"
        headers={['Tarifa', 'Base brutas', 'IVA', 'Notas de crédito', 'Base netas', 'IVA netas']}
      >
        {formulario.ventas.map((row) => (
          <tr key={row.codigoPorcentaje}>
            <td className={cellClass}>{row.tarifa}</td>
            {money(row.brutas.base)}
            {money(row.brutas.valor)}
            {money(row.notasCredito.base)}
            {money(row.netas.base)}
            {money(row.netas.valor)}
          </tr>
        ))}
      </Table>
      <Table
        caption="Compras por tarifa"
        headers={[
          'Tarifa',
          'Base con crédito tributario',
          'IVA con crédito',
          'Base sin crédito tributario',
          'IVA sin crédito',
        ]}
      >
        {formulario.compras.map((row) => (
          <tr key={row.codigoPorcentaje}>
            <td className={cellClass}>{row.tarifa}</td>
            {money(row.conCredito.base)}
            {money(row.conCredito.valor)}
            {money(row.sinCredito.base)}
            {money(row.sinCredito.valor)}
          </tr>
        ))}
      </Table>
      <Table caption="Retenciones de IVA" headers={['Concepto', 'Valor']}>
        <tr>
          <td className={cellClass}>Retenciones de IVA que le han efectuado</td>
          {money(formulario.retencionesIvaRecibidas.valor)}
        </tr>
        {formulario.retencionesIvaEfectuadas.map((row) => (
          <tr key={row.porcentaje}>
            <td className={cellClass}>Retenciones de IVA efectuadas al {row.porcentaje} %</td>
            {money(row.cifra.valor)}
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** Form 103's figures: base and value withheld per renta code. */
export function Form103Table({ formulario }: { formulario: Formulario103 }) {
  return (
    <section aria-labelledby="formulario-103" className={`${cardClass} grid gap-4 p-4`}>
      <h2 id="formulario-103" className="text-base font-semibold text-slate-900">
        Formulario 103 (retenciones en la fuente)
      </h2>
      <Table caption="Retenciones de renta por código" headers={['Código', 'Porcentaje', 'Base', 'Valor retenido']}>
        {formulario.retencionesRenta.map((row) => (
          <tr key={row.codigo}>
            <td className={cellClass}>{row.codigo}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{row.porcentaje} %</td>
            {money(row.cifra.base)}
            {money(row.cifra.valor)}
          </tr>
        ))}
        <tr className="font-semibold">
          <td className={cellClass}>Total</td>
          <td className={cellClass} />
          {money(formulario.total.base)}
          {money(formulario.total.valor)}
        </tr>
      </Table>
    </section>
  );
}
