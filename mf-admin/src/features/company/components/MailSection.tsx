import { errorMessage, useRemoteData } from '@facturador/shared/api';
import { fetchCorreoEmpresa, updateCorreoEmpresa } from '@facturador/shared/api/mail-settings';
import {
  CORREO_GUARDADO_MESSAGE,
  type CorreoSettings,
  type CorreoUpdate,
  correoUpdateSchema,
} from '@facturador/shared/domain/settings';
import { type FieldErrors, primaryButtonClass, Spinner, TextField, validateForm } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { ErrorBanner } from '../../../common/feedback';
import { cardClass } from '../../../common/styles';
import { MailToggles } from './MailToggles';

/** The low-stock digest only exists where the plan offers it (the API omits it otherwise). */
type MailValues = Required<Omit<CorreoUpdate, 'resumenStockBajo' | 'recordatoriosCobro'>> &
  Pick<CorreoUpdate, 'resumenStockBajo' | 'recordatoriosCobro'>;

/** The password field starts empty: it is write-only, and left empty the stored one stays. */
const valuesOf = (correo: CorreoSettings): MailValues => ({
  enviarEnPruebas: correo.enviarEnPruebas,
  smtpUrl: correo.smtpUrl,
  smtpClave: '',
  remitenteNombre: correo.remitenteNombre,
  remitenteEmail: correo.remitenteEmail,
  ...(correo.resumenStockBajo === undefined ? {} : { resumenStockBajo: correo.resumenStockBajo }),
  ...(correo.recordatoriosCobro === undefined ? {} : { recordatoriosCobro: correo.recordatoriosCobro }),
});

/** 'Correo de facturas': e-mail in PRUEBAS, own SMTP server and sender (Reply-To: the company's e-mail). */
export function MailSection({ companyEmail }: { companyEmail: string }) {
  const { data, error } = useRemoteData('emisor-correo', fetchCorreoEmpresa, 'Error al cargar el correo de facturas');
  return (
    <section aria-labelledby="correo-facturas" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="correo-facturas" className="text-lg font-semibold text-slate-900">
        Correo de facturas
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Los comprobantes autorizados se envían al comprador con el RIDE (PDF) y el XML. Las respuestas llegan a{' '}
        {companyEmail ? <strong>{companyEmail}</strong> : 'el e-mail de la empresa'}.
      </p>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? <MailForm correo={data} /> : null}
    </section>
  );
}

function MailForm({ correo }: { correo: CorreoSettings }) {
  const [stored, setStored] = useState(correo);
  const [values, setValues] = useState<MailValues>(() => valuesOf(correo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof MailValues>(key: K, value: MailValues[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const text = (key: 'smtpUrl' | 'smtpClave' | 'remitenteNombre' | 'remitenteEmail') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validateForm(correoUpdateSchema, values);
    setErrors(invalid ?? {});
    if (!data) return;
    // An empty password field keeps the stored password.
    const { smtpClave, ...rest } = data;
    setSaving(true);
    setFormErrors([]);
    try {
      const next = await updateCorreoEmpresa(smtpClave ? data : rest);
      setStored(next);
      setValues(valuesOf(next));
      setSaved(true);
    } catch (failure) {
      setFormErrors([errorMessage(failure, 'Error al guardar el correo de facturas')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <MailToggles values={values} onChange={set} />
        <TextField
          label="Servidor SMTP propio (URL)"
          placeholder="smtps://usuario@smtp.ejemplo.com:465"
          hint="Vacío: se usa el servidor de correo de Facturador"
          {...text('smtpUrl')}
        />
        <TextField
          label="Contraseña SMTP"
          type="password"
          autoComplete="new-password"
          hint={
            stored.smtpConClave
              ? 'Hay una contraseña guardada (cifrada): déjela vacía para conservarla'
              : 'Se guarda cifrada y no se vuelve a mostrar'
          }
          {...text('smtpClave')}
        />
        <TextField label="Nombre del remitente" hint="Vacío: el nombre comercial" {...text('remitenteNombre')} />
        <TextField
          label="Correo del remitente"
          type="email"
          hint="Vacío: el remitente de Facturador"
          {...text('remitenteEmail')}
        />
      </div>
      <div className="mt-5">
        <FormErrors messages={formErrors} />
      </div>
      <div className="mt-5 flex items-center justify-end gap-4">
        {saved ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {CORREO_GUARDADO_MESSAGE}
          </p>
        ) : null}
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar correo de facturas'}
        </button>
      </div>
    </form>
  );
}
