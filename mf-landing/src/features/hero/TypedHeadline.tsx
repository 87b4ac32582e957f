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
      className="grid text-4xl leading-[1.1] font-extrabold tracking-tight text-white before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-text)] sm:text-5xl lg:text-6xl"
    >
      {/* The caret is the typed text's own right border: no extra element moving as it grows. */}
      <span aria-hidden="true" className="col-start-1 row-start-1">
        <span className={typing ? 'border-r-[3px] border-cyan-300' : undefined}>{typed}</span>
      </span>
    </h1>
  );
}
