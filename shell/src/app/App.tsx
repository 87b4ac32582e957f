import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <Provider store={sessionStore}>
      <RouterProvider router={router} />
    </Provider>
  );
}
