import type { ReactNode } from 'react';
import { FadeIn } from './FadeIn';

type SectionProps = {
  /** The anchor of spec 01 §2 (`caracteristicas`, `planes`, ...). */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** A landing section: a named landmark with its heading, below the sticky header when jumped to. */
export function Section({ id, eyebrow, title, intro, className = '', children }: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-16 ${className}`}>
      <FadeIn className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p> : null}
        </div>
        {children}
      </FadeIn>
    </section>
  );
}
