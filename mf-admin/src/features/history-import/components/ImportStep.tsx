import type { ImportacionHistorial } from '@facturador/shared/domain/imports';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { ImportProgressBar, ImportResults } from './ImportProgress';
import { UploadForms } from './UploadForms';

/**
 * «Comprobantes»: the upload while no import is open; then its progress (the server imports in the
 * background) and, once `lista`, what became of each file and the way on to the proposal.
 */
export function ImportStep({
  importacion,
  busy,
  pollFailed,
  onFiles,
  onKeys,
  onRetry,
  onNext,
}: {
  importacion: ImportacionHistorial | null;
  busy: boolean;
  /** A progress question failed: offer to ask again. */
  pollFailed: boolean;
  onFiles: (archivos: File[]) => void;
  onKeys: (claves: string[]) => void;
  onRetry: () => void;
  onNext: () => void;
}) {
  if (!importacion || importacion.estado === 'confirmada') {
    return <UploadForms busy={busy} onFiles={onFiles} onKeys={onKeys} />;
  }
  const procesando = importacion.estado === 'procesando';
  return (
    <>
      {procesando ? (
        <>
          <ImportProgressBar importacion={importacion} />
          <p className="text-sm text-slate-600">
            Puede cerrar esta página: la importación sigue en el servidor y la retomará al volver.
          </p>
        </>
      ) : null}
      {procesando && pollFailed ? (
        <div>
          <button type="button" className={secondaryButtonClass} onClick={onRetry}>
            Volver a consultar
          </button>
        </div>
      ) : null}
      <ImportResults importacion={importacion} />
      {!procesando && importacion.propuesta ? (
        <div className="flex justify-end">
          <button type="button" className={primaryButtonClass} onClick={onNext}>
            Continuar
          </button>
        </div>
      ) : null}
    </>
  );
}
