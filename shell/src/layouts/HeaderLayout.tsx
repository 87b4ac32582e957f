import { AREAS } from '@facturador/shared/federation/apps';
import { sessionStore } from '@facturador/shared/session';
import { menuOpenAtom, Spinner } from '@facturador/shared/ui/runtime';
import { useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { Header } from '../features/navigation/Header';
import { ScrollToTop } from '../features/navigation/ScrollToTop';

/** The second layout: header and content only. The administration gets the 'Abrir menú' button. */
export function HeaderLayout() {
  const setMenuOpen = useSetAtom(menuOpenAtom, { store: sessionStore });
  // The administration is the area with a menu of its own (its sidebar).
  const withMenu = useMatch(`${AREAS.admin.basePath}/*`) !== null;
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
