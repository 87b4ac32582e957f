import { sessionStore } from '@facturador/shared/session';
import { menuOpenAtom, Spinner } from '@facturador/shared/ui/runtime';
import { useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Header } from '../features/navigation/Header';
import { ScrollToTop } from '../features/navigation/ScrollToTop';

/** The second layout: header and content only. Routes with `handle.menu` get the 'Abrir menú' button. */
export function HeaderLayout() {
  const matches = useMatches();
  const setMenuOpen = useSetAtom(menuOpenAtom, { store: sessionStore });
  const withMenu = matches.some((match) => (match.handle as { menu?: boolean } | undefined)?.menu);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <Header onMenu={withMenu ? () => setMenuOpen((open) => !open) : undefined} />
      <main className="flex-1">
        {/* Sign-in, sign-out and sign-up are loaded on demand (router.tsx). */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
