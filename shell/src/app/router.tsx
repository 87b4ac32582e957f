import { AREAS } from '@facturador/shared/federation/apps';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AreaSlot } from '../features/areas/AreaSlot';
import { RequireLogin } from '../features/auth/guards';
import { HeaderLayout } from '../layouts/HeaderLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

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
 * The route table of spec 02 §2; areas own everything below their basePath. The browser's router
 * (bootstrap.tsx) and the build's pre-render (prerender.tsx) are made from it.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <AreaSlot area={AREAS.landing} /> },
          {
            path: `${AREAS.publicRide.basePath}/:clave`,
            element: <AreaSlot area={AREAS.publicRide} />,
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
            handle: { menu: true },
            element: (
              <RequireLogin>
                <AreaSlot area={AREAS.admin} />
              </RequireLogin>
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
