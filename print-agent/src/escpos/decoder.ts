import iconv from 'iconv-lite';
import { codePageEncodings } from './printer-model';

export interface DecodedJob {
  /** Printed text line by line, with markers such as [CORTE], [ALINEAR CENTRO], [NEGRITA], [QR ...]. */
  lines: string[];
  /** The same lines without markers: what a person reads on the paper. */
  plainLines: string[];
}

export interface DecodeOptions {
  /** Also mark every `ESC t` code page selection (off by default: it follows every cut). */
  showCodePages?: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const LF = 0x0a;

const barcodeNames: Record<number, string> = {
  0: 'UPC-A',
  1: 'UPC-E',
  2: 'EAN13',
  3: 'EAN8',
  4: 'CODE39',
  5: 'ITF',
  6: 'CODABAR',
  65: 'UPC-A',
  66: 'UPC-E',
  67: 'EAN13',
  68: 'EAN8',
  69: 'CODE39',
  70: 'ITF',
  71: 'CODABAR',
  72: 'CODE93',
  73: 'CODE128',
};

const alignments = ['IZQUIERDA', 'CENTRO', 'DERECHA'];

class Truncated extends Error {}

/** What a command shows in the decoded line, or null when it shows nothing. */
type Marker = string | null;

/** Turns captured ESC/POS bytes back into readable lines plus markers; used by the tests and the demo CLI. */
export function decodeEscPos(input: Uint8Array, options: DecodeOptions = {}): DecodedJob {
  return new Decoder(Buffer.from(input.buffer, input.byteOffset, input.byteLength), options).run();
}

class Decoder {
  private position = 0;
  private encoding = 'CP437';
  private line = '';
  private plain = '';
  private readonly lines: string[] = [];
  private readonly plainLines: string[] = [];
  private textRun: number[] = [];
  private symbolData = new Map<number, Buffer>();
  private graphics: { width: number; height: number } | undefined;

  constructor(
    private readonly bytes: Buffer,
    private readonly options: DecodeOptions,
  ) {}

  run(): DecodedJob {
    try {
      while (this.position < this.bytes.length) this.step();
    } catch (error) {
      if (!(error instanceof Truncated)) throw error;
      this.mark('[TRUNCADO]');
    }
    this.flushText();
    if (this.line !== '' || this.plain !== '') this.endLine();
    return { lines: this.lines, plainLines: this.plainLines };
  }

  private byte(): number {
    if (this.position >= this.bytes.length) throw new Truncated();
    return this.bytes[this.position++]!;
  }

  private take(count: number): Buffer {
    if (this.position + count > this.bytes.length) throw new Truncated();
    const slice = this.bytes.subarray(this.position, this.position + count);
    this.position += count;
    return slice;
  }

  private flushText(): void {
    if (this.textRun.length === 0) return;
    const text = iconv.decode(Buffer.from(this.textRun), this.encoding);
    this.line += text;
    this.plain += text;
    this.textRun = [];
  }

  private mark(marker: string): void {
    this.flushText();
    this.line += marker;
  }

  private endLine(): void {
    this.flushText();
    this.lines.push(this.line);
    this.plainLines.push(this.plain);
    this.line = '';
    this.plain = '';
  }

  private step(): void {
    const value = this.byte();
    let marker: Marker = null;
    if (value === LF) this.endLine();
    else if (value === ESC) marker = this.escape();
    else if (value === GS) marker = this.group();
    else if (value === FS) marker = this.fileSeparator();
    else if (value === DLE) marker = this.realTime();
    else if (value === 0x0c) marker = '[FIN DE PAGINA]';
    else if (value >= 0x20 || value === 0x09) this.textRun.push(value); // CR and other controls print nothing
    if (marker) this.mark(marker);
  }

  private onOff(on: boolean, name: string): string {
    return on ? `[${name}]` : `[/${name}]`;
  }

