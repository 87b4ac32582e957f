import type { LoginRequest } from '@facturador/shared/domain';
import { LOGIN_FAILED_MESSAGE, REGISTRO_LINK_TEXT } from '@facturador/shared/domain/texts';
import { AREAS } from '@facturador/shared/federation/apps';
import { loggedAtom, sessionStore, startSession } from '@facturador/shared/session';
import {
  CredentialsForm,
  Modal,
  primaryButtonClass,
  secondaryButtonClass,
  useCredentials,
} from '@facturador/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

const SUPPORT_CHAT = 'https://wa.me/593991234567?text=Hola%2C%20no%20puedo%20ingresar%20a%20Facturador';

/** Sign-in (spec 01 §2, §4): idle → busy → success (token stored, /nueva-factura) or error modal. */
export function LoginPage() {
  const navigate = useNavigate();
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  const signingIn = useRef(false);
  const entendido = useRef<HTMLButtonElement>(null);
  const credentials = useCredentials();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typing = credentials.usuario !== '' || credentials.clave !== '';

  // The client starts downloading as the user types, so 'Ingresar' seldom waits for it (a failed
  // download is tried again on submit).
  useEffect(() => {
    if (typing) import('@facturador/shared/api').catch(() => undefined);
  }, [typing]);

  // Logged-in users are sent to /; except right after signing in here, when we go to /nueva-factura.
  if (logged && !signingIn.current) return <Navigate to="/" replace />;

  const onSubmit = async (request: LoginRequest) => {
    if (busy) return;
    setBusy(true);
    let api: typeof import('@facturador/shared/api') | null = null;
    try {
      // The API client and the domain's schemas (zod) come with the first sign-in, not with the page.
      api = await import('@facturador/shared/api');
      const token = await api.login(request);
      signingIn.current = true;
      startSession(token);
      navigate(AREAS.invoicing.basePath, { replace: true });
    } catch (failure) {
      // Without the client (it did not download) the answer is the one login() gives offline.
      setError(api ? api.errorMessage(failure, LOGIN_FAILED_MESSAGE) : LOGIN_FAILED_MESSAGE);
      setBusy(false);
    }
  };

  const closeError = () => {
    setError(null);
    credentials.clearClave();
  };

  return (
    <section className="mx-auto mt-12 w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Iniciar sesión</h1>
      <p className="mt-1 text-sm text-slate-600">Ingrese con su usuario de Facturador.</p>
      <CredentialsForm className="mt-6" credentials={credentials} onSubmit={onSubmit} autoFocusUsuario>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? 'Procesando...' : 'Ingresar'}
        </button>
      </CredentialsForm>
      {/* Issue 25: sign-up as visible as signing in. */}
      <Link to="/registro" className={`${secondaryButtonClass} mt-6 w-full`}>
        {REGISTRO_LINK_TEXT}
      </Link>
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
