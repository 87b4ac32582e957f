import { formatMoney } from '@facturador/shared/domain';
import { useEffect, useId, useRef } from 'react';
import { cardClass } from '../../../common/styles';
import { useNearScreen } from './useNearScreen';

export interface BarChartPoint {
  /** Short label on the axis (10/05, may 26). */
  etiqueta: string;
  /** Full name in the table and the tooltip (10/05/2026, mayo de 2026). */
  nombre: string;
  valor: number;
}

/** The chart's height, kept before it is drawn so that nothing moves when it is. */
const HEIGHT_CLASS = 'h-[220px]';

/**
 * Sales as bars, drawn by uPlot on a canvas (hidden from assistive technology) once the chart nears the
 * screen, with the same figures in a visually hidden table named like the chart: its text alternative.
 */
export function BarChart({ titulo, columna, puntos }: { titulo: string; columna: string; puntos: BarChartPoint[] }) {
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  const near = useNearScreen(container);

  useEffect(() => {
    const element = container.current;
    const box = tooltip.current;
    if (!near || !element || !box) return;
    let undo: (() => void) | undefined;
    let gone = false;
    void import('./draw-bar-chart').then(({ drawBarChart }) => {
      if (!gone) undo = drawBarChart(element, box, puntos);
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, [near, puntos]);

  return (
    <figure aria-labelledby={titleId} className={`${cardClass} p-4`}>
      <figcaption id={titleId} className="text-sm font-semibold text-slate-900">
        {titulo}
      </figcaption>
      <div aria-hidden="true" className="relative mt-2">
        <div ref={container} className={`w-full ${HEIGHT_CLASS}`} />
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
