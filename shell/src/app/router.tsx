import { hasRuntimeConfig, runtimeConfig } from '@facturador/shared/config';
import type { ConfiguredArea } from '@facturador/shared/domain/config';
import { AREAS } from '@facturador/shared/federation/apps';
import { RouteErrorBoundary } from '@facturador/shared/ui/runtime';
import { lazy, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { AreaSlot } from '../features/areas/AreaSlot';
import { RequireLogin } from '../features/auth/guards';
import { HeaderLayout } from '../layouts/HeaderLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useDocumentTitle } from './document-title';

/**
 * Pages the public first view does not need load on demand: sign-in and sign-up bring the API
 * client, the domain rules and zod, which the landing and the public RIDE page never use. The
 * layout (header) shows at once; the page's place shows a spinner meanwhile (HeaderLayout).
 */
const LoginPage = lazy(() => import('../features/auth/LoginPage').then(({ LoginPage }) => ({ default: LoginPage })));
const LogoutPage = lazy(() =>
  import('../features/auth/LogoutPage').then(({ LogoutPage }) => ({ default: LogoutPage })),
);
const SignUpPage = lazy(() =>
  import('../features/signup/SignUpPage').then(({ SignUpPage }) => ({ default: SignUpPage })),
);

/**
 * The areas /config.json adds (docs/arquitectura.md, «Añadir un área de otro equipo»), each below the
 * header like the invoicing and admin areas; none while the build pre-renders (it reads no config).
 */
function configuredAreaRoutes(areas: Record<string, ConfiguredArea>): RouteObject[] {
  return Object.entries(areas).map(([name, { basePath, label, requireLogin }]) => {
    const slot = <AreaSlot key={name} area={{ name, basePath, label, requireLogin }} configured />;
    return { path: `${basePath}/*`, element: requireLogin ? <RequireLogin>{slot}</RequireLogin> : slot };
  });
}

/** The route table of spec 02 §2; areas own everything below their basePath. */
const shellRoutes = (configured: RouteObject[]): RouteObject[] => [
  {
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <AreaSlot area={AREAS.landing} /> },
          {
            path: `${AREAS.publicRide.basePath}/:clave`,
            element: <AreaSlot area={AREAS.publicRide} />,
          },
          // «Datos del cliente por QR»: the public RIDE area, mounted at the root so that its own route
          // /datos-cliente/:token (the buyer's form) sees the whole path.
          {
            path: '/datos-cliente/:token',
            element: <AreaSlot area={{ ...AREAS.publicRide, basePath: '/' }} />,
          },
          { path: '/404', element: <NotFoundPage /> },
        ],
      },
      {
        element: <HeaderLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/registro', element: <SignUpPage /> },
          {
            path: AREAS.invoicing.basePath,
            element: (
              <RequireLogin>
                <AreaSlot area={AREAS.invoicing} />
              </RequireLogin>
            ),
          },
          {
            path: `${AREAS.admin.basePath}/*`,
            element: (
              <RequireLogin>
                <AreaSlot area={AREAS.admin} />
              </RequireLogin>
            ),
          },
          ...configured,
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

const NO_AREAS: Record<string, ConfiguredArea> = {};

/**
 * The shell's pages under whichever router holds them: the browser's (bootstrap.tsx) or the
 * build's pre-render (prerender.tsx). What a page throws shows the router's fallback (spec 01 §2).
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const areas = hasRuntimeConfig() ? runtimeConfig().areas : NO_AREAS;
  useDocumentTitle(areas);
  const routes = useMemo(() => shellRoutes(configuredAreaRoutes(areas)), [areas]);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
