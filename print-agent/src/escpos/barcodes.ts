import { JobValidationError } from './arguments';

/**
 * One-dimensional symbologies printed natively with `GS k m n d1..dn` (function B types).
 * The plugin draws barcodes as images; a native symbol is sharper and smaller on the wire.
 */
export interface Symbology {
  label: string;
  /** `GS k` function B type code. */
  type: number;
  /** Returns the data to send, or throws a Spanish message. */
  prepare(content: string): string;
  /** Approximate symbol width in modules, to fit the plugin's `ancho` (dots) with a module width of 2-6. */
  modules(data: string): number;
}

const digitsOnly = /^\d+$/;

function requireDigits(content: string, lengths: number[], label: string): void {
  if (!digitsOnly.test(content) || !lengths.includes(content.length)) {
    throw new JobValidationError(`el contenido de ${label} debe tener ${lengths.join(' u ')} dígitos.`);
  }
}

/** GS1 check digit (EAN-13, EAN-8, UPC-A): weights 3 and 1 from the right. */
export function gs1CheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const digit = Number(payload[payload.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function requireCheckDigit(content: string, fullLength: number, label: string): void {
  if (content.length !== fullLength) return;
  const expected = gs1CheckDigit(content.slice(0, -1));
  if (Number(content.at(-1)) !== expected) {
    throw new JobValidationError(`el dígito verificador de ${label} es incorrecto (debería ser ${expected}).`);
  }
}

function requireCharset(content: string, pattern: RegExp, label: string, allowed: string): void {
  if (content.length === 0 || !pattern.test(content)) {
    throw new JobValidationError(`el contenido de ${label} solo admite ${allowed}.`);
  }
}

function requireFits(data: string, label: string, extra = 0): void {
  if (data.length + extra > 255) throw new JobValidationError(`el contenido de ${label} es demasiado largo.`);
}

export const CODE39_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';

/** Code 39 full ASCII: every ASCII character written with one or two basic Code 39 characters. */
export function code39FullAscii(content: string): string {
  let out = '';
  for (const char of content) {
    const code = char.charCodeAt(0);
    if (code > 127 || char.length !== 1) {
      throw new JobValidationError('el contenido de Code39 en modo ASCII completo solo admite caracteres ASCII.');
    }
    out += code39FullAsciiPair(code);
  }
  return out;
}

function code39FullAsciiPair(code: number): string {
  const char = String.fromCharCode(code);
  if (/[0-9A-Z \-.]/.test(char)) return char;
  if (code === 0) return '%U';
  if (code <= 26) return `$${String.fromCharCode(64 + code)}`;
  if (code <= 31) return `%${String.fromCharCode(65 + code - 27)}`;
  if (code >= 33 && code <= 47) return `/${String.fromCharCode(65 + code - 33)}`;
  if (code === 58) return '/Z';
  if (code >= 59 && code <= 63) return `%${String.fromCharCode(70 + code - 59)}`;
  if (code === 64) return '%V';
  if (code >= 91 && code <= 95) return `%${String.fromCharCode(75 + code - 91)}`;
  if (code === 96) return '%W';
  if (code >= 97 && code <= 122) return `+${String.fromCharCode(code - 32)}`;
  if (code >= 123 && code <= 126) return `%${String.fromCharCode(80 + code - 123)}`;
  return '%T'; // DEL
}

/** Modulo 43 check character of Code 39. */
export function code39CheckCharacter(data: string): string {
  let sum = 0;
  for (const char of data) sum += CODE39_CHARSET.indexOf(char);
  return CODE39_CHARSET[sum % 43]!;
}

export function prepareCode39(content: string, withCheck: boolean, fullAscii: boolean): string {
  const data = fullAscii ? code39FullAscii(content) : content;
  if (!fullAscii)
    requireCharset(data, /^[0-9A-Z\-. $/+%]+$/, 'Code39', 'dígitos, letras mayúsculas, espacio y - . $ / + %');
  const withDigit = withCheck ? data + code39CheckCharacter(data) : data;
  requireFits(withDigit, 'Code39');
  return withDigit;
}

export const symbologies = {
  Code128: {
    label: 'Code128',
    type: 73,
    prepare(content) {
      requireCharset(content, /^[\x20-\x7e]+$/, 'Code128', 'caracteres ASCII imprimibles');
      // In ESC/POS CODE128 data "{" selects a code set: a literal brace is written twice.
      const data = content.replaceAll('{', '{{');
      requireFits(data, 'Code128', 2);
      return data;
    },
    modules: (data) => 11 * (data.length + 3) + 2,
  },
  Ean: {
    label: 'EAN-13',
    type: 67,
    prepare(content) {
      requireDigits(content, [12, 13], 'EAN-13');
      requireCheckDigit(content, 13, 'EAN-13');
      return content;
    },
    modules: () => 95,
  },
  Ean8: {
    label: 'EAN-8',
    type: 68,
    prepare(content) {
      requireDigits(content, [7, 8], 'EAN-8');
      requireCheckDigit(content, 8, 'EAN-8');
      return content;
    },
    modules: () => 67,
  },
  UpcA: {
    label: 'UPC-A',
    type: 65,
    prepare(content) {
      requireDigits(content, [11, 12], 'UPC-A');
      requireCheckDigit(content, 12, 'UPC-A');
      return content;
    },
    modules: () => 95,
  },
  UpcE: {
    label: 'UPC-E',
    type: 66,
    prepare(content) {
      requireDigits(content, [6, 7, 8, 11, 12], 'UPC-E');
      return content;
    },
    modules: () => 51,
  },
  Code93: {
    label: 'Code93',
    type: 72,
    prepare(content) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Code 93 encodes the whole ASCII table, controls included.
      requireCharset(content, /^[\x00-\x7f]+$/, 'Code93', 'caracteres ASCII');
      requireFits(content, 'Code93');
      return content;
    },
    modules: (data) => 9 * (data.length + 4) + 1,
  },
  Codabar: {
    label: 'Codabar',
    type: 71,
    prepare(content) {
      requireCharset(content, /^[0-9\-$:/.+A-Da-d]+$/, 'Codabar', 'dígitos, - $ : / . + y A-D como inicio y fin');
      // Codabar needs start and stop characters (A-D): add A...A when the page sends only the payload.
      const data = /^[A-Da-d].*[A-Da-d]$/.test(content) && content.length > 1 ? content : `A${content}A`;
      requireFits(data, 'Codabar');
      return data;
    },
    modules: (data) => 12 * data.length,
  },
  TwoOfFiveITF: {
    label: 'ITF',
    type: 70,
    prepare(content) {
      if (!digitsOnly.test(content) || content.length % 2 !== 0) {
        throw new JobValidationError(
          'el contenido de ITF (2 de 5 intercalado) debe tener una cantidad par de dígitos.',
        );
      }
      requireFits(content, 'ITF');
      return content;
    },
    modules: (data) => 9 * data.length + 9,
  },
} satisfies Record<string, Symbology>;

export const code39Symbology: Pick<Symbology, 'label' | 'type' | 'modules'> = {
  label: 'Code39',
  type: 69,
  modules: (data) => 16 * (data.length + 2),
};

/** Module width (GS w, 2-6 dots) that keeps the symbol within `maxDots`, as the plugin's `ancho` asks. */
export function moduleWidthFor(maxDots: number, modules: number): number {
  return Math.min(6, Math.max(2, Math.floor(maxDots / Math.max(1, modules))));
}

/** Bar height in dots (GS h, 1-255). */
export function barHeight(height: number): number {
  return Math.min(255, Math.max(1, Math.round(height)));
}
