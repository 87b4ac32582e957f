import { login } from '@facturador/shared/api';
import { LOGIN_FAILED_MESSAGE } from '@facturador/shared/domain';
import { loggedAtom, sessionStore, startSession } from '@facturador/shared/session';
import { Modal } from '@facturador/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

const SUPPORT_CHAT = 'https://wa.me/593991234567?text=Hola%2C%20no%20puedo%20ingresar%20a%20Facturador';

/** Sign-in (spec 01 §2, §4): idle → busy → success (token stored, /nueva-factura) or error modal. */
export function LoginPage() {
  const navigate = useNavigate();
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  const signingIn = useRef(false);
  const [usuario, setUsuario] = useState('');
  const [clave, setClave] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Logged-in users are sent to /; except right after signing in here, when we go to /nueva-factura.
  if (logged && !signingIn.current) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const token = await login({ usuario: usuario.trim(), clave });
      signingIn.current = true;
      startSession(token);
      navigate('/nueva-factura', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LOGIN_FAILED_MESSAGE);
      setBusy(false);
    }
  };

  const closeError = () => {
    setError(null);
    setClave('');
  };

  return (
    <section className="mx-auto mt-12 w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Iniciar sesión</h1>
      <p className="mt-1 text-sm text-slate-600">Ingrese con su usuario de Facturador.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit}>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Nombre de usuario
          <input
            name="usuario"
            autoComplete="username"
            required
            value={usuario}
            onChange={(event) => setUsuario(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Contraseña
          <input
            name="clave"
            type="password"
            autoComplete="current-password"
            required
            value={clave}
            onChange={(event) => setClave(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-blue-600 px-4 py-2.5 font-semibold text-white hover:bg-blue-700 disabled:opacity-60"
        >
          {busy ? 'Procesando...' : 'Ingresar'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        ¿Problemas para ingresar?{' '}
        <a href={SUPPORT_CHAT} target="_blank" rel="noreferrer" className="text-blue-700 underline">
          Contactar a soporte
        </a>
      </p>
      <Modal
        title="Error de autenticación"
        open={error !== null}
        onClose={closeError}
        actions={
          <button
            type="button"
            onClick={closeError}
            className="rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white"
          >
            Entendido
          </button>
        }
      >
        <p>{error}</p>
      </Modal>
    </section>
  );
}
