import { SessionGate } from '@facturador/shared/ui';
import type { RouteObject } from 'react-router-dom';
import { NewInvoicePage } from './NewInvoicePage';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <SessionGate>
        <NewInvoicePage />
      </SessionGate>
    ),
  },
];
