import type { UserInfo } from '@facturador/shared/domain';
import { type RefObject, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { InvoiceForm } from '../features/invoice-form/state/form-state';
import type { ReceiptInput as Receipt } from '../features/receipt-printing/print-receipt';
import { useSubmitDocument } from '../features/submit/hooks/useSubmitDocument';
import { loadReceiptPrinting } from './receipt-printing-loader';

/**
 * Sending at the counter: the submit flow of spec 01 §4, the receipt printed on reception (and
 * again on demand), and then the next customer.
 */
export function useCounterSubmit(options: {
  user: UserInfo;
  form: InvoiceForm;
  original: { importeTotal: number } | null;
  idempotencyKeys: Parameters<typeof useSubmitDocument>[0]['idempotencyKeys'];
  onWarning: (message: string) => void;
  /** Step 5: a clean form for the next customer. */
  nextCustomer: () => void;
  numeroRef: RefObject<HTMLInputElement | null>;
}) {
  const { user, nextCustomer, numeroRef } = options;
  const [lastReceipt, setLastReceipt] = useState<Receipt | null>(null);

  const issued = ({ claveAcceso, payload }: { claveAcceso: string; payload: Receipt['payload'] }) => {
    const receipt = { razonSocial: user.razonSocial, claveAcceso, payload, fecha: new Date() };
    setLastReceipt(receipt);
    void loadReceiptPrinting().then(({ printReceipt }) => printReceipt(receipt));
    nextCustomer();
  };

  const submit = useSubmitDocument({
    form: options.form,
    creditNote: options.original,
    onWarning: options.onWarning,
    idempotencyKeys: options.idempotencyKeys,
    onReceived: issued,
    // On its way (issue 25): the document exists and the customer leaves with its receipt.
    onPending: issued,
  });

  const closeSubmitDialog = submit.close;
  const onReceivedClosed = useCallback(() => {
    // Once the dialog has given the focus back to 'Enviar': on to the next customer's number.
    flushSync(closeSubmitDialog);
    numeroRef.current?.focus();
  }, [closeSubmitDialog, numeroRef]);

  const printAgain = async () =>
    lastReceipt
      ? (await loadReceiptPrinting()).printReceiptAgain(lastReceipt)
      : { ok: false, message: 'No hay comprobante que imprimir.' };

  return { submit, lastReceipt, onReceivedClosed, printAgain };
}