  private escape(): Marker {
    const command = this.byte();
    switch (command) {
      case 0x40: // @
        this.encoding = 'CP437';
        return '[INICIAR]';
      case 0x74: {
        // t
        const page = this.byte();
        this.flushText();
        this.encoding = codePageEncodings.get(page) ?? 'CP437';
        return this.options.showCodePages ? `[PAGINA DE CODIGOS ${page}]` : null;
      }
      case 0x61: // a
        return `[ALINEAR ${alignments[this.byte() % 48] ?? '?'}]`;
      case 0x45: // E
        return this.onOff((this.byte() & 1) === 1, 'NEGRITA');
      case 0x47: // G
        return this.onOff((this.byte() & 1) === 1, 'DOBLE GOLPE');
      case 0x2d: {
        // -
        const weight = this.byte() % 48;
        return weight === 0 ? '[/SUBRAYADO]' : weight === 2 ? '[SUBRAYADO GRUESO]' : '[SUBRAYADO]';
      }
      case 0x21: // !
        return `[MODO 0x${this.byte().toString(16).padStart(2, '0')}]`;
      case 0x4d: // M
        return this.byte() % 48 === 1 ? '[FUENTE B]' : '[FUENTE A]';
      case 0x33: // 3
        return `[INTERLINEADO ${this.byte()}]`;
      case 0x32: // 2
        return '[INTERLINEADO NORMAL]';
      case 0x64: // d
        return `[AVANCE ${this.byte()}]`;
      case 0x4a: // J
        return `[AVANCE PUNTOS ${this.byte()}]`;
      case 0x70: {
        // p
        const [pin, on, off] = this.take(3);
        return `[CAJON pin=${pin} encendido=${on! * 2}ms apagado=${off! * 2}ms]`;
      }
      case 0x42: {
        // B
        const [times, duration] = this.take(2);
        return `[BEEP ${times}x${duration}]`;
      }
      case 0x7b: // {
        return this.onOff((this.byte() & 1) === 1, 'AL REVES');
      case 0x56: // V
        return this.onOff(this.byte() % 48 !== 0, 'ROTAR 90');
      case 0x52: // R
        return `[JUEGO INTERNACIONAL ${this.byte()}]`;
      case 0x25: // %
        return this.onOff((this.byte() & 1) === 1, 'CARACTERES PERSONALIZADOS');
      case 0x26: {
        // & y c1 c2 then, per character, x and y*x bytes
        const [height, first, last] = this.take(3);
        for (let code = first!; code <= last!; code++) this.take(this.byte() * height!);
        return `[DEFINIR CARACTER ${String.fromCharCode(first!)}]`;
      }
      case 0x2a: {
        // * m nL nH data
        const mode = this.byte();
        const width = this.byte() + this.byte() * 256;
        this.take(width * (mode >= 32 ? 3 : 1));
        this.imageMarker('COLUMNAS', width, mode >= 32 ? 24 : 8);
        return null;
      }
      case 0x3d: // =
      case 0x20: // SP
      case 0x55: // U
        this.byte();
        return null;
      case 0x63: // c 3|4|5 n
        this.take(2);
        return null;
      case 0x44: // D tab stops ... NUL
        while (this.byte() !== 0) {}
        return null;
      default:
        return `[ESC 0x${command.toString(16).padStart(2, '0')}]`;
    }
  }

  private group(): Marker {
    const command = this.byte();
    switch (command) {
      case 0x56: {
        // V m [n]
        const mode = this.byte();
        if (mode === 0 || mode === 48) return '[CORTE]';
        if (mode === 1 || mode === 49) return '[CORTE PARCIAL]';
        const feed = this.byte();
        return mode % 2 === 1 ? `[CORTE AVANCE ${feed}]` : `[CORTE PARCIAL AVANCE ${feed}]`;
      }
      case 0x21: {
        // !
        const size = this.byte();
        return `[TAMAÑO ${(size >> 4) + 1}x${(size & 0x0f) + 1}]`;
      }
      case 0x42: // B
        return this.onOff((this.byte() & 1) === 1, 'INVERSO');
      case 0x68: // h
      case 0x77: // w
      case 0x48: // H
      case 0x66: // f
      case 0x72: // r
      case 0x61: // a
      case 0x2f: // /
        this.byte();
        return null;
      case 0x4c: // L
      case 0x57: // W
      case 0x50: // P
        this.take(2);
        return null;
      case 0x6b:
        return this.barcode();
      case 0x28:
        return this.extended();
      case 0x76: {
        // v 0 m xL xH yL yH data
        this.take(2);
        const rowBytes = this.byte() + this.byte() * 256;
        const height = this.byte() + this.byte() * 256;
        this.take(rowBytes * height);
        this.imageMarker('RASTER', rowBytes * 8, height);
        return null;
      }
      default:
        return `[GS 0x${command.toString(16).padStart(2, '0')}]`;
    }
  }

