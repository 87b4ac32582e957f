import { errorMessage } from '@facturador/shared/api';
import { reenviarCorreo } from '@facturador/shared/api/admin-documents';
import {
  DESTINATARIO_INVALIDO_MESSAGE,
  type EntregaCorreo,
  ESTADO_CORREO_LABEL,
  type EstadoCorreo,
  OTRO_DESTINATARIO_LABEL,
  REENVIAR_CORREO_LABEL,
  reenviarCorreoBodySchema,
  sinEnviosMotivo,
  splitDirecciones,
} from '@facturador/shared/domain/documents';
import { Modal, primaryButtonClass, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { Badge, ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';

const ESTADO_CORREO_TONE = { PENDIENTE: 'amber', ENVIADO: 'green', FALLÓ: 'red' } as const satisfies Record<
  EstadoCorreo,
  string
>;

/** 'Estado del correo' on a card: the last message's state, to whom and when, and why it failed. */
export function MailDeliveryStatus({
  correos,
  documento,
}: {
  correos: EntregaCorreo[];
  /** Says why there is no message yet (issue 25). */
  documento?: { estado: string; ambiente: number };
}) {
  const ultimo = correos.at(-1);
  return (
    <div className="col-span-2">
      <dt className="text-xs text-slate-500">{ESTADO_CORREO_LABEL}</dt>
      <dd className="mt-0.5 text-sm">
        {ultimo ? (
          <>
            <Badge tone={ESTADO_CORREO_TONE[ultimo.estado]}>{ultimo.estado}</Badge>{' '}
            <span className="break-all">{ultimo.destinatarios.join(', ')}</span>{' '}
            <span className="tabular-nums text-slate-500">{formatDateTime(ultimo.enviadoEn ?? ultimo.fecha)}</span>
            {ultimo.motivo && ultimo.estado !== 'ENVIADO' ? (
              <span className="mt-1 block text-xs text-red-700">{ultimo.motivo}</span>
            ) : null}
            {correos.length > 1 ? (
              <span className="mt-1 block text-xs text-slate-500">{correos.length} envíos</span>
            ) : null}
          </>
        ) : (
          <>
            <span className="text-slate-500">Sin envíos</span>
            {documento ? <span className="mt-1 block text-xs text-slate-500">{sinEnviosMotivo(documento)}</span> : null}
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * The 'Reenviar correo' dialog: one more message with the RIDE and the XML, to the buyer or to the
 * addresses typed in its optional field. `onSent` gets the API's confirmation.
 */
export function ResendMailDialog({
  claveAcceso,
  numero,
  open,
  onClose,
  onSent,
}: {
  claveAcceso: string;
  numero: string;
  open: boolean;
  onClose: () => void;
  onSent: (mensaje: string) => void;
}) {
  const formId = useId();
  const [otra, setOtra] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const direcciones = splitDirecciones(otra);
    const checked = reenviarCorreoBodySchema.safeParse(direcciones.length ? { destinatarios: direcciones } : {});
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? DESTINATARIO_INVALIDO_MESSAGE);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { mensaje } = await reenviarCorreo(claveAcceso, checked.data.destinatarios);
      setOtra('');
      onSent(mensaje);
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo reenviar el correo'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={`${REENVIAR_CORREO_LABEL} ${numero}`}
      open={open}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className={primaryButtonClass} disabled={sending}>
            {sending ? 'Enviando...' : 'Enviar'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm">
          Se enviará una vez más el RIDE (PDF) y el XML autorizado al correo del comprador, o a las direcciones que
          escriba aquí.
        </p>
        <TextField
          label={OTRO_DESTINATARIO_LABEL}
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder="cliente@ejemplo.com"
          value={otra}
          onChange={(event) => setOtra(event.target.value)}
        />
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      </form>
    </Modal>
  );
}
