import { errorMessage, uploadLogo } from '@facturador/shared/api';
import { LOGO_GRANDE_MESSAGE, LOGO_MAX_BYTES, LOGO_MAX_LADO } from '@facturador/shared/domain';
import { primaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { cardClass } from '../../../common/styles';

/** The logo printed on the RIDE (without one the RIDE says 'NO TIENE LOGO'), with its preview. */
export function LogoSection({ logo, onUploaded }: { logo: string | null; onUploaded: (logo: string) => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!archivo) return setError('Seleccione una imagen PNG o JPEG.');
    // Said before the upload; the API checks it again along with the format and the dimensions.
    if (archivo.size > LOGO_MAX_BYTES) return setError(LOGO_GRANDE_MESSAGE);
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadLogo(archivo));
      event.currentTarget?.reset();
      setArchivo(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Error al cargar el logo'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="logo" className={`${cardClass} p-5 sm:p-6`}>
      <h2 id="logo" className="text-lg font-semibold text-slate-900">
        Logo
      </h2>
      <div className="mt-3 flex h-28 w-56 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50">
        {logo ? (
          <img src={logo} alt="Logo de la empresa" className="max-h-24 max-w-52 object-contain" />
        ) : (
          <span className="text-sm text-slate-500">NO TIENE LOGO</span>
        )}
      </div>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label="Imagen del logo"
          type="file"
          accept="image/png,image/jpeg"
          hint={`PNG o JPEG, hasta 300 KB y ${LOGO_MAX_LADO} × ${LOGO_MAX_LADO} píxeles`}
          onChange={(event) => setArchivo(event.target.files?.[0] ?? null)}
        />
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? 'Cargando...' : 'Cargar logo'}
        </button>
      </form>
      <div className="mt-3">
        <FormErrors messages={error ? [error] : []} />
      </div>
    </section>
  );
}
