import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '../../common/timings';
import { TestimonialsSection } from './TestimonialsSection';
import { TESTIMONIALS } from './testimonials';

const COUNT = TESTIMONIALS.length;

/** The visitor's motion preference, as the browser would answer `matchMedia`. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The section fades in when scrolled to; jsdom has no IntersectionObserver, and nothing scrolls here. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

/** The testimonial on show: its card is a figure named «n de N» that carries the quote and the name. */
function current() {
  const card = screen.getByRole('figure');
  return { position: card.getAttribute('aria-label'), text: card.textContent ?? '' };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
  prefersReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Testimonials carousel, spec 01 §2 (real React)', () => {
  it('advances on its own every 5 s and wraps around to the first', async () => {
    render(<TestimonialsSection />);
    expect(current().position).toBe(`1 de ${COUNT}`);
    expect(current().text).toContain(TESTIMONIALS[0]!.cita);
    await wait(CAROUSEL_INTERVAL_MS - 1);
    expect(current().position).toBe(`1 de ${COUNT}`);
    await wait(1);
    expect(current().position).toBe(`2 de ${COUNT}`);
    expect(current().text).toContain(TESTIMONIALS[1]!.nombre);
    for (let step = 2; step <= COUNT; step++) await wait(CAROUSEL_INTERVAL_MS);
    expect(current().position).toBe(`1 de ${COUNT}`);
  });

  it('previous, next and the dots move it; a manual move restarts the 5 s count', async () => {
    render(<TestimonialsSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Testimonio anterior' }));
    expect(current().position).toBe(`${COUNT} de ${COUNT}`);
    fireEvent.click(screen.getByRole('button', { name: 'Testimonio siguiente' }));
    expect(current().position).toBe(`1 de ${COUNT}`);
    await wait(CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Ir al testimonio 3' }));
    expect(current().position).toBe(`3 de ${COUNT}`);
    expect(screen.getByRole('button', { name: 'Ir al testimonio 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ir al testimonio 1' }).getAttribute('aria-current')).toBeNull();
    await wait(CAROUSEL_INTERVAL_MS - 1);
    expect(current().position).toBe(`3 de ${COUNT}`);
    await wait(1);
    expect(current().position).toBe(`4 de ${COUNT}`);
  });

  it('the side cards bring their testimonial forward', () => {
    render(<TestimonialsSection />);
    fireEvent.click(screen.getByRole('button', { name: `Ver el testimonio de ${TESTIMONIALS[1]!.nombre}` }));
    expect(current().position).toBe(`2 de ${COUNT}`);
    fireEvent.click(screen.getByRole('button', { name: `Ver el testimonio de ${TESTIMONIALS[0]!.nombre}` }));
    expect(current().position).toBe(`1 de ${COUNT}`);
  });

  it('stops while the pointer is over it and goes on when it leaves', async () => {
    render(<TestimonialsSection />);
    const carousel = screen.getByRole('region', { name: 'Opiniones de clientes' });
    fireEvent.pointerEnter(carousel);
    await wait(3 * CAROUSEL_INTERVAL_MS);
    expect(current().position).toBe(`1 de ${COUNT}`);
    fireEvent.pointerLeave(carousel);
    await wait(CAROUSEL_INTERVAL_MS);
    expect(current().position).toBe(`2 de ${COUNT}`);
  });

  it('never moves on its own for a visitor who prefers reduced motion, and is there without fading in', async () => {
    prefersReducedMotion(true);
    const { container } = render(<TestimonialsSection />);
    await wait(3 * CAROUSEL_INTERVAL_MS);
    expect(current().position).toBe(`1 de ${COUNT}`);
    expect(container.querySelector('[data-fade-in]')?.getAttribute('data-fade-in')).toBe('visible');
    fireEvent.click(screen.getByRole('button', { name: 'Testimonio siguiente' }));
    expect(current().position).toBe(`2 de ${COUNT}`);
  });
});
