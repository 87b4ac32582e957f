import { notaCreditoViolation } from '@facturador/shared/domain/documents';
import { Modal, ShellLink, secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';

/**
 * 'Nota de Crédito' (spec 02 §4): opens the credit note form, or, when the 2025 rules refuse a note
 * on this invoice (consumidor final), explains why instead of opening it.
 */
export function CreditNoteAction({
  claveAcceso,
  identificacionComprador,
  fechaEmision,
}: {
  claveAcceso: string;
  identificacionComprador: string;
  fechaEmision: string;
}) {
  const [open, setOpen] = useState(false);
  const refused = notaCreditoViolation({ identificacionComprador, fechaEmision });
  if (!refused) {
    return (
      <ShellLink to={`/nueva-factura?claveAcceso=${claveAcceso}&esNotaDeCredito=true`} className={secondaryButtonClass}>
        Nota de Crédito
      </ShellLink>
    );
  }
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        Nota de Crédito
      </button>
      <Modal
        title="Nota de Crédito no permitida"
        open={open}
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
            Cerrar
          </button>
        }
      >
        <p role="alert" className="text-sm">
          {refused}
        </p>
      </Modal>
    </>
  );
}
