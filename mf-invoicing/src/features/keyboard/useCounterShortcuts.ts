import { useEffect, useRef, useState } from 'react';

/**
 * Screen-wide counter keys (issue 25): Ctrl+Enter sends the document when the entry row is empty
 * (the entry row answers, and stops, its own Ctrl+Enter), F2 edits the last added line. Keys
 * inside a dialog belong to the dialog. F4 shows «Datos del cliente por QR» (not on a credit note).
 */
export function useCounterShortcuts(options: {
  entryEmpty: boolean;
  onSend: () => void;
  onEditLastLine: () => void;
  onBuyerCapture?: () => void;
}) {
  const latest = useRef(options);
  latest.current = options;
  // Sent on the next render: a line editor left with Ctrl+Enter commits its value first.
  const [sendRequested, setSendRequested] = useState(false);
  useEffect(() => {
    if (!sendRequested) return;
    setSendRequested(false);
    latest.current.onSend();
  }, [sendRequested]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) return;
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && latest.current.entryEmpty) {
        event.preventDefault();
        if (event.target instanceof HTMLElement) event.target.blur();
        setSendRequested(true);
      } else if (event.key === 'F2') {
        event.preventDefault();
        latest.current.onEditLastLine();
      } else if (event.key === 'F4' && latest.current.onBuyerCapture) {
        event.preventDefault();
        latest.current.onBuyerCapture();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
