import { downloadEstadoDeCuenta, enviarEstadoDeCuenta } from '@facturador/shared/api/receivables';
import { secondaryButtonClass } from '@facturador/shared/ui';

type Props = {
  identificacion: string;
  filters: Parameters<typeof downloadEstadoDeCuenta>[2];
  /** Runs the action; its text (if any) is shown as a notice, a failure as an error. */
  act: (work: () => Promise<string | null>) => void;
  onClose: () => void;
};

/** The statement's downloads (PDF, Excel), e-mail and close buttons. */
export function StatementActions({ identificacion, filters, act, onClose }: Props) {
  return (
    <div className="ml-auto flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => act(() => downloadEstadoDeCuenta(identificacion, 'pdf', filters).then(() => null))}
      >
        Descargar PDF
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => act(() => downloadEstadoDeCuenta(identificacion, 'xlsx', filters).then(() => null))}
      >
        Descargar Excel
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() =>
          act(async () => {
            const sent = await enviarEstadoDeCuenta(identificacion, filters);
            return `${sent.mensaje} a ${sent.destinatarios.join(', ')}`;
          })
        }
      >
        Enviar por correo
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onClose}>
        Cerrar
      </button>
    </div>
  );
}
