import { AREAS } from '@facturador/shared/federation/apps';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AreaSlot } from '../features/areas/AreaSlot';
import { RequireLogin } from '../features/auth/guards';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { SignUpPage } from '../features/signup/SignUpPage';
import { HeaderLayout } from '../layouts/HeaderLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

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
]);
