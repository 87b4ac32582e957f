/**
 * The access key as a CODE128 barcode (SRI-NOTES §5). jsbarcode encodes it into its bar pattern
 * (its "object" target works the same in the browser and in Node); the PDF draws the bars as vector
 * rectangles, so they stay sharp at any zoom and on any printer.
 */

/** Spec 02 §8 "Barcode drawing errors", in Spanish. */
export type BarcodeErrorKind = 'entrada-invalida' | 'elemento-no-soportado' | 'sin-elemento';

export class BarcodeError extends Error {
  constructor(
    readonly kind: BarcodeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BarcodeError';
  }
}

export const BARCODE_ERROR_MESSAGES: Record<BarcodeErrorKind, (value: string) => string> = {
  'entrada-invalida': (value) => `"${value}" no es un valor válido para el código de barras CODE128`,
  'elemento-no-soportado': () => 'Tipo de elemento no soportado para dibujar el código de barras',
  'sin-elemento': () => 'No hay ningún elemento donde dibujar el código de barras',
};

/** The CODE128 modules of `value`: `1` a dark module, `0` a light one (quiet zones not included). */
export async function code128Modules(value: string): Promise<string> {
  const { default: JsBarcode } = await import('jsbarcode');
  const target: { encodings?: { data: string }[] } = {};
  try {
    JsBarcode(target, value, { format: 'CODE128' });
  } catch (error) {
    throw toBarcodeError(error, value);
  }
  const modules = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  if (!modules) throw new BarcodeError('sin-elemento', BARCODE_ERROR_MESSAGES['sin-elemento'](value));
  return modules;
}

/** jsbarcode throws its exceptions by name (invalid input even as a bare string). */
function toBarcodeError(error: unknown, value: string): BarcodeError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidElementException')
    return new BarcodeError('elemento-no-soportado', BARCODE_ERROR_MESSAGES['elemento-no-soportado'](value));
  if (name === 'NoElementException')
    return new BarcodeError('sin-elemento', BARCODE_ERROR_MESSAGES['sin-elemento'](value));
  return new BarcodeError('entrada-invalida', BARCODE_ERROR_MESSAGES['entrada-invalida'](value));
}

/** Runs of dark modules as `[start, length]` pairs: one rectangle each. */
export function darkRuns(modules: string): [start: number, length: number][] {
  const runs: [number, number][] = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index ?? 0, match[0].length]);
  return runs;
}
