import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';

// The chart library as a spy: the test sees when its module is loaded and what it is asked to draw.
const chartLibrary = vi.hoisted(() => ({ loaded: false, drawn: [] as Array<{ data: number[][]; target: Element }> }));
vi.mock('uplot', () => {
  chartLibrary.loaded = true;
  class FakePlot {
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: number[][], target: Element) {
      chartLibrary.drawn.push({ data, target });
    }
    setSize() {}
    destroy() {}
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

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed.length = 0;
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
