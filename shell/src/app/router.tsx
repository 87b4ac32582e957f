import { AREAS } from '@facturador/shared/federation/apps';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AreaSlot } from '../features/areas/AreaSlot';
import { RequireLogin } from '../features/auth/guards';
import { HeaderLayout } from '../layouts/HeaderLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/**
 * Pages the public first view does not need load on demand: sign-in and sign-up bring the API
 * client, the domain rules and zod, which the landing and the public RIDE page never use.
 */
const signInPage = () => import('../features/auth/LoginPage').then(({ LoginPage }) => ({ Component: LoginPage }));
const signOutPage = () => import('../features/auth/LogoutPage').then(({ LogoutPage }) => ({ Component: LogoutPage }));
const signUpPage = () => import('../features/signup/SignUpPage').then(({ SignUpPage }) => ({ Component: SignUpPage }));

/** The route table of spec 02 §2; areas own everything below their basePath. */
export const router = createBrowserRouter([
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
          { path: '/login', lazy: signInPage },
          { path: '/logout', lazy: signOutPage },
          { path: '/registro', lazy: signUpPage },
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
]);
