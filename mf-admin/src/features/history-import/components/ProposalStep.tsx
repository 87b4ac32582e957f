import type {
  ConfirmarImportacion,
  ImportacionHistorial,
  PropuestaImportacion,
} from '@facturador/shared/domain/imports';
import { primaryButtonClass } from '@facturador/shared/ui';
import type { ChoiceSet, Choices } from '../hooks/useProposalChoices';
import type { Paso } from '../texts';
import { NumberingStep } from './NumberingStep';
import { ReviewStep } from './ReviewStep';
import { SummaryStep } from './SummaryStep';

function Continue({ onClick }: { onClick: () => void }) {
  return (
    <div className="flex justify-end">
      <button type="button" className={primaryButtonClass} onClick={onClick}>
        Continuar
      </button>
    </div>
  );
}

/** The steps about the proposal of an import that is `lista` (or confirmed): numbering, review, summary. */
export function ProposalStep({
  paso,
  importacion,
  propuesta,
  choices,
  body,
  blocked,
  busy,
  onSiguiente,
  onToggle,
  onConfirm,
  onNext,
}: {
  paso: Extract<Paso, 'numeracion' | 'clientes' | 'resumen'>;
  importacion: ImportacionHistorial;
  propuesta: PropuestaImportacion;
  choices: Choices;
  body: ConfirmarImportacion;
  blocked: string | null;
  busy: boolean;
  onSiguiente: (key: string, value: string) => void;
  onToggle: (set: ChoiceSet, key: string, checked: boolean) => void;
  onConfirm: () => void;
  onNext: (paso: Paso) => void;
}) {
  // Once confirmed the choices are what was applied: shown, no longer editable.
  const confirmada = importacion.estado === 'confirmada';
  switch (paso) {
    case 'numeracion':
      return (
        <>
          <NumberingStep
            secuenciales={propuesta.secuenciales}
            siguientes={choices.siguientes}
            disabled={confirmada}
            onChange={onSiguiente}
          />
          <Continue onClick={() => onNext('clientes')} />
        </>
      );
    case 'clientes':
      return (
        <>
          <ReviewStep propuesta={propuesta} choices={choices} disabled={confirmada} onToggle={onToggle} />
          <Continue onClick={() => onNext('resumen')} />
        </>
      );
    case 'resumen':
      return <SummaryStep importacion={importacion} body={body} blocked={blocked} busy={busy} onConfirm={onConfirm} />;
  }
}
