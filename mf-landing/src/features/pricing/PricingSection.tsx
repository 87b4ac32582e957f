import { ShellLink } from '@facturador/shared/ui/runtime';
import { chatLink } from '../../common/chat-link';
import { Icon } from '../../common/icons';
import { Section } from '../../common/Section';
import { SIGN_UP_PATH } from '../../common/sign-up';
import { CUSTOM_PLAN_MESSAGE, PLANS, type Plan, planMessage } from './plans';

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.nombre.toLowerCase().replace(/\s+/g, '-')}`;
  const featured = plan.destacado === true;
  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        className={`relative flex w-full flex-col rounded-3xl p-8 ${
          featured
            ? 'bg-gradient-to-b from-blue-700 to-indigo-800 text-white shadow-2xl shadow-blue-900/30 ring-1 ring-blue-700 lg:-my-4 lg:py-12'
            : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
        }`}
      >
        {plan.etiqueta ? (
          <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-amber-950 shadow">
            {plan.etiqueta}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <h3 id={headingId} className="text-xl font-bold">
            {plan.nombre}
          </h3>
          {plan.ahorro ? (
            <p className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
              {plan.ahorro}
            </p>
          ) : null}
        </div>
        <p className={`mt-2 text-sm ${featured ? 'text-blue-100' : 'text-slate-600'}`}>{plan.descripcion}</p>
        <p className="mt-6 flex items-baseline">
          <span className="text-5xl font-extrabold tracking-tight">{plan.precio}</span>
          <span className={`text-lg font-medium ${featured ? 'text-blue-100' : 'text-slate-500'}`}>{plan.periodo}</span>
        </p>
        <ul className={`mt-8 flex-1 space-y-3 text-sm ${featured ? 'text-blue-50' : 'text-slate-700'}`}>
          {plan.beneficios.map((beneficio) => (
            <li key={beneficio} className="flex gap-3">
              <Icon name="check" size={20} className={featured ? 'text-cyan-300' : 'text-blue-600'} />
              {beneficio}
            </li>
          ))}
        </ul>
        <a
          href={chatLink(planMessage(plan))}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-8 inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
            featured
              ? 'bg-white text-blue-800 hover:bg-blue-50 focus-visible:outline-white'
              : 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600'
          }`}
        >
          Elegir plan {plan.nombre}
        </a>
        {/* Beside the spec's chat button, not instead of it: every account starts on Gratis and upgrades later. */}
        <ShellLink
          to={SIGN_UP_PATH}
          className={`mt-3 inline-flex items-center justify-center rounded-xl px-5 py-3 text-center font-semibold ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
            featured
              ? 'text-white ring-white/70 hover:bg-white/10 focus-visible:outline-white'
              : 'text-blue-700 ring-blue-600 hover:bg-blue-50 focus-visible:outline-blue-600'
          }`}
        >
          Crear cuenta gratis
        </ShellLink>
      </article>
    </li>
  );
}

export function PricingSection() {
  return (
    <Section
      id="planes"
      eyebrow="Precios"
      title="Planes simples, sin letra pequeña"
      intro="Empieza gratis y cambia de plan cuando tu negocio lo necesite. Todos los planes incluyen la conexión directa con el SRI."
    >
      <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
        {PLANS.map((plan) => (
          <PlanCard key={plan.nombre} plan={plan} />
        ))}
      </ul>
      <p className="mt-12 text-center text-slate-600">
        ¿Necesitas un plan a la medida de tu empresa?{' '}
        <a
          href={chatLink(CUSTOM_PLAN_MESSAGE)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-blue-700 underline decoration-2 underline-offset-4 hover:text-blue-800"
        >
          Contáctanos
        </a>
      </p>
    </Section>
  );
}
