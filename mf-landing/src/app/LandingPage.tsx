import { Spinner, useHydrated } from '@facturador/shared/ui/runtime';
import { useEffect } from 'react';
import { CtaSection } from '../features/cta/CtaSection';
import { FeaturesSection } from '../features/features/FeaturesSection';
import { Hero } from '../features/hero/Hero';
import { PricingSection } from '../features/pricing/PricingSection';
import { TestimonialsSection } from '../features/testimonials/TestimonialsSection';

/** Brings the `#section` of the URL into view once the sections exist (a link such as `/#planes`). */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}

/**
 * `/`: the landing page of spec 01 §2, sections anchored hero, caracteristicas, planes, testimonios, cta.
 * The build pre-renders the first view (hero and features, prerender.tsx) into the HTML; the rest
 * needs `/config.json` (chat links, the shell's address) and comes once hydrated, announced until then.
 */
export function LandingPage() {
  const hydrated = useHydrated();
  useScrollToHash(hydrated);
  return (
    <div className="bg-white text-slate-900">
      <Hero />
      <FeaturesSection />
      {hydrated ? (
        <>
          <PricingSection />
          <TestimonialsSection />
          <CtaSection />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