  private barcode(): Marker {
    const type = this.byte();
    let data: Buffer;
    if (type <= 6) {
      const start = this.position;
      while (this.byte() !== 0) {}
      data = this.bytes.subarray(start, this.position - 1);
    } else {
      data = this.take(this.byte());
    }
    let content = data.toString('latin1');
    if (type === 73) content = content.replace(/^\{[ABC]/, '').replaceAll('{{', '{');
    return `[CODIGO DE BARRAS ${barcodeNames[type] ?? type} ${content}]`;
  }

  /** `GS ( k` (2D symbols) and `GS ( L` (graphics); other `GS (` functions are skipped by their length. */
  private extended(): Marker {
    const kind = this.byte();
    const length = this.byte() + this.byte() * 256;
    const body = this.take(length);
    if (kind === 0x6b) {
      const symbol = body[0]!;
      const fn = body[1];
      if (fn === 0x50) this.symbolData.set(symbol, Buffer.from(body.subarray(3)));
      if (fn === 0x51) {
        const name = symbol === 0x31 ? 'QR' : symbol === 0x30 ? 'PDF417' : 'MAXICODE';
        return `[${name} ${this.symbolData.get(symbol)?.toString('utf8') ?? ''}]`;
      }
      return null;
    }
    if (kind === 0x4c) {
      const fn = body[1];
      if (fn === 0x70) this.graphics = { width: body.readUInt16LE(6), height: body.readUInt16LE(8) };
      if (fn === 0x32 && this.graphics) this.imageMarker('GRAFICOS', this.graphics.width, this.graphics.height);
    }
    return null;
  }

  private fileSeparator(): Marker {
    const command = this.byte();
    if (command === 0x26) return '[MODO CHINO]';
    if (command === 0x2e) return '[/MODO CHINO]';
    if (command === 0x70) {
      const [image] = this.take(2);
      return `[IMAGEN NV ${image}]`;
    }
    this.byte();
    return null;
  }

  private realTime(): Marker {
    const command = this.byte();
    if (command === 0x14) {
      const [fn, pin, time] = this.take(3);
      return fn === 1 ? `[CAJON pin=${pin} encendido=${time! * 100}ms]` : null;
    }
    this.byte();
    return null;
  }

  /** Consecutive bands of one image become one marker with the total height. */
  private imageMarker(kind: string, width: number, height: number): void {
    this.flushText();
    const pattern = new RegExp(`\\[IMAGEN ${kind} ${width}x(\\d+)\\]$`);
    const sameLine = pattern.exec(this.line);
    if (sameLine) {
      this.line = `${this.line.slice(0, sameLine.index)}[IMAGEN ${kind} ${width}x${Number(sameLine[1]) + height}]`;
      return;
    }
    const previous = this.lines.at(-1);
    const previousLine = previous === undefined ? null : pattern.exec(previous);
    if (this.line === '' && previous !== undefined && previousLine && this.plainLines.at(-1) === '') {
      // Column images end each 24-dot band with a line feed: join the bands back.
      this.lines.pop();
      this.plainLines.pop();
      this.line = `${previous.slice(0, previousLine.index)}[IMAGEN ${kind} ${width}x${Number(previousLine[1]) + height}]`;
      return;
    }
    this.line += `[IMAGEN ${kind} ${width}x${height}]`;
  }
}
