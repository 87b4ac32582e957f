import { formatMoney } from '@facturador/shared/domain';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BarChartPoint } from './BarChart';

export const BAR_CHART_HEIGHT = 220;
const compact = new Intl.NumberFormat('es-EC', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Draws the bars with uPlot into `element` (its own chunk: the chart library, ~21 KB gzip, comes down
 * only when a chart nears the screen). Returns what undoes it.
 */
export function drawBarChart(element: HTMLElement, tooltip: HTMLElement, puntos: BarChartPoint[]): () => void {
  const x = puntos.map((_, index) => index);
  const y = puntos.map((punto) => punto.valor);
  const chart = new uPlot(
    {
      width: Math.max(element.clientWidth, 240),
      height: BAR_CHART_HEIGHT,
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
          (drawn) => {
            const index = drawn.cursor.idx;
            const punto = index === null || index === undefined ? undefined : puntos[index];
            if (!punto) {
              tooltip.hidden = true;
              return;
            }
            tooltip.hidden = false;
            tooltip.textContent = `${punto.nombre}: ${formatMoney(punto.valor)}`;
            tooltip.style.left = `${Math.min(drawn.cursor.left ?? 0, drawn.over.clientWidth - 120)}px`;
          },
        ],
      },
    },
    [x, y],
    element,
  );
  const resize = new ResizeObserver(() =>
    chart.setSize({ width: Math.max(element.clientWidth, 240), height: BAR_CHART_HEIGHT }),
  );
  resize.observe(element);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
