import { errorMessage } from '@facturador/shared/api';
import { downloadImportTemplate, type ImportKind, PLANTILLA_ERROR_MESSAGE } from '@facturador/shared/api/imports';
import { secondaryButtonClass } from '@facturador/shared/ui';

/** The template of an import, in CSV and Excel (the API builds it: products get one stock column per warehouse). */
export function TemplateLinks({ kind, onError }: { kind: ImportKind; onError: (message: string | null) => void }) {
  const download = async (formato: 'csv' | 'xlsx') => {
    onError(null);
    try {
      await downloadImportTemplate(kind, formato);
    } catch (failure) {
      onError(errorMessage(failure, PLANTILLA_ERROR_MESSAGE));
    }
  };
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => download('csv')}>
        Descargar plantilla CSV
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => download('xlsx')}>
        Descargar plantilla Excel
      </button>
    </>
  );
}
