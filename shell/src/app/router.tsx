import { AREA_REMOTES } from '@facturador/shared/federation';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AreaSlot } from '../features/areas/AreaSlot';
import { RequireLogin } from '../features/auth/guards';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
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
          { path: '/', element: <AreaSlot remote={AREA_REMOTES.landing} basePath="/" label="la página de inicio" /> },
          {
            path: '/descargar-factura/:clave',
            element: (
              <AreaSlot
                remote={AREA_REMOTES.publicRide}
                basePath="/descargar-factura"
                label="la descarga de facturas"
              />
            ),
          },
          { path: '/404', element: <NotFoundPage /> },
        ],
      },
      {
        element: <HeaderLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/logout', element: <LogoutPage /> },
          {
            path: '/nueva-factura',
            element: (
              <RequireLogin>
                <AreaSlot remote={AREA_REMOTES.invoicing} basePath="/nueva-factura" label="la facturación" />
              </RequireLogin>
            ),
          },
          {
            path: '/admin/*',
            handle: { menu: true },
            element: (
              <RequireLogin>
                <AreaSlot remote={AREA_REMOTES.admin} basePath="/admin" label="la administración" />
              </RequireLogin>
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
