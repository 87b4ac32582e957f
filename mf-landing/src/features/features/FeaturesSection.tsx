import { Icon } from '../../common/icons';
import { Section } from '../../common/Section';
import { FEATURE_CARDS, type FeatureCard } from './feature-cards';

function FeatureCardView({ card }: { card: FeatureCard }) {
  return (
    <li
      data-color={card.color}
      className={`group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${card.clases.tarjeta}`}
    >
      <span className={`grid h-12 w-12 place-items-center rounded-xl ${card.clases.icono}`}>
        <Icon name={card.icono} size={26} />
      </span>
      <h3 className="mt-5 text-lg font-bold text-slate-900">{card.titulo}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{card.descripcion}</p>
    </li>
  );
}

export function FeaturesSection() {
  return (
    <Section
      id="caracteristicas"
      eyebrow="Características"
      title="Todo lo que tu negocio necesita para facturar"
      intro="Herramientas pensadas para tiendas, profesionales y emprendedores del Ecuador, listas desde el primer día."
      className="bg-slate-50"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <FeatureCardView key={card.titulo} card={card} />
        ))}
      </ul>
    </Section>
  );
}
