import { IMPORTACION_DOCUMENTOS_MAX_BYTES, IMPORTACION_GRANDE_MESSAGE } from '@facturador/shared/domain/imports';
import { labelClass, primaryButtonClass, secondaryButtonClass, TextAreaField } from '@facturador/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { ARCHIVOS_LABEL, CLAVES_LABEL } from '../texts';

/** The claves typed or pasted, one per line (blank lines and spaces around them ignored). */
export const clavesDe = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What to import: the authorized XMLs issued elsewhere (many files, ZIPs of them, the folder the SRI's
 * Facturador exports), or claves de acceso the SRI's authorization service gives the XML of.
 */
export function UploadForms({
  busy,
  onFiles,
  onKeys,
}: {
  busy: boolean;
  onFiles: (archivos: File[]) => void;
  onKeys: (claves: string[]) => void;
}) {
  const archivosId = useId();
  const [archivos, setArchivos] = useState<File[]>([]);
  const [claves, setClaves] = useState('');
  const grande = archivos.reduce((bytes, archivo) => bytes + archivo.size, 0) > IMPORTACION_DOCUMENTOS_MAX_BYTES;

  const sendFiles = (event: FormEvent) => {
    event.preventDefault();
    if (archivos.length > 0 && !grande) onFiles(archivos);
  };
  const sendKeys = (event: FormEvent) => {
    event.preventDefault();
    const lista = clavesDe(claves);
    if (lista.length > 0) onKeys(lista);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={sendFiles} className="flex flex-col gap-2">
        <label htmlFor={archivosId} className={labelClass}>
          {ARCHIVOS_LABEL}
        </label>
        <input
          id={archivosId}
          type="file"
          multiple
          accept=".xml,.zip"
          aria-describedby={`${archivosId}-hint`}
          className="block w-full text-sm text-slate-700"
          onChange={(event) => setArchivos([...(event.target.files ?? [])])}
        />
        <p id={`${archivosId}-hint`} className="text-xs text-slate-500">
          Los XML autorizados que emitió (facturas, notas de crédito y de débito, retenciones, guías, liquidaciones), o
          un ZIP con ellos, hasta 64 MB. Cada uno se verifica: firma, RUC de su empresa y autorización del SRI.
        </p>
        {grande ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {IMPORTACION_GRANDE_MESSAGE}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            className={primaryButtonClass}
            disabled={busy || archivos.length === 0 || grande}
            aria-busy={busy}
          >
            Importar comprobantes
          </button>
        </div>
      </form>
      <form onSubmit={sendKeys} className="flex flex-col gap-2">
        <TextAreaField
          label={CLAVES_LABEL}
          rows={5}
          value={claves}
          spellCheck={false}
          hint="Las 49 cifras de cada comprobante: se descarga su XML autorizado del SRI."
          onChange={(event) => setClaves(event.target.value)}
        />
        <div>
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={busy || clavesDe(claves).length === 0}
            aria-busy={busy}
          >
            Traer del SRI
          </button>
        </div>
      </form>
    </div>
  );
}
