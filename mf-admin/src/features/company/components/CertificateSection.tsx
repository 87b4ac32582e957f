import { errorMessage, uploadCertificate } from '@facturador/shared/api';
import type { CertificadoInfo } from '@facturador/shared/domain';
import { certificadoNoAcreditadoAviso } from '@facturador/shared/domain/settings';
import { CertificateExpiryNotice, primaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { cardClass } from '../../../common/styles';
import { CurrentCertificate } from './CurrentCertificate';

export const CERTIFICADO_CARGADO_MESSAGE = 'Certificado cargado. Los próximos comprobantes se firmarán con él.';

/** The signing certificate: what is loaded now, and a .p12 with its password to replace it. */
export function CertificateSection({
  certificado,
  onUploaded,
}: {
  certificado: CertificadoInfo | null;
  onUploaded: (certificado: CertificadoInfo) => void;
}) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [clave, setClave] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Issue #24: a certificate from an issuer not accredited in Ecuador serves PRUEBAS only: said at upload.
  const [aviso, setAviso] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!archivo) return setError('Seleccione el archivo .p12 de su firma electrónica.');
    if (!clave) return setError('Ingrese la contraseña de la firma electrónica.');
    setBusy(true);
    setError(null);
    setDone(false);
    setAviso(null);
    try {
      const uploaded = await uploadCertificate(archivo, clave);
      onUploaded(uploaded);
      // The API answers the same `aviso` beside the certificate; the message lives once, in the domain.
      setAviso(uploaded.entidadAcreditada === null ? certificadoNoAcreditadoAviso(uploaded.emisor) : null);
      setDone(true);
      setClave('');
      event.currentTarget?.reset();
      setArchivo(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Error al cargar el certificado'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="certificado" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="certificado" className="text-lg font-semibold text-slate-900">
        Firma electrónica
      </h2>
      <CurrentCertificate certificado={certificado} />
      <div className="mt-3">
        <CertificateExpiryNotice validoHasta={certificado?.validoHasta ?? null} />
      </div>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Archivo .p12"
          type="file"
          accept=".p12,.pfx,application/x-pkcs12"
          onChange={(event) => setArchivo(event.target.files?.[0] ?? null)}
        />
        <TextField
          label="Contraseña de la firma"
          type="password"
          autoComplete="off"
          value={clave}
          onChange={(event) => setClave(event.target.value)}
        />
        <div className="sm:col-span-2">
          <FormErrors messages={error ? [error] : []} />
          {done ? (
            <p role="status" className="text-sm font-medium text-emerald-700">
              {CERTIFICADO_CARGADO_MESSAGE}
            </p>
          ) : null}
          {aviso ? (
            <p
              role="alert"
              className="mt-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {aviso}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? 'Cargando...' : 'Cargar certificado'}
          </button>
        </div>
      </form>
    </section>
  );
}
