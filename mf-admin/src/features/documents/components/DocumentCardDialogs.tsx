import { type AnulacionResponse, aceptacionRequerida, type DocumentSummary } from '@facturador/shared/domain/documents';
import { WhatsappDialog } from '@facturador/shared/ui/whatsapp';
import { AnnulDialog } from './AnnulDialog';
import { ResendMailDialog } from './MailDelivery';

export type CardDialog = 'anular' | 'reenviar-correo' | 'whatsapp';

/** The card's dialogs: 'Anular' (issues #24, 37), 'Reenviar correo' (issue #12) and «Enviar por WhatsApp» (issue 44). */
export function DocumentCardDialogs({
  documento,
  tipo,
  numero,
  fechaEmision,
  open,
  onClose,
  onAnnulled,
  onMailSent,
  onWhatsappSent,
}: {
  documento: DocumentSummary;
  tipo: string;
  numero: string;
  fechaEmision: string;
  open: CardDialog | null;
  onClose: () => void;
  onAnnulled: (estado: AnulacionResponse['estado']) => void;
  onMailSent: (mensaje: string) => void;
  onWhatsappSent: () => void;
}) {
  const { claveAcceso, estado } = documento;
  return (
    <>
      <AnnulDialog
        documento={{
          claveAcceso,
          estado,
          identificacionComprador: documento.contenido.comprador.identificacionComprador,
          fechaEmision,
        }}
        numero={numero}
        requiereAceptacion={aceptacionRequerida(tipo, fechaEmision) !== null}
        open={open === 'anular'}
        onClose={onClose}
        onAnnulled={onAnnulled}
      />
      <ResendMailDialog
        claveAcceso={claveAcceso}
        numero={numero}
        open={open === 'reenviar-correo'}
        onClose={onClose}
        onSent={onMailSent}
      />
      <WhatsappDialog
        claveAcceso={claveAcceso}
        numero={numero}
        telefono={documento.telefonoComprador}
        open={open === 'whatsapp'}
        onClose={onClose}
        onSent={onWhatsappSent}
      />
    </>
  );
}
