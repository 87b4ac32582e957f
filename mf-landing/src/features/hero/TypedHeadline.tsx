import { TYPING_INTERVAL_MS } from '../../common/timings';
import { useReducedMotion } from '../../common/useReducedMotion';
import { useTypewriter } from './useTypewriter';

/**
 * The hero headline, typed one character every 100 ms. The full text is laid out invisibly
 * underneath (a `::before` in the same grid cell), so the heading has its final size from the
 * first frame and nothing below it moves while it types; greedy wrapping (no text-balance) keeps
 * the typed lines breaking where the full text does. Assistive technology reads the full headline
 * from `aria-label`, never the half-typed one.
 */
export function TypedHeadline({ id, text }: { id: string; text: string }) {
  const reducedMotion = useReducedMotion();
  const typed = useTypewriter(text, TYPING_INTERVAL_MS, !reducedMotion);
  const typing = typed.length < text.length;
  return (
    <h1
      id={id}
      aria-label={text}
      data-text={text}
      className="grid text-4xl leading-tight font-extrabold tracking-tight text-white before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-text)] sm:text-5xl lg:text-6xl"
    >
      <span aria-hidden="true" className="col-start-1 row-start-1">
        {typed}
        {typing ? (
          <span className="-mr-[5px] ml-[2px] inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-cyan-300 align-baseline" />
        ) : null}
      </span>
    </h1>
  );
}
