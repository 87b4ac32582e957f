import { runtimeConfig } from '@facturador/shared/config';
import { useHydrated } from '@facturador/shared/ui/runtime';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Quick links to the landing sections (spec 01 §1). */
const QUICK_LINKS = [
  { label: 'Inicio', to: '/#hero' },
  { label: 'Características', to: '/#caracteristicas' },
  { label: 'Precios', to: '/#planes' },
  { label: 'Testimonios', to: '/#testimonios' },
];

/** Inline icons: a fixed 20 px box, nothing to download. */
function SocialIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The social networks are not live yet (spec 01 §1: placeholders); they point at the landing page. */
const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    icon: <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V7.5A.5.5 0 0 1 12.5 7H15V3Z" />,
  },
  {
    name: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  {
    name: 'LinkedIn',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
      </>
    ),
  },
];

function ContactIcon({ children }: { children: ReactNode }) {
  return (
    <span className="mt-0.5 text-blue-400">
      <SocialIcon>{children}</SocialIcon>
    </span>
  );
}

/**
 * While the page above is still loading (a spinner, or an area's slot not filled yet) the footer
 * would sit at the bottom of the first screen and then jump down when the content arrives: a
 * layout shift on every cold load. It stays out of the layout until the page has content.
 */
const HIDDEN_WHILE_LOADING = '[main:has([role=status])~&]:hidden [main:not(:has(>*>*))~&]:hidden';

export function Footer() {
  // A pre-rendered page was built without `/config.json` and may be served another year: the contact
  // data and the year come right after hydration (one line each, at the end of the page).
  const hydrated = useHydrated();
  const contacto = hydrated ? runtimeConfig().contacto : null;
  return (
    <footer className={`bg-slate-950 text-slate-300 ${HIDDEN_WHILE_LOADING}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-blue-600 text-white">
              F
            </span>
            Facturador
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            Simplificamos la facturación electrónica para que te concentres en hacer crecer tu negocio.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Redes sociales">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href="/#hero"
                  aria-label={social.name}
                  className="grid h-10 w-10 place-items-center rounded-full bg-slate-800 text-slate-300 transition hover:bg-blue-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
                >
                  <SocialIcon>{social.icon}</SocialIcon>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Enlaces rápidos">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Enlaces rápidos</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="transition hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contacto</h2>
          {/* An <address> may not hold headings: it wraps the contact data only. */}
          <address className="mt-4 not-italic">
            <ul className="space-y-3 text-sm">
              <li className="flex gap-3">
                <ContactIcon>
                  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
                  <circle cx="12" cy="9.5" r="2.5" />
                </ContactIcon>
                Portoviejo, Manabi, Ecuador
              </li>
              <li className="flex gap-3">
                <ContactIcon>
                  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
                </ContactIcon>
                {contacto ? (
                  <a href={`tel:${contacto.telefono.replace(/[^\d+]/g, '')}`} className="transition hover:text-white">
                    {contacto.telefono}
                  </a>
                ) : null}
              </li>
              <li className="flex gap-3">
                <ContactIcon>
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="m3 7 9 6 9-6" />
                </ContactIcon>
                {contacto ? (
                  <a href={`mailto:${contacto.email}`} className="break-all transition hover:text-white">
                    {contacto.email}
                  </a>
                ) : null}
              </li>
            </ul>
          </address>
        </div>
      </div>
      <p className="min-h-14 border-t border-slate-800 px-6 py-5 text-center text-xs text-slate-400">
        {hydrated ? `© ${new Date().getFullYear()} Facturador. Todos los derechos reservados.` : null}
      </p>
    </footer>
  );
}
