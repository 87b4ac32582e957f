import type { LoginRequest } from '@facturador/shared/domain';
import { type ReactNode, type Ref, useRef } from 'react';
import { TextField } from '../fields';
import { type Credentials, loginRequest } from './useCredentials';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/**
 * The sign-in fields of every screen that asks for them (spec 01 §2): 'Nombre de usuario' and
 * 'Contraseña', both required, with the autocomplete attributes password managers expect. `onSubmit`
 * gets the request for POST /api/login. Only react and the shared fields: the login page stays light.
 */
export function CredentialsForm({
  credentials,
  onSubmit,
  id,
  className,
  passwordRef,
  error,
  autoFocusUsuario,
  children,
}: {
  credentials: Credentials;
  onSubmit: (request: LoginRequest) => void;
  /** For a submit button outside the form (a dialog's actions): `<button form={id}>`. */
  id?: string;
  /** Spacing above the form; the fields themselves stack with the same gap everywhere. */
  className?: string;
  /** The password field, for focus (a dialog's first focus, or back there after a refusal). */
  passwordRef?: Ref<HTMLInputElement>;
  /** A refused sign-in shown under the form and announced; a screen that shows it otherwise leaves it out. */
  error?: string | null;
  /** A page whose purpose is signing in starts on 'Nombre de usuario' (the pre-rendered HTML too). */
  autoFocusUsuario?: boolean;
  /** More of the form after the fields (e.g. its submit button). */
  children?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, ({ usuario, clave }) => {
    credentials.setUsuario(usuario);
    credentials.setClave(clave);
  });
  return (
    <>
      <form
        ref={form}
        id={id}
        className={`${className ?? ''} flex flex-col gap-4`.trim()}
        // Pre-rendered on /login: see useTypedBeforeHydration.
        data-submit-after-hydration=""
        onSubmit={(event) => {
          event.preventDefault();
          // What is on screen is what is sent, typed before React took the form over or not.
          const data = new FormData(event.currentTarget);
          onSubmit(loginRequest(String(data.get('usuario') ?? ''), String(data.get('clave') ?? '')));
        }}
      >
        <TextField
          label="Nombre de usuario"
          name="usuario"
          autoComplete="username"
          autoFocus={autoFocusUsuario}
          required
          value={credentials.usuario}
          onChange={(event) => credentials.setUsuario(event.target.value)}
        />
        <TextField
          ref={passwordRef}
          label="Contraseña"
          name="clave"
          type="password"
          autoComplete="current-password"
          required
          value={credentials.clave}
          onChange={(event) => credentials.setClave(event.target.value)}
        />
        {children}
      </form>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
