import { useEffect } from 'react';
import { CtaSection } from '../features/cta/CtaSection';
import { FeaturesSection } from '../features/features/FeaturesSection';
import { Hero } from '../features/hero/Hero';
import { PricingSection } from '../features/pricing/PricingSection';
import { TestimonialsSection } from '../features/testimonials/TestimonialsSection';

/** Brings the `#section` of the URL into view once the sections exist (a link such as `/#planes`). */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/** `/`: the landing page of spec 01 §2, sections anchored hero, caracteristicas, planes, testimonios, cta. */
export function LandingPage() {
  useScrollToHash();
  return (
    <div className="bg-white text-slate-900">
      <Hero />
      <FeaturesSection />
      <PricingSection />
      <TestimonialsSection />
      <CtaSection />
    </div>
  );
}
