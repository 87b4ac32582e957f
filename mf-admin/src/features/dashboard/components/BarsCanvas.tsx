import { formatMoney } from '@facturador/shared/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type BarChartPoint, CHART_HEIGHT, CHART_MIN_WIDTH } from './bar-chart-point';

const compact = new Intl.NumberFormat('es-EC', { notation: 'compact', maximumFractionDigits: 1 });

/** The bars, drawn by uPlot on a canvas, with a tooltip under the cursor. Comes in its own chunk with uPlot. */
export default function BarsCanvas({ puntos }: { puntos: BarChartPoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = puntos.map((_, index) => index);
    const y = puntos.map((punto) => punto.valor);
    let width = Math.max(element.clientWidth, CHART_MIN_WIDTH);
    const chart = new uPlot(
      {
        width,
        height: CHART_HEIGHT,
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
    // The canvas follows its card as the window narrows or widens (the card's CSS lets it shrink).
    const resize = new ResizeObserver(([entry]) => {
      const next = Math.max(Math.floor(entry?.contentRect.width ?? element.clientWidth), CHART_MIN_WIDTH);
      if (next === width) return;
      width = next;
      chart.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [puntos]);

  return (
    <>
      <div ref={container} className="w-full" />
      <div
        ref={tooltip}
        hidden
        className="pointer-events-none absolute top-0 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white"
      />
    </>
  );
}
