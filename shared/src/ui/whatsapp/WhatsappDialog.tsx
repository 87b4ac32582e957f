import { errorMessage } from '@facturador/shared/api';
import { enviarPorWhatsapp } from '@facturador/shared/api/whatsapp';
import {
  ABRIR_WHATSAPP_LABEL,
  celularSugerido,
  ENVIAR_WHATSAPP_TITLE,
  type EnvioWhatsapp,
  normalizarCelular,
  TELEFONO_WHATSAPP_HINT,
  TELEFONO_WHATSAPP_LABEL,
  WHATSAPP_ERROR_MESSAGE,
} from '@facturador/shared/domain/whatsapp';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../fields';
import { Modal } from '../Modal';
import { primaryButtonClass, secondaryButtonClass } from '../styles';

/**
 * «Enviar por WhatsApp» (issue 44): the buyer's mobile number (prefilled from their registered phone),
 * then the API records the send and answers the wa.me link, opened in a new tab. Used on the cards of
 * Mis Comprobantes and after emission on /nueva-factura.
 */
export function WhatsappDialog({
  claveAcceso,
  numero,
  telefono,
  open,
  onClose,
  onSent,
}: {
  claveAcceso: string;
  /** `001-001-000000123`, in the title. */
  numero: string;
  /** The buyer's registered phone, when known: the field's default if it is a mobile. */
  telefono?: string | null;
  open: boolean;
  onClose: () => void;
  onSent: (envio: EnvioWhatsapp) => void;
}) {
  const formId = useId();
  const field = useRef<HTMLInputElement>(null);
  const telefonoRef = useRef(telefono);
  const [numeroTelefono, setNumeroTelefono] = useState(() => celularSugerido(telefono));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from the buyer's phone; one that arrives later fills the field only while it is empty.
  useEffect(() => {
    if (!open) return;
    setNumeroTelefono(celularSugerido(telefonoRef.current));
    setError(null);
  }, [open]);
  useEffect(() => {
    telefonoRef.current = telefono;
    setNumeroTelefono((current) => current || celularSugerido(telefono));
  }, [telefono]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normalizarCelular(numeroTelefono);
    if (!checked.ok) {
      setError(checked.mensaje);
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { url, envio } = await enviarPorWhatsapp(claveAcceso, numeroTelefono);
      window.open(url, '_blank', 'noopener');
      onSent(envio);
    } catch (failure) {
      setError(errorMessage(failure, WHATSAPP_ERROR_MESSAGE));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={`${ENVIAR_WHATSAPP_TITLE} ${numero}`}
      open={open}
      onClose={onClose}
      initialFocusRef={field}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={formId} className={primaryButtonClass} disabled={sending}>
            {sending ? 'Preparando...' : ABRIR_WHATSAPP_LABEL}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm">
          Se abrirá WhatsApp con un mensaje para el cliente: el número del comprobante, el total y el enlace para ver y
          descargar el RIDE.
        </p>
        <TextField
          ref={field}
          label={TELEFONO_WHATSAPP_LABEL}
          hint={TELEFONO_WHATSAPP_HINT}
          error={error ?? undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="099 123 4567"
          value={numeroTelefono}
          onChange={(event) => {
            setNumeroTelefono(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
