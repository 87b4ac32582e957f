import { errorMessage } from '@facturador/shared/api';
import { IMPORTACION_ERROR_MESSAGE, type ImportKind, importSheet } from '@facturador/shared/api/imports';
import type { ImportacionResponse } from '@facturador/shared/domain/imports';
import { labelClass, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { ImportPreview } from './components/ImportPreview';
import { TemplateLinks } from './components/TemplateLinks';

const PAGES: Record<ImportKind, { title: string; subtitle: string; keyLabel: string; done: string }> = {
  productos: {
    title: 'Importar productos',
    subtitle:
      'Cargue su catálogo desde un CSV (separado por ; o ,) o un Excel con los títulos de la plantilla. ' +
      'Los productos con un código ya registrado se actualizan; el stock de cada almacén entra como un movimiento de entrada.',
    keyLabel: 'Código',
    done: 'Productos importados',
  },
  clientes: {
    title: 'Importar clientes',
    subtitle:
      'Cargue sus clientes desde un CSV o un Excel con los títulos de la plantilla: la pantalla de facturación los encontrará por su identificación.',
    keyLabel: 'Identificación',
    done: 'Clientes importados',
  },
};

/** Issue 27: upload a sheet, review the preview (refused rows with their reasons), confirm. */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const page = PAGES[kind];
  const [archivo, setArchivo] = useState<File | null>(null);
  const [result, setResult] = useState<ImportacionResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (confirmar: boolean) => {
    if (!archivo) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await importSheet(kind, archivo, confirmar));
    } catch (failure) {
      setError(errorMessage(failure, IMPORTACION_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };
  const importable = result && !result.aplicado && result.crear.length + result.actualizar.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        actions={<TemplateLinks kind={kind} onError={setError} />}
      />
      <form
        onSubmit={preview}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="archivo-importacion" className={labelClass}>
            Archivo (CSV o Excel)
          </label>
          <input
            id="archivo-importacion"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="block w-full text-sm"
            onChange={(event) => {
              setArchivo(event.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={!archivo || busy} aria-busy={busy}>
          Revisar archivo
        </button>
      </form>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {result?.aplicado && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
        >
          {page.done}: {result.crear.length} creados, {result.actualizar.length} actualizados.
        </p>
      )}
      {result && <ImportPreview result={result} keyLabel={page.keyLabel} />}
      {importable && (
        <div>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={busy}
            aria-busy={busy}
            onClick={() => run(true)}
          >
            Confirmar importación
          </button>
        </div>
      )}
    </div>
  );
}

export const ProductImportPage = () => <ImportPage kind="productos" />;
export const CustomerImportPage = () => <ImportPage kind="clientes" />;
