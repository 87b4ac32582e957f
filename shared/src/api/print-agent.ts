import {
  agenteNoDisponibleMessage,
  DEFAULT_IMPRESORA,
  IMPRIMIR_COMPROBANTE_KEY,
  NOMBRE_IMPRESORA_KEY,
  SERIAL_IMPRESORA_KEY,
} from '@facturador/shared/domain';
import { runtimeConfig } from './runtime-config';

/** The counter PC's printing settings, kept in this browser (spec 01 §9 reads them from localStorage). */
export interface CounterPrinterSettings {
  imprimirComprobante: boolean;
  nombreImpresora: string;
}

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export function readCounterPrinter(): CounterPrinterSettings {
  return {
    imprimirComprobante: read(IMPRIMIR_COMPROBANTE_KEY) === 'true',
    nombreImpresora: read(NOMBRE_IMPRESORA_KEY) || DEFAULT_IMPRESORA,
  };
}

export function saveCounterPrinter(settings: CounterPrinterSettings): void {
  window.localStorage.setItem(IMPRIMIR_COMPROBANTE_KEY, settings.imprimirComprobante ? 'true' : 'false');
  window.localStorage.setItem(NOMBRE_IMPRESORA_KEY, settings.nombreImpresora.trim() || DEFAULT_IMPRESORA);
}

/** What the agent answered (`{ok, message}`), or why it could not be asked. */
export interface PrintAnswer {
  ok: boolean;
  message: string;
}

export function printAgentUrl(): string {
  return `${runtimeConfig().printAgentUrl.replace(/\/$/, '')}/imprimir`;
}

/**
 * POST {printAgentUrl}/imprimir: the text, then a cut (argument 1), as JSON in a text/plain body as
 * the ESC/POS plugin's own client sends it (no CORS preflight).
 */
export async function printText(
  texto: string,
  nombreImpresora = readCounterPrinter().nombreImpresora,
): Promise<PrintAnswer> {
  const url = printAgentUrl();
  const job = {
    serial: read(SERIAL_IMPRESORA_KEY) ?? '',
    nombreImpresora,
    operaciones: [
      { nombre: 'EscribirTexto', argumentos: [texto] },
      { nombre: 'Corte', argumentos: [1] },
    ],
  };
  try {
    const response = await fetch(url, { method: 'POST', body: JSON.stringify(job) });
    const answer = (await response.json().catch(() => null)) as Partial<PrintAnswer> | null;
    return {
      ok: response.ok && answer?.ok !== false,
      message: answer?.message || `${response.status} ${response.statusText}`,
    };
  } catch {
    return { ok: false, message: agenteNoDisponibleMessage(url.replace(/\/imprimir$/, '')) };
  }
}
