import { errorMessage } from '@facturador/shared/api';
import { LOGIN_FAILED_MESSAGE, type LoginRequest, type UserInfo } from '@facturador/shared/domain';
import {
  CredentialsForm,
  Modal,
  primaryButtonClass,
  secondaryButtonClass,
  useCredentials,
} from '@facturador/shared/ui';
import { useId, useRef, useState } from 'react';
import { type Renewal, signInAgain, switchToUser } from './renew-session';

export const SESION_VENCIDA_TITLE = 'Sesión vencida';
export const SESION_VENCIDA_MESSAGE =
  'Su sesión terminó antes de enviar el documento. Ingrese de nuevo para enviarlo: todavía no se ha emitido y no se perdió nada de lo que ingresó.';

type OtherUser = Extract<Renewal, { kind: 'other' }>;

type SessionRenewalDialogProps = {
  /** The user whose session expired: the document is theirs. */
  user: UserInfo;
  /** Signed in again as the same user: send the same document now. */
  onResumed: () => void;
  /** The document stays on screen, unsent. */
  onCancel: () => void;
};

/**
 * A 401 at 'Enviar' (issue 13): sign in again without leaving the screen. Only the document's own
 * user resumes the send; another user's sign-in sends nothing and, if confirmed, switches the
 * session to them while this document stays saved for its user (the draft is kept per user).
 * Mounted only while needed, so every opening starts clean.
 */
export function SessionRenewalDialog({ user, onResumed, onCancel }: SessionRenewalDialogProps) {
  const formId = useId();
  const claveRef = useRef<HTMLInputElement>(null);
  const volverRef = useRef<HTMLButtonElement>(null);
  const credentials = useCredentials(user.usuario);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<OtherUser | null>(null);

  const onSubmit = async (request: LoginRequest) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const renewal = await signInAgain(user, request);
      if (renewal.kind === 'same') {
        onResumed();
        return;
      }
      setOther(renewal);
      credentials.clearClave();
      setBusy(false);
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_FAILED_MESSAGE));
      credentials.clearClave();
      setBusy(false);
      claveRef.current?.focus();
    }
  };

  if (other) {
    return (
      // Keyed apart from the sign-in step: a new dialog, so the focus moves to its own button.
      <Modal
        key="otro-usuario"
        title={SESION_VENCIDA_TITLE}
        open
        onClose={() => setOther(null)}
        initialFocusRef={volverRef}
        actions={
          <>
            <button ref={volverRef} type="button" className={secondaryButtonClass} onClick={() => setOther(null)}>
              Volver
            </button>
            <button type="button" className={primaryButtonClass} onClick={() => switchToUser(other.token, other.user)}>
              Continuar como {other.user.usuario}
            </button>
          </>
        }
      >
        <p>
          Ingresó como <strong>{other.user.usuario}</strong> ({other.user.nombreComercial}). Este documento es de{' '}
          <strong>{user.usuario}</strong> ({user.nombreComercial}) y no se enviará con otro usuario.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Queda guardado en este navegador y se recupera cuando {user.usuario} vuelva a ingresar.
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      key="ingreso"
      title={SESION_VENCIDA_TITLE}
      open
      onClose={onCancel}
      initialFocusRef={claveRef}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancelar
          </button>
          <button type="submit" form={formId} disabled={busy} className={primaryButtonClass}>
            {busy ? 'Procesando...' : 'Ingresar y enviar'}
          </button>
        </>
      }
    >
      <p>{SESION_VENCIDA_MESSAGE}</p>
      <CredentialsForm
        id={formId}
        className="mt-4"
        credentials={credentials}
        onSubmit={onSubmit}
        passwordRef={claveRef}
        error={error}
      />
    </Modal>
  );
}
