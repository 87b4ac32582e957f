import { secondaryButtonClass } from '@facturador/shared/ui';
import { BORRADOR_RECUPERADO_MESSAGE } from './useInvoiceDraft';

const timeFormat = new Intl.DateTimeFormat('es-EC', { dateStyle: 'short', timeStyle: 'short' });

/** One final period, also after '… p. m.' (issue 25). */
const withPeriod = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** Says that the form on screen is a restored draft, with the choice to start over. */
export function DraftRestoredNotice({
  savedAt,
  onKeep,
  onDiscard,
}: {
  savedAt: Date;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>
        {BORRADOR_RECUPERADO_MESSAGE} Guardado: {withPeriod(timeFormat.format(savedAt))}
      </p>
      <div className="flex gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onKeep}>
          Continuar
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDiscard}>
          Descartar borrador
        </button>
      </div>
    </div>
  );
}
