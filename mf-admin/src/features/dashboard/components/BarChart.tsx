import { formatMoney } from '@facturador/shared/domain';
import { lazy, Suspense, useId, useRef } from 'react';
import { cardClass } from '../../../common/styles';
import { useNearViewport } from '../hooks/use-near-viewport';
import { type BarChartPoint, CHART_HEIGHT } from './bar-chart-point';

export type { BarChartPoint } from './bar-chart-point';

// uPlot (~21 KB gzip) comes down when a chart is within a screen of the viewport: on a phone the
// charts sit two screens down, under the welcome page and the figures.
const BarsCanvas = lazy(() => import('./BarsCanvas'));

/**
 * Sales as bars on a canvas (hidden from assistive technology), with the same figures in a visually
 * hidden table named like the chart: its text alternative, there from the start.
 */
export function BarChart({ titulo, columna, puntos }: { titulo: string; columna: string; puntos: BarChartPoint[] }) {
  const titleId = useId();
  const canvasArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(canvasArea);

  return (
    <figure aria-labelledby={titleId} className={`${cardClass} min-w-0 p-4`}>
      <figcaption id={titleId} className="text-sm font-semibold text-slate-900">
        {titulo}
      </figcaption>
      {/* contain-inline-size: the drawn canvas never widens the card (nor the grids around it), so the
          card follows the window and the chart follows the card (BarsCanvas's ResizeObserver). */}
      <div
        ref={canvasArea}
        aria-hidden="true"
        className="relative mt-2 contain-inline-size"
        style={{ minHeight: CHART_HEIGHT }}
      >
        {near ? (
          <Suspense fallback={null}>
            <BarsCanvas puntos={puntos} />
          </Suspense>
        ) : null}
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
