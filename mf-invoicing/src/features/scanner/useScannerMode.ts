import { useCallback, useState } from 'react';

/** Per browser, not per user: it describes the counter's hardware (a barcode scanner or not). */
const STORAGE_KEY = 'facturador.modoEscaner';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Scanner mode (issue 13): off by default so the spec's Enter order is what a new browser gets. */
export function useScannerMode() {
  const [enabled, setEnabled] = useState(readStored);
  const toggle = useCallback((next: boolean) => {
    setEnabled(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Private mode or full storage: the choice lasts for this page only.
    }
  }, []);
  return { enabled, toggle };
}
