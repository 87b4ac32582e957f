import { fetchPersona } from '@facturador/shared/api';
import { CONSUMIDOR_FINAL_IDENTIFICACION } from '@facturador/shared/domain';
import { ENVIAR_WHATSAPP_LABEL, ENVIOS_WHATSAPP_LABEL, type EnvioWhatsapp } from '@facturador/shared/domain/whatsapp';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { WhatsappDialog } from '@facturador/shared/ui/whatsapp';
import { useState } from 'react';

/** `+593 99 123 4567` of a wa.me number. */
function celularLegible(numero: string): string {
  const match = /^593(\d{2})(\d{3})(\d{4})$/.exec(numero);
  return match ? `+593 ${match[1]} ${match[2]} ${match[3]}` : numero;
}

/**
 * «Enviar por WhatsApp» after emission (issue 44): the dialog starts from the registered buyer's
 * phone (GET /api/persona), and what was sent is said under the button.
 */
export function IssuedWhatsapp({
  claveAcceso,
  numero,
  identificacion,
}: {
  claveAcceso: string;
  numero: string;
  /** The buyer's cédula/RUC: their registered phone, if any, is the default. */
  identificacion: string;
}) {
  const [open, setOpen] = useState(false);
  const [telefono, setTelefono] = useState<string | null>(null);
  const [enviado, setEnviado] = useState<EnvioWhatsapp | null>(null);

  function openDialog() {
    setOpen(true);
    if (telefono !== null || identificacion === CONSUMIDOR_FINAL_IDENTIFICACION) return;
    fetchPersona(identificacion)
      .then(({ data }) => setTelefono(data?.telefono ?? ''))
      // Without it the clerk types the number.
      .catch(() => setTelefono(''));
  }

  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={openDialog}>
        {ENVIAR_WHATSAPP_LABEL}
      </button>
      {enviado ? (
        <p role="status" className="basis-full text-sm text-emerald-700">
          {ENVIOS_WHATSAPP_LABEL}: {celularLegible(enviado.telefono)}
        </p>
      ) : null}
      <WhatsappDialog
        claveAcceso={claveAcceso}
        numero={numero}
        telefono={telefono}
        open={open}
        onClose={() => setOpen(false)}
        onSent={(envio) => {
          setOpen(false);
          setEnviado(envio);
        }}
      />
    </>
  );
}
