import { Spinner } from '@facturador/shared/ui/runtime';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicRidePage } from '../features/ride-viewer/PublicRidePage';

// The buyer's form brings the domain rules and the API client, which the RIDE page does not load.
const BuyerCapturePage = lazy(() =>
  import('../features/buyer-capture/BuyerCapturePage').then(({ BuyerCapturePage }) => ({
    default: BuyerCapturePage,
  })),
);

/**
 * Below /descargar-factura: the RIDE of a key. The shell also mounts this area at the root for
 * /datos-cliente/{token} (the buyer's own data, «Datos del cliente por QR»).
 */
export const routes: RouteObject[] = [
  { path: '/:clave', element: <PublicRidePage /> },
  {
    path: '/datos-cliente/:token',
    element: (
      <Suspense fallback={<Spinner />}>
        <BuyerCapturePage />
      </Suspense>
    ),
  },
];
