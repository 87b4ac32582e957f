import { errorMessage, signUp } from '@facturador/shared/api';
import {
  checkCedulaRuc,
  type RegistroRequestBody,
  RUC_DIGITO_DUDOSO_MESSAGE,
  registroRequestSchema,
} from '@facturador/shared/domain';
import { AREAS } from '@facturador/shared/federation/apps';
import { loggedAtom, sessionStore, startSession } from '@facturador/shared/session';
import {
  type FieldErrors,
  primaryButtonClass,
  repeatedPasswordError,
  TextField,
  validateForm,
} from '@facturador/shared/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AccountFields } from './AccountFields';
import { RegistryFields, type RegistryValues } from './RegistryFields';
import { type signUpFieldsFrom, useRucRegistry } from './useRucRegistry';

type SignUpValues = Required<RegistroRequestBody> & { repetirClave: string };

const EMPTY: SignUpValues = {
  ruc: '',
  razonSocial: '',
  nombreComercial: '',
  dirMatriz: '',
  ciudad: '',
  email: '',
  usuario: '',
  clave: '',
  repetirClave: '',
  regimen: 'GENERAL',
  obligadoContabilidad: false,
};

/** The registry's data: the texts only where still empty, régimen and contabilidad always. */
function fillFromRegistry(current: SignUpValues, found: ReturnType<typeof signUpFieldsFrom>): SignUpValues {
  return {
    ...current,
    razonSocial: current.razonSocial || found.razonSocial,
    nombreComercial: current.nombreComercial || found.nombreComercial,
    dirMatriz: current.dirMatriz || found.dirMatriz,
    regimen: found.regimen,
    obligadoContabilidad: found.obligadoContabilidad,
  };
}

/** Where a new merchant lands: the admin welcome page, whose setup checklist says what to do first. */
export const AFTER_SIGN_UP_PATH = AREAS.admin.basePath;

/** Sign-up (issue #10): a new company on the Gratis plan in PRUEBAS and its first user, signed in at once. */
export function SignUpPage() {
  const navigate = useNavigate();
  const logged = useAtomValue(loggedAtom, { store: sessionStore });
  const signingUp = useRef(false);
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 27: the RUC fills what the SRI's registry knows (only fields still empty for the texts).
  const registry = useRucRegistry((found) => setValues((current) => fillFromRegistry(current, found)));

  // Logged-out only, as /login; except right after the account is created here.
  if (logged && !signingUp.current) return <Navigate to="/" replace />;

  // Issue 25: a company RUC failing modulo 11 is accepted (S.A.S.) but said, as soon as it is complete.
  const rucWarning = /^\d{13}$/.test(values.ruc.trim()) && checkCedulaRuc(values.ruc).warning;

  const field = (name: Exclude<keyof SignUpValues, keyof RegistryValues>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { repetirClave, ...body } = values;
    const { data, errors: invalid } = validateForm(registroRequestSchema, body);
    const repeated = repeatedPasswordError(values.clave, repetirClave);
    if (!data || repeated) {
      setErrors({ ...invalid, ...(repeated ? { repetirClave: repeated } : {}) });
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const token = await signUp(data);
      signingUp.current = true;
      startSession(token);
      navigate(AFTER_SIGN_UP_PATH, { replace: true });
    } catch (failure) {
      // What the screen cannot check itself (409: RUC or usuario taken; 429) concerns the whole form.
      setFormError(errorMessage(failure, 'Error al crear la cuenta'));
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto my-12 w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Cree su cuenta</h1>
      <p className="mt-1 text-sm text-slate-600">
        Empiece gratis en el ambiente de PRUEBAS: 10 comprobantes al mes en PRODUCCIÓN cuando esté listo.
      </p>
      <form noValidate className="mt-6 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
        <TextField
          label="RUC"
          inputMode="numeric"
          maxLength={13}
          autoComplete="off"
          required
          hint={rucWarning ? RUC_DIGITO_DUDOSO_MESSAGE : undefined}
          {...field('ruc')}
          onBlur={(event) => registry.lookup(event.target.value)}
        />
        <TextField label="Razón social" autoComplete="organization" required {...field('razonSocial')} />
        <TextField label="Nombre comercial" hint="Opcional" {...field('nombreComercial')} />
        <TextField label="Dirección matriz" autoComplete="street-address" required {...field('dirMatriz')} />
        <TextField
          label="Ciudad"
          autoComplete="address-level2"
          hint="De la matriz; la bodega principal la toma"
          {...field('ciudad')}
        />
        <RegistryFields value={values} onChange={(next) => setValues((current) => ({ ...current, ...next }))} />
        {registry.notice ? (
          <p role="status" className="text-sm text-emerald-700 sm:col-span-2">
            {registry.notice}
          </p>
        ) : null}
        <AccountFields field={field} />
        {formError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
          >
            {formError}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:col-span-2`}>
          {busy ? 'Creando su cuenta...' : 'Crear cuenta'}
        </button>
      </form>
      <SignInPrompt />
    </section>
  );
}

/** For someone who already has an account: back to /login. */
function SignInPrompt() {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      ¿Ya tiene cuenta?{' '}
      <Link to="/login" className="text-blue-700 underline">
        Inicie sesión
      </Link>
    </p>
  );
}
