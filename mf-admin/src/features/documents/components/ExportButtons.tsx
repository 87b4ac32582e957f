import { errorMessage } from '@facturador/shared/api';
import { EXPORTACION_ERROR_MESSAGE, exportDocuments } from '@facturador/shared/api/reports';
import type { FormatoExportacion } from '@facturador/shared/domain/reports';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import type { DocumentFilterValues } from '../hooks/useDocumentList';

const BUTTONS: { formato: FormatoExportacion; label: string }[] = [
  { formato: 'csv', label: 'Exportar CSV' },
  { formato: 'xlsx', label: 'Exportar Excel' },
];

/** Issue #15: the list as it is filtered now (all its pages), as comprobantes.csv or comprobantes.xlsx. */
export function ExportButtons({
  filters,
  onError,
}: {
  filters: DocumentFilterValues;
  onError: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState<FormatoExportacion | null>(null);

  const run = async (formato: FormatoExportacion) => {
    setBusy(formato);
    onError(null);
    try {
      await exportDocuments(formato, {
        filtro: filters.filtro.trim(),
        fecha_inicio: filters.fecha_inicio,
        fecha_fin: filters.fecha_fin,
        tipo: filters.tipo || undefined,
        atencion: filters.soloAtencion ? 'true' : undefined,
      });
    } catch (failure) {
      onError(errorMessage(failure, EXPORTACION_ERROR_MESSAGE));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {BUTTONS.map(({ formato, label }) => (
        <button
          key={formato}
          type="button"
          className={secondaryButtonClass}
          disabled={busy !== null}
          aria-busy={busy === formato}
          onClick={() => run(formato)}
        >
          {label}
        </button>
      ))}
    </>
  );
}
