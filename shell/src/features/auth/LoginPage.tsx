import { errorMessage, login } from '@facturador/shared/api';
import { LOGIN_FAILED_MESSAGE, REGISTRO_LINK_TEXT } from '@facturador/shared/domain';
import { AREAS } from '@facturador/shared/federation/apps';
import { loggedAtom, sessionStore, startSession } from '@facturador/shared/session';
import { Modal, primaryButtonClass, TextField } from '@facturador/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

const SUPPORT_CHAT = 'https://wa.me/593991234567?text=Hola%2C%20no%20puedo%20ingresar%20a%20Facturador';

/** Sign-in (spec 01 §2, §4): idle → busy → success (token stored, /nueva-factura) or error modal. */
export function LoginPage() {
  const navigate = useNavigate();
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  const signingIn = useRef(false);
  const entendido = useRef<HTMLButtonElement>(null);
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
      navigate(AREAS.invoicing.basePath, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_FAILED_MESSAGE));
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
        <TextField
          label="Nombre de usuario"
          name="usuario"
          autoComplete="username"
          required
          value={usuario}
          onChange={(event) => setUsuario(event.target.value)}
        />
        <TextField
          label="Contraseña"
          name="clave"
          type="password"
          autoComplete="current-password"
          required
          value={clave}
          onChange={(event) => setClave(event.target.value)}
        />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? 'Procesando...' : 'Ingresar'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/registro" className="text-blue-700 underline">
          {REGISTRO_LINK_TEXT}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        ¿Problemas para ingresar?{' '}
        <a href={SUPPORT_CHAT} target="_blank" rel="noreferrer" className="text-blue-700 underline">
          Contactar a soporte
        </a>
      </p>
      <Modal
        title="Error de autenticación"
        open={error !== null}
        onClose={closeError}
        initialFocusRef={entendido}
        actions={
          <button ref={entendido} type="button" onClick={closeError} className={primaryButtonClass}>
            Entendido
          </button>
        }
      >
        <p>{error}</p>
      </Modal>
    </section>
  );
}
