import { UnexpectedError } from '@facturador/shared/ui/runtime';
import { useRouteError } from 'react-router-dom';

/** The router's fallback for an unexpected failure: 'Unexpected Application Error!' plus the error text. */
export function RouteErrorPage() {
  return <UnexpectedError error={useRouteError()} />;
}
