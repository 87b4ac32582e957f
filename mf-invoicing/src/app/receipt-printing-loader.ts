/**
 * Printing a sale's receipt (after the document is sent), downloaded on demand with the deferred
 * dialogs (deferred-dialogs.tsx) and imported from here by the submit flow, so the two stay apart.
 */
export const loadReceiptPrinting = () => import('../features/receipt-printing/print-receipt');
