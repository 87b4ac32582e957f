import { loggedAtom, sessionStore } from '@facturador/shared/session';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Pages that need a stored token (spec 02 §6); reacts at once when the session ends (e.g. a 401). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  return logged ? children : <Navigate to="/login" replace />;
}
