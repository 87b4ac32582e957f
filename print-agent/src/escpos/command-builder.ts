import iconv from 'iconv-lite';
import thermal from 'node-thermal-printer';
import {
  type CharacterSetName,
  codePageCommand,
  epsonConfig,
  type PrinterTypeName,
  printableDots,
} from './printer-model';

const { ThermalPrinter, BreakLine } = thermal;

export interface PrinterProfile {
  characterSet: CharacterSetName;
  width: number;
  type: PrinterTypeName;
  dotsWidth?: number | undefined;
}

type ThermalPrinterConfig = ConstructorParameters<typeof ThermalPrinter>[0];
/** `initHardware()` (ESC @ for the configured printer type) exists in the library but not in its typings. */
type ThermalPrinterWithInit = InstanceType<typeof ThermalPrinter> & { initHardware(): void };

/**
 * Builds the bytes of one job with node-thermal-printer. One builder per printer, reused job after job:
 * `clear()` after every job (the library never empties its buffer, so a second job would resend the first),
 * and the configured code page is sent again after every `ESC @`, which resets it.
 */
export class CommandBuilder {
  private readonly printer: ThermalPrinterWithInit;
  private readonly encoding: string;
  readonly dots: number;

  constructor(readonly profile: PrinterProfile) {
    // No interface: the library only builds bytes here; our transports deliver them within a bounded time.
    this.printer = new ThermalPrinter({
      type: profile.type,
      width: profile.width,
      characterSet: profile.characterSet,
      breakLine: BreakLine.NONE,
    } as ThermalPrinterConfig) as ThermalPrinterWithInit;
    this.encoding = epsonConfig.CODE_PAGES[profile.characterSet] ?? 'CP437';
    this.dots = printableDots(profile.width, profile.dotsWidth);
  }

  /** Runs `fill` on a clean buffer (starting with the code page) and returns a copy of the bytes. */
  build(fill: (builder: this) => void): Buffer {
    this.printer.clear();
    try {
      fill(this);
      return Buffer.from(this.printer.getBuffer() ?? Buffer.alloc(0));
    } finally {
      this.printer.clear();
    }
  }

  raw(bytes: Buffer | readonly number[]): void {
    this.printer.append(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  }

  /** Whole-string encoding in the configured code page: unknown characters become '?', printed text is unchanged. */
  text(text: string): void {
    if (text.length > 0) this.raw(iconv.encode(text, this.encoding));
  }

  restoreCodePage(): void {
    this.raw(codePageCommand(this.profile.characterSet));
  }

  initialize(): void {
    this.printer.initHardware();
    this.restoreCodePage();
  }

  cut(): void {
    this.printer.cut();
    this.restoreCodePage();
  }

  partialCut(): void {
    this.printer.partialCut();
    this.restoreCodePage();
  }

  align(alignment: 0 | 1 | 2): void {
    if (alignment === 1) this.printer.alignCenter();
    else if (alignment === 2) this.printer.alignRight();
    else this.printer.alignLeft();
  }

  bold(on: boolean): void {
    this.printer.bold(on);
  }

  underline(on: boolean): void {
    this.printer.underline(on);
  }

  upsideDown(on: boolean): void {
    this.printer.upsideDown(on);
  }

  invert(on: boolean): void {
    this.printer.invert(on);
  }

  /** The library's setTextSize puts its first argument in the width bits of `GS !`. */
  textSize(widthMultiplier: number, heightMultiplier: number): void {
    this.printer.setTextSize(widthMultiplier - 1, heightMultiplier - 1);
  }

  font(font: 0 | 1): void {
    if (font === 1) this.printer.setTypeFontB();
    else this.printer.setTypeFontA();
  }

  lineSpacing(dots: number): void {
    this.printer.setLineSpacing(dots);
  }

  beep(times: number, duration: number): void {
    this.printer.beep(times, duration);
  }

  barcode(data: string, type: number, settings: { width: number; height: number }): void {
    this.printer.printBarcode(data, type, { ...settings, hriPos: 0, hriFont: 0 });
  }
}
