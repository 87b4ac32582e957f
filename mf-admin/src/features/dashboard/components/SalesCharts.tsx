import { nombreMes } from '@facturador/shared/domain';
import type { Dashboard } from '@facturador/shared/domain/reports';
import { useMemo } from 'react';
import { BarChart, type BarChartPoint } from './BarChart';

const VENTAS_DIARIAS_TITULO = 'Ventas diarias de los últimos 30 días';
const VENTAS_MENSUALES_TITULO = 'Ventas por mes de los últimos 12 meses';

/** YYYY-MM-DD → 10/05 on the axis, 10/05/2026 in the table. */
function dayPoint({ fecha, ventas }: Dashboard['diario'][number]): BarChartPoint {
  const [year, month, day] = fecha.split('-');
  return { etiqueta: `${day}/${month}`, nombre: `${day}/${month}/${year}`, valor: ventas };
}

/** YYYY-MM → may 26 on the axis, mayo de 2026 in the table. */
function monthPoint({ mes, ventas }: Dashboard['mensual'][number]): BarChartPoint {
  const [year, month] = mes.split('-');
  const nombre = nombreMes(Number(month));
  return { etiqueta: `${nombre.slice(0, 3)} ${year!.slice(2)}`, nombre: `${nombre} de ${year}`, valor: ventas };
}

/** The dashboard's two charts; each brings the chart library when it nears the viewport. */
export function SalesCharts({ diario, mensual }: Pick<Dashboard, 'diario' | 'mensual'>) {
  const days = useMemo(() => diario.map(dayPoint), [diario]);
  const months = useMemo(() => mensual.map(monthPoint), [mensual]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart titulo={VENTAS_DIARIAS_TITULO} columna="Día" puntos={days} />
      <BarChart titulo={VENTAS_MENSUALES_TITULO} columna="Mes" puntos={months} />
    </div>
  );
}
