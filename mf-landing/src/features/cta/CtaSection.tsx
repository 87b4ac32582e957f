import { chatLink } from '../../common/chat-link';
import { FadeIn } from '../../common/FadeIn';
import { Icon } from '../../common/icons';

/** The CTA chat message (spec 01 §1): the visitor asks for more information. */
export const CTA_MESSAGE = 'Hola, quisiera más información sobre Facturador para mi negocio.';

/** The four reassurances of spec 01 §2, word for word. */
const CTA_LINES = [
  'Sin tarjeta de crédito',
  'Plan gratuito incluido',
  'Soporte 24/7',
  'Sin compromiso - Cancela cuando quieras',
];

export function CtaSection() {
  return (
    <section id="cta" aria-labelledby="cta-titulo" className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <FadeIn className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-blue-800 to-indigo-900 px-5 py-14 text-center shadow-2xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_100%_0%,rgb(34_211_238/0.25),transparent_40%)]"
        />
        <h2 id="cta-titulo" className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
          ¿Listo para facturar sin complicaciones?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-blue-100">
          Escríbenos y te ayudamos a emitir tu primera factura electrónica hoy mismo. Respondemos en minutos.
        </p>
        <a
          href={chatLink(CTA_MESSAGE)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 py-3.5 text-base font-semibold sm:w-auto sm:px-8 sm:text-lg text-white shadow-lg shadow-emerald-950/30 transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon name="chat" />
          Escríbenos por WhatsApp
        </a>
        <ul className="mx-auto mt-10 grid w-fit gap-x-10 gap-y-3 text-left text-sm text-blue-50 sm:grid-cols-2 sm:text-base">
          {CTA_LINES.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-400/20 text-emerald-300">
                <Icon name="check" size={16} />
              </span>
              {line}
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  );
}
