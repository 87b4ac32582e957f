import { loggedAtom, sessionStore } from '@facturador/shared/session';
import { ShellLink } from '@facturador/shared/ui/runtime';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

/**
 * Areas that need a signed-in user. Inside the shell its guards already redirect to /login;
 * a standalone area (another origin, no token) says so and links to the shell's sign-in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  if (logged) return children;
  return (
    <section className="mx-auto my-16 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Sesión no iniciada</h1>
      <p className="mt-2 text-slate-600">Para continuar, ingrese con su usuario.</p>
      <ShellLink to="/login" className="mt-4 inline-block rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white">
        Iniciar sesión
      </ShellLink>
    </section>
  );
}
