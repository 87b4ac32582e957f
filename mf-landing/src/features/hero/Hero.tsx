import { ShellLink } from '@facturador/shared/ui/runtime';
import { Icon } from '../../common/icons';
import { SIGN_UP_PATH } from '../../common/sign-up';
import { InvoicePreview } from './InvoicePreview';
import { TypedHeadline } from './TypedHeadline';

export const HERO_HEADLINE = 'Tu factura electrónica profesional en 30 segundos';

const HIGHLIGHTS = ['No necesitas tarjeta de crédito', 'Conexión directa con el SRI', 'Sin instalar nada'];

/** The pitch (spec 01 §1): a professional invoice in 30 seconds, no credit card, straight to the SRI. */
export function Hero() {
  return (
    <section
      id="hero"
      aria-labelledby="hero-titulo"
      className="relative isolate scroll-mt-16 overflow-hidden bg-gradient-to-br from-blue-800 via-blue-700 to-indigo-800"
    >
      {/* Soft light behind the text: radial gradients, not blur filters, which are slow to paint. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_5%,rgb(34_211_238/0.22),transparent_35%),radial-gradient(circle_at_5%_100%,rgb(129_140_248/0.35),transparent_40%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8 lg:pt-20 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-blue-50 ring-1 ring-white/20">
            <Icon name="sparkles" size={16} className="text-cyan-300" />
            Facturación electrónica para Ecuador
          </p>
          <div className="mt-6">
            <TypedHeadline id="hero-titulo" text={HERO_HEADLINE} />
          </div>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-blue-100 lg:mx-0">
            Emite facturas y notas de crédito desde tu computadora o tablet, con conexión directa al SRI y tu inventario
            siempre al día. Empieza hoy mismo, sin pagar nada.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            {/* Issue 25: straight to sign-up (the plans and their chat stay below). */}
            <ShellLink
              to={SIGN_UP_PATH}
              className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-blue-800 shadow-lg shadow-blue-950/20 transition hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:w-auto"
            >
              Empieza gratis
              <Icon name="arrowRight" size={20} />
            </ShellLink>
            <a
              href="#caracteristicas"
              className="inline-flex w-full items-center justify-center rounded-xl px-6 py-3 text-base font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:w-auto"
            >
              Ver características
            </a>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-2 text-sm text-blue-50 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6 lg:justify-start">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <span className="grid h-5 w-5 place-items-center rounded-full bg-emerald-400/20 text-emerald-300">
                  <Icon name="check" size={14} />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <InvoicePreview />
      </div>
    </section>
  );
}
