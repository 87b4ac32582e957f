import { useUserInfo } from '@facturador/shared/api';
import { sessionStore } from '@facturador/shared/session';
import { menuOpenAtom, Spinner } from '@facturador/shared/ui';
import { useAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from './Sidebar';

/** Admin shell: sidebar and content; scrolls to the top on every navigation (spec 02 §2). */
export function AdminLayout() {
  const { user, error } = useUserInfo();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom, { store: sessionStore });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    window.scrollTo(0, 0);
    setMenuOpen(false);
  }, [pathname, setMenuOpen]);

  if (error)
    return (
      <p role="alert" className="p-6 text-red-700">
        {error}
      </p>
    );
  if (!user) return <Spinner />;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col md:flex-row">
      <Sidebar permisos={user.permisos} open={menuOpen} />
      <div className="min-w-0 flex-1 p-4 md:p-8">
        {/* Each page's code loads on its first visit (app/lazy-page.ts). */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
