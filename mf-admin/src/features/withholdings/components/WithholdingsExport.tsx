import { errorMessage } from '@facturador/shared/api';
import { exportReceivedWithholdings, RETENCIONES_EXPORTAR_ERROR_MESSAGE } from '@facturador/shared/api/withholdings';
import { secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { useState } from 'react';

const BUTTONS = [
  { formato: 'csv', label: 'Exportar CSV' },
  { formato: 'xlsx', label: 'Exportar Excel' },
] as const;

/** The year's retenciones received, one row per withholding, for the accountant (CSV or Excel). */
export function WithholdingsExport({ onError }: { onError: (message: string | null) => void }) {
  const [anio, setAnio] = useState(String(new Date().getFullYear()));
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  const run = async (formato: 'csv' | 'xlsx') => {
    setBusy(formato);
    onError(null);
    try {
      await exportReceivedWithholdings(Number(anio), formato);
    } catch (failure) {
      onError(errorMessage(failure, RETENCIONES_EXPORTAR_ERROR_MESSAGE));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex items-end gap-2">
      <TextField
        label="Año"
        inputMode="numeric"
        className="w-24"
        value={anio}
        onChange={(event) => setAnio(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      {BUTTONS.map(({ formato, label }) => (
        <button
          key={formato}
          type="button"
          className={secondaryButtonClass}
          disabled={busy !== null || anio.length !== 4}
          aria-busy={busy === formato}
          onClick={() => run(formato)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
