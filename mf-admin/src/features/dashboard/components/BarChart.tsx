import { formatMoney } from '@facturador/shared/domain';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { cardClass } from '../../../common/styles';

export interface BarChartPoint {
  /** Short label on the axis (10/05, may 26). */
  etiqueta: string;
  /** Full name in the table and the tooltip (10/05/2026, mayo de 2026). */
  nombre: string;
  valor: number;
}

const HEIGHT = 220;
const compact = new Intl.NumberFormat('es-EC', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Sales as bars, drawn by uPlot on a canvas (hidden from assistive technology), with the same figures
 * in a visually hidden table named like the chart: its text alternative.
 */
export function BarChart({ titulo, columna, puntos }: { titulo: string; columna: string; puntos: BarChartPoint[] }) {
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = puntos.map((_, index) => index);
    const y = puntos.map((punto) => punto.valor);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: {
          x: { time: false, range: [-0.5, puntos.length - 0.5] },
          // Bars grow from zero; a day of returns (negative) goes below it.
          y: { range: (_chart, min, max) => [Math.min(0, min), Math.max(0, max) * 1.1 || 1] },
        },
        axes: [
          {
            incrs: [1, 2, 3, 5, 10],
            space: 36,
            grid: { show: false },
            values: (_chart, splits) => splits.map((split) => puntos[split]?.etiqueta ?? ''),
          },
          { size: 64, values: (_chart, splits) => splits.map((split) => `$${compact.format(split)}`) },
        ],
        series: [
          {},
          {
            label: 'Ventas',
            fill: 'rgba(37, 99, 235, 0.75)',
            stroke: '#1d4ed8',
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          },
        ],
        hooks: {
          setCursor: [
            (chart) => {
              const box = tooltip.current;
              const index = chart.cursor.idx;
              const punto = index === null || index === undefined ? undefined : puntos[index];
              if (!box) return;
              if (!punto) {
                box.hidden = true;
                return;
              }
              box.hidden = false;
              box.textContent = `${punto.nombre}: ${formatMoney(punto.valor)}`;
              box.style.left = `${Math.min(chart.cursor.left ?? 0, chart.over.clientWidth - 120)}px`;
            },
          ],
        },
      },
      [x, y],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [puntos]);

  return (
    <figure aria-labelledby={titleId} className={`${cardClass} p-4`}>
      <figcaption id={titleId} className="text-sm font-semibold text-slate-900">
        {titulo}
      </figcaption>
      <div aria-hidden="true" className="relative mt-2">
        <div ref={container} className="w-full" />
        <div
          ref={tooltip}
          hidden
          className="pointer-events-none absolute top-0 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white"
        />
      </div>
      <table className="sr-only">
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{columna}</th>
            <th scope="col">Ventas</th>
          </tr>
        </thead>
        <tbody>
          {puntos.map((punto) => (
            <tr key={punto.nombre}>
              <th scope="row">{punto.nombre}</th>
              <td>{formatMoney(punto.valor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
