import { type FocusEvent, useState } from 'react';
import { Icon, Star } from '../../common/icons';
import { Section } from '../../common/Section';
import { useReducedMotion } from '../../common/useReducedMotion';
import { TextSlot } from './TextSlot';
import { TESTIMONIALS, type Testimonial } from './testimonials';
import { type SlideDirection, useCarousel, wrapIndex } from './useCarousel';

const CITAS = TESTIMONIALS.map((testimonial) => testimonial.cita);
const ROLES = TESTIMONIALS.map((testimonial) => testimonial.rol);

const AVATAR_COLORS = ['bg-blue-700', 'bg-emerald-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700'];

function initials(nombre: string): string {
  return nombre
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

function Avatar({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`grid h-12 w-12 shrink-0 place-items-center rounded-full text-base font-bold text-white ${
        AVATAR_COLORS[index % AVATAR_COLORS.length]
      }`}
    >
      {initials(testimonial.nombre)}
    </span>
  );
}

/** Where the current card starts its slide-in while the 100 ms direction flag is up. */
const SLIDE_FROM: Record<SlideDirection, string> = {
  next: 'translate-x-10 opacity-0',
  prev: '-translate-x-10 opacity-0',
};

function CurrentCard({ index, direction }: { index: number; direction: SlideDirection | null }) {
  const testimonial = TESTIMONIALS[index]!;
  const motion = direction
    ? `${SLIDE_FROM[direction]} transition-none`
    : 'translate-x-0 opacity-100 transition duration-500 ease-out';
  return (
    <figure
      aria-roledescription="testimonio"
      aria-label={`${index + 1} de ${TESTIMONIALS.length}`}
      data-direction={direction ?? undefined}
      className={`relative flex h-full flex-col rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 sm:p-10 ${motion}`}
    >
      <span aria-hidden="true" className="absolute top-4 right-6 font-serif text-8xl leading-none text-blue-100">
        &ldquo;
      </span>
      <span className="flex gap-1 text-amber-400" role="img" aria-label="5 de 5 estrellas">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} />
        ))}
      </span>
      <blockquote className="relative mt-5 flex-1 text-lg leading-relaxed text-pretty text-slate-800 sm:text-xl">
        <p>
          <TextSlot text={testimonial.cita} candidates={CITAS} />
        </p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4">
        <Avatar testimonial={testimonial} index={index} />
        <span>
          <span className="block font-bold text-slate-900">{testimonial.nombre}</span>
          <TextSlot text={testimonial.rol} candidates={ROLES} className="text-sm text-slate-600" />
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A previous or next card beside the current one: clicking it brings that testimonial forward.
 * The button is the name (its label contains what is written on it); its `::after` stretches
 * over the whole card, so the card is the click target.
 */
function SideCard({ index, onSelect }: { index: number; onSelect: () => void }) {
  const testimonial = TESTIMONIALS[index]!;
  return (
    <div className="relative hidden h-full scale-95 flex-col rounded-3xl bg-white/60 p-6 shadow-sm ring-1 ring-slate-200 transition hover:scale-100 hover:bg-white hover:shadow-md has-focus-visible:scale-100 has-focus-visible:ring-2 has-focus-visible:ring-blue-600 motion-reduce:transition-none md:flex">
      <p className="line-clamp-4 flex-1 text-slate-600">{testimonial.cita}</p>
      <div className="mt-6 flex items-center gap-3">
        <Avatar testimonial={testimonial} index={index} />
        <div className="min-w-0">
          <button
            type="button"
            onClick={onSelect}
            aria-label={`Ver el testimonio de ${testimonial.nombre}`}
            className="block text-left text-sm font-bold text-slate-900 after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
          >
            {testimonial.nombre}
          </button>
          <p className="line-clamp-1 text-xs text-slate-600">{testimonial.rol}</p>
        </div>
      </div>
    </div>
  );
}

const CONTROL_CLASS =
  'grid h-11 w-11 place-items-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-200 transition hover:bg-blue-50 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * The testimonials carousel (spec 01 §2): previous, current and next cards, previous/next buttons,
 * one dot per testimonial. It advances on its own every 5 s, wraps around, and stops while the
 * pointer is over it or the keyboard is inside it (and for visitors who prefer reduced motion).
 */
export function TestimonialsSection() {
  const reducedMotion = useReducedMotion();
  const [pointerInside, setPointerInside] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const autoAdvance = !pointerInside && !keyboardInside && !reducedMotion;
  const { index, direction, goTo, next, previous } = useCarousel(TESTIMONIALS.length, autoAdvance);
  const count = TESTIMONIALS.length;

  // Only keyboard focus pauses it: a mouse click also focuses a button, but leaving with the pointer resumes.
  const onFocus = (event: FocusEvent<HTMLElement>) => setKeyboardInside(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  return (
    <Section
      id="testimonios"
      eyebrow="Testimonios"
      title="Negocios de todo el Ecuador ya facturan con nosotros"
      intro="Ferreterías, tiendas, consultorios y contadores que dejaron atrás el papel."
      className="bg-slate-50"
    >
      <section
        aria-roledescription="carrusel"
        aria-label="Opiniones de clientes"
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        className="mt-12"
      >
        <div className="grid items-stretch gap-6 md:grid-cols-[1fr_1.7fr_1fr]">
          <SideCard index={wrapIndex(index - 1, count)} onSelect={previous} />
          <div aria-live={autoAdvance ? 'off' : 'polite'}>
            <CurrentCard index={index} direction={reducedMotion ? null : direction} />
          </div>
          <SideCard index={wrapIndex(index + 1, count)} onSelect={next} />
        </div>
        <div className="mt-8 flex items-center justify-center gap-4">
          <button type="button" aria-label="Testimonio anterior" onClick={previous} className={CONTROL_CLASS}>
            <Icon name="chevronLeft" />
          </button>
          <div className="flex items-center gap-1">
            {TESTIMONIALS.map((testimonial, dot) => (
              <button
                key={testimonial.nombre}
                type="button"
                aria-label={`Ir al testimonio ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => goTo(dot)}
                className="group grid h-8 min-w-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    dot === index ? 'w-7 bg-blue-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" aria-label="Testimonio siguiente" onClick={next} className={CONTROL_CLASS}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </section>
    </Section>
  );
}
