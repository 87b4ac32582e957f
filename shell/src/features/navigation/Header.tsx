import { AREAS } from '@facturador/shared/federation/apps';
import { loggedAtom, sessionStore } from '@facturador/shared/session';
import { useHydrated } from '@facturador/shared/ui/runtime';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

type HeaderProps = {
  /** When supplied, a mobile menu button labelled 'Abrir menú' is shown (spec 01 §2). */
  onMenu?: () => void;
};

type HeaderLink = { to: string; label: string; highlight?: boolean };

const LOGGED_IN_LINKS: HeaderLink[] = [
  { to: AREAS.admin.basePath, label: 'Administrar' },
  { to: AREAS.invoicing.basePath, label: 'Nueva Factura', highlight: true },
  { to: '/logout', label: 'Cerrar sesión' },
];
const LOGGED_OUT_LINKS: HeaderLink[] = [{ to: '/login', label: 'Iniciar sesión' }];

function linkClass(link: HeaderLink, compact: boolean) {
  if (link.highlight) return 'rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700';
  return compact
    ? 'block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100'
    : 'rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100';
}

export function Header({ onMenu }: HeaderProps) {
  // A pre-rendered page was built signed out: the signed-in links come right after hydration.
  const hydrated = useHydrated();
  const logged = useAtomValue(loggedAtom, { store: sessionStore }) && hydrated;
  const { pathname } = useLocation();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const dropdownId = useId();
  const links = logged ? LOGGED_IN_LINKS : LOGGED_OUT_LINKS;

  // The small-screen dropdown closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => setDropdownOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-2">
          {onMenu ? (
            <button
              type="button"
              aria-label="Abrir menú"
              onClick={onMenu}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <span aria-hidden="true">☰</span>
            </button>
          ) : null}
          <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-blue-700">
            {/* A drawn badge, not a letter: the link's accessible name stays exactly its visible text. */}
            <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
              <rect width="32" height="32" rx="8" className="fill-blue-600" />
              <path d="M11 8h11v3.5h-7v3.5h6v3.5h-6V24h-4z" fill="#fff" />
            </svg>
            Facturador
          </Link>
        </div>
        <nav aria-label="Principal" className="hidden items-center gap-2 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass(link, false)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="relative md:hidden">
          <button
            type="button"
            aria-label="Más opciones"
            aria-expanded={dropdownOpen}
            aria-controls={dropdownId}
            onClick={() => setDropdownOpen((open) => !open)}
            className="rounded-md px-3 py-2 text-xl leading-none text-slate-700 hover:bg-slate-100"
          >
            <span aria-hidden="true">⋯</span>
          </button>
          {dropdownOpen ? (
            <nav
              id={dropdownId}
              aria-label="Principal"
              className="absolute right-0 mt-2 flex w-52 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
            >
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass(link, true)}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          ) : null}
        </div>
      </div>
    </header>
  );
}
