import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';
import { CHART_HEIGHT, CHART_MIN_WIDTH } from './bar-chart-point';

// The chart library as a spy: the test sees when its module is loaded, what it is asked to draw, at
// which sizes, and when a chart is destroyed.
interface DrawnChart {
  data: number[][];
  target: Element;
  width: number;
  sizes: Array<{ width: number; height: number }>;
  destroyed: boolean;
}
const chartLibrary = vi.hoisted(() => ({ loaded: false, drawn: [] as DrawnChart[] }));
vi.mock('uplot', () => {
  chartLibrary.loaded = true;
  class FakePlot {
    static paths = { bars: () => () => null };
    chart: DrawnChart;
    constructor(options: { width: number }, data: number[][], target: Element) {
      this.chart = { data, target, width: options.width, sizes: [], destroyed: false };
      chartLibrary.drawn.push(this.chart);
    }
    setSize(size: { width: number; height: number }) {
      this.chart.sizes.push(size);
    }
    destroy() {
      this.chart.destroyed = true;
    }
  }
  return { default: FakePlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

/** The browser's IntersectionObserver, driven by the test: it says when an element nears the viewport. */
const observed: Array<{ callback: IntersectionObserverCallback; elements: Element[]; rootMargin?: string }> = [];
class TestIntersectionObserver {
  entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, elements: [], rootMargin: options?.rootMargin };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}
function scrollNear(element: Element) {
  for (const { callback, elements } of observed) {
    if (elements.includes(element))
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  }
}

/** The browser's ResizeObserver, driven by the test: it says when an element takes a new width. */
const resizeWatchers: Array<{ callback: ResizeObserverCallback; elements: Element[] }> = [];
class TestResizeObserver {
  entry: (typeof resizeWatchers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, elements: [] };
    resizeWatchers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}
function resizeTo(element: Element, width: number) {
  for (const { callback, elements } of resizeWatchers) {
    if (elements.includes(element))
      callback(
        [{ target: element, contentRect: { width, height: 0 } } as unknown as ResizeObserverEntry],
        {} as ResizeObserver,
      );
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed.length = 0;
  resizeWatchers.length = 0;
  chartLibrary.drawn.length = 0;
});

const puntos = [
  { etiqueta: '01/05', nombre: '01/05/2026', valor: 12.5 },
  { etiqueta: '02/05', nombre: '02/05/2026', valor: 1234.56 },
];

it('shows its title and its figures as a table at once, and loads the chart library only as it nears the viewport', async () => {
  render(<BarChart titulo="Ventas diarias de los últimos 30 días" columna="Día" puntos={puntos} />);

  const figure = screen.getByRole('figure', { name: 'Ventas diarias de los últimos 30 días' });
  const table = within(figure).getByRole('table', { name: 'Ventas diarias de los últimos 30 días' });
  expect(within(table).getByRole('rowheader', { name: '02/05/2026' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '$ 1234.56' })).toBeTruthy();
  // Nothing has come near yet: no chart library, and the observer looks one screen ahead.
  // Every effect of the first render has run (act flushes them): the chart waits for the observer.
  await act(async () => {});
  expect(chartLibrary.loaded).toBe(false);
  expect(observed[0]?.rootMargin).toBe('100% 0px');

  const canvasArea = observed[0]!.elements[0]!;
  expect(canvasArea.getAttribute('aria-hidden')).toBe('true');
  act(() => scrollNear(canvasArea));
  await waitFor(() => expect(chartLibrary.drawn).toHaveLength(1));
  expect(chartLibrary.drawn[0]!.data).toEqual([
    [0, 1],
    [12.5, 1234.56],
  ]);
  expect(canvasArea.contains(chartLibrary.drawn[0]!.target)).toBe(true);
});

it('follows its card: each new width of the canvas area draws the chart again at that width, until it goes', async () => {
  const { unmount } = render(
    <BarChart titulo="Ventas por mes de los últimos 12 meses" columna="Mes" puntos={puntos} />,
  );
  act(() => scrollNear(observed[0]!.elements[0]!));
  await waitFor(() => expect(chartLibrary.drawn).toHaveLength(1));
  const chart = chartLibrary.drawn[0]!;
  // jsdom lays nothing out (width 0): the chart starts at its narrowest.
  expect(chart.width).toBe(CHART_MIN_WIDTH);
  expect(resizeWatchers.flatMap((watcher) => watcher.elements)).toEqual([chart.target]);

  act(() => resizeTo(chart.target, 634.5));
  act(() => resizeTo(chart.target, 454));
  act(() => resizeTo(chart.target, 454));
  act(() => resizeTo(chart.target, 100));
  expect(chart.sizes).toEqual([
    { width: 634, height: CHART_HEIGHT },
    { width: 454, height: CHART_HEIGHT },
    { width: CHART_MIN_WIDTH, height: CHART_HEIGHT },
  ]);

  unmount();
  expect(chart.destroyed).toBe(true);
  expect(resizeWatchers.flatMap((watcher) => watcher.elements)).toEqual([]);
});
