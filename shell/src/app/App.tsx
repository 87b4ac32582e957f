import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';

/** The whole shell: its router with `ShellRoutes` (router.tsx) inside the one session store. */
export function App({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}
