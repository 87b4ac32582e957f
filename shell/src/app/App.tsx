import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The whole shell; `router` is the browser's, or a memory router when the build pre-renders a page. */
export function App({ router }: { router: Router }) {
  return (
    <Provider store={sessionStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
