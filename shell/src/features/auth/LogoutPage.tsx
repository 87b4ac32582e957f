import { clearSession } from '@facturador/shared/session';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec 01 §2: 'Cerrando sesión...', then '¡Sesión cerrada correctamente!', then / after 1.5 s. */
export const LOGOUT_REDIRECT_MS = 1500;

export function LogoutPage() {
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    clearSession();
    setClosed(true);
    const timer = window.setTimeout(() => navigate('/', { replace: true }), LOGOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto mt-16 max-w-md text-center" aria-live="polite">
      <p className="text-xl font-semibold text-slate-800">
        {closed ? '¡Sesión cerrada correctamente!' : 'Cerrando sesión...'}
      </p>
    </section>
  );
}
