import iconv from 'iconv-lite';
import { ArgumentReader, JobValidationError } from './arguments';
import { barHeight, code39Symbology, moduleWidthFor, prepareCode39, type Symbology, symbologies } from './barcodes';
import type { CommandBuilder } from './command-builder';
import { decodeImage, imageAlgorithms, readBase64Image, toBitmap } from './images';
import { pdf417Command, qrCodeCommand, qrLevels } from './two-dimensional';

/** A checked operation, ready to write its bytes. Checking happens for the whole job before any byte is built. */
export type Step = (builder: CommandBuilder) => void;

/** Synchronous, but for images: libvips decodes them on its own threads, off the event loop. */
type Compiler = (args: ArgumentReader, builder: CommandBuilder) => Step | Promise<Step>;

const ALGORITHM = 'algoritmo de imagen';
const readAlgorithm = (args: ArgumentReader, index: number) =>
  args.optionalInteger(index, ALGORITHM, 0, 2, 0) as 0 | 1 | 2;

function toggle(label: string, write: (builder: CommandBuilder, on: boolean) => void): Compiler {
  return (args) => {
    const on = args.boolean(0, label);
    return (builder) => write(builder, on);
  };
}

function fixed(bytes: number[]): Compiler {
  return () => (builder) => builder.raw(bytes);
}

/** Barcodes with the plugin's (contenido, alto, ancho, algoritmo) arguments; the printer draws them natively. */
function barcode(symbology: Symbology): Compiler {
  return (args) => {
    const data = symbology.prepare(args.string(0, 'contenido', { allowEmpty: false }));
    const height = barHeight(args.integer(1, 'alto', 1, 10_000));
    const width = moduleWidthFor(args.integer(2, 'ancho', 1, 10_000), symbology.modules(data));
    readAlgorithm(args, 3);
    return (builder) => builder.barcode(data, symbology.type, { width, height });
  };
}

const MAX_LINES = 255;

const compilers: Record<string, Compiler> = {
  Iniciar: () => (builder) => builder.initialize(),
  EscribirTexto: (args) => {
    const text = args.string(0, 'texto');
    return (builder) => builder.text(text);
  },
  TextoSegunPaginaDeCodigos: (args) => {
    const page = args.integer(0, 'número de página', 0, 255);
    const encoding = args.string(1, 'página de códigos para iconv', { allowEmpty: false });
    const text = args.string(2, 'texto');
    if (!iconv.encodingExists(encoding)) {
      throw new JobValidationError(`la página de códigos "${encoding}" no existe (ejemplos: cp850, cp858, cp1252).`);
    }
    const bytes = iconv.encode(text, encoding);
    return (builder) => {
      builder.raw([0x1b, 0x74, page]);
      builder.raw(bytes);
      // Later EscribirTexto operations are encoded in the configured page: select it again.
      builder.restoreCodePage();
    };
  },
  Feed: (args) => {
    const lines = args.integer(0, 'líneas', 0, MAX_LINES);
    return (builder) => builder.raw([0x1b, 0x64, lines]);
  },
  Corte: (args) => {
    // The plugin's own client may send Corte() without lines: JSON turns that into null.
    const lines = args.optionalInteger(0, 'líneas', 0, MAX_LINES, 0);
    return (builder) => {
      if (lines > 0) builder.raw([0x1b, 0x64, lines]);
      builder.cut();
    };
  },
  CorteParcial: () => (builder) => builder.partialCut(),
  EstablecerAlineacion: (args) => {
    const alignment = args.oneOf(0, 'alineación', [0, 1, 2] as const, '0 (izquierda), 1 (centro) o 2 (derecha)');
    return (builder) => builder.align(alignment);
  },
  EstablecerEnfatizado: toggle('enfatizado', (builder, on) => builder.bold(on)),
  EstablecerSubrayado: toggle('subrayado', (builder, on) => builder.underline(on)),
  EstablecerImpresionAlReves: toggle('al revés', (builder, on) => builder.upsideDown(on)),
  EstablecerImpresionBlancoYNegroInversa: toggle('inversa', (builder, on) => builder.invert(on)),
  EstablecerRotacionDe90Grados: toggle('rotar', (builder, on) => builder.raw([0x1b, 0x56, on ? 1 : 0])),
  EstablecerTamañoFuente: (args) => {
    const width = args.integer(0, 'multiplicador de ancho', 1, 8);
    const height = args.integer(1, 'multiplicador de alto', 1, 8);
    return (builder) => builder.textSize(width, height);
  },
  EstablecerFuente: (args) => {
    const font = args.oneOf(0, 'fuente', [0, 1] as const, '0 (fuente A) o 1 (fuente B)');
    return (builder) => builder.font(font);
  },
  EstablecerInterlineado: (args) => {
    const dots = args.integer(0, 'interlineado', 0, 255);
    return (builder) => builder.lineSpacing(dots);
  },
  Pulso: (args) => {
    const pin = args.oneOf(0, 'pin', [48, 49, 0, 1] as const, '48 o 49');
    // ESC p counts in units of 2 ms, at most 255 (510 ms).
    const on = Math.min(255, Math.round(args.integer(1, 'tiempo encendido en ms', 0, 100_000) / 2));
    const off = Math.min(255, Math.round(args.integer(2, 'tiempo apagado en ms', 0, 100_000) / 2));
    return (builder) => builder.raw([0x1b, 0x70, pin, on, off]);
  },
  Beep: (args) => {
    const times = args.integer(0, 'cantidad', 1, 9);
    const duration = args.integer(1, 'duración (x 50 ms)', 1, 9);
    return (builder) => builder.beep(times, duration);
  },
  ImprimirImagenEnBase64: async (args, target) => {
    const image = readBase64Image(args.string(0, 'imagen en base64', { allowEmpty: false }), target.dots);
    const maxWidth = args.integer(1, 'máximo ancho', 1, 100_000);
    const algorithm = readAlgorithm(args, 2);
    const dither = args.optionalBoolean(3, 'aplicar dithering', false);
    // Scaled to the narrower of the page's maximum and the paper; never enlarged.
    const width = Math.min(maxWidth, target.dots);
    const bytes = imageAlgorithms[algorithm](toBitmap(await decodeImage(image, width), width, dither));
    return (builder) => builder.raw(bytes);
  },
  ImprimirCodigoQr: (args, target) => {
    const content = args.string(0, 'contenido', { allowEmpty: false });
    const maxWidth = Math.min(args.integer(1, 'ancho máximo', 1, 100_000), target.dots);
    const level = qrLevels[args.integer(2, 'nivel de recuperación', 0, 3)]!;
    readAlgorithm(args, 3);
    const bytes = qrCodeCommand(content, maxWidth, level);
    return (builder) => builder.raw(bytes);
  },
  ImprimirCodigoDeBarrasCode128: barcode(symbologies.Code128),
  ImprimirCodigoDeBarrasEan: barcode(symbologies.Ean),
  ImprimirCodigoDeBarrasEan8: barcode(symbologies.Ean8),
  ImprimirCodigoDeBarrasUpcA: barcode(symbologies.UpcA),
  ImprimirCodigoDeBarrasUpcE: barcode(symbologies.UpcE),
  ImprimirCodigoDeBarrasCode93: barcode(symbologies.Code93),
  ImprimirCodigoDeBarrasCodabar: barcode(symbologies.Codabar),
  ImprimirCodigoDeBarrasCode39: (args) => {
    const content = args.string(0, 'contenido', { allowEmpty: false });
    const data = prepareCode39(
      content,
      args.boolean(1, 'incluir suma de verificación'),
      args.boolean(2, 'modo ASCII completo'),
    );
    const height = barHeight(args.integer(3, 'alto', 1, 10_000));
    const width = moduleWidthFor(args.integer(4, 'ancho', 1, 10_000), code39Symbology.modules(data));
    readAlgorithm(args, 5);
    return (builder) => builder.barcode(data, code39Symbology.type, { width, height });
  },
  ImprimirCodigoDeBarrasTwoOfFiveITF: (args) => {
    const data = symbologies.TwoOfFiveITF.prepare(args.string(0, 'contenido', { allowEmpty: false }));
    // ESC/POS only knows interleaved 2 of 5: the "intercalado" flag is read and checked, the symbol is ITF.
    args.boolean(1, 'intercalado');
    const height = barHeight(args.integer(2, 'alto', 1, 10_000));
    const width = moduleWidthFor(args.integer(3, 'ancho', 1, 10_000), symbologies.TwoOfFiveITF.modules(data));
    readAlgorithm(args, 4);
    return (builder) => builder.barcode(data, symbologies.TwoOfFiveITF.type, { width, height });
  },
  ImprimirCodigoDeBarrasPdf417: (args) => {
    const content = args.string(0, 'contenido', { allowEmpty: false });
    const level = args.integer(1, 'nivel de seguridad', 0, 8);
    const height = args.integer(2, 'alto', 1, 10_000);
    const width = args.integer(3, 'ancho', 1, 10_000);
    readAlgorithm(args, 4);
    const bytes = pdf417Command(content, level, height, width);
    return (builder) => builder.raw(bytes);
  },
  HabilitarCaracteresPersonalizados: fixed([0x1b, 0x25, 0x01]),
  DeshabilitarCaracteresPersonalizados: fixed([0x1b, 0x25, 0x00]),
  DefinirCaracterPersonalizado: (args) => {
    const replaced = args.string(0, 'carácter que será reemplazado', { allowEmpty: false });
    const matrix = args.string(1, 'carácter personalizado (matriz 24x12)', { allowEmpty: false });
    const bytes = customCharacterCommand(replaced, matrix);
    return (builder) => builder.raw(bytes);
  },
  HabilitarElModoDeCaracteresChinos: fixed([0x1c, 0x26]),
  DeshabilitarElModoDeCaracteresChinos: fixed([0x1c, 0x2e]),
};

/**
 * Operations of the plugin that read the counter PC's files, reach its network or render web pages:
 * any web page could use them to read local files or probe the LAN, so the agent refuses them.
 */
export const refusedOperations: Record<string, string> = {
  CargarImagenLocalEImprimir: 'leería un archivo del equipo',
  DescargarImagenDeInternetEImprimir: 'descargaría una imagen de Internet o de la red local',
  GenerarImagenAPartirDeHtmlEImprimir: 'generaría una imagen a partir de HTML',
  GenerarImagenAPartirDePaginaWebEImprimir: 'abriría una página web',
};

export const supportedOperations = Object.keys(compilers);

/** ESC & 3 c c 12 + 36 column bytes: a 24x12 character of font A drawn with 0s and 1s (24 lines of 12). */
function customCharacterCommand(replaced: string, matrix: string): Buffer {
  const code = replaced.charCodeAt(0);
  if (replaced.length !== 1 || code < 32 || code > 126) {
    throw new JobValidationError('el carácter que será reemplazado debe ser un único carácter ASCII imprimible.');
  }
  const rows = matrix.split(/\r?\n/);
  if (rows.length !== 24 || rows.some((row) => !/^[01]{12}$/.test(row))) {
    throw new JobValidationError('el carácter personalizado debe tener 24 líneas de exactamente 12 dígitos 0 o 1.');
  }
  const bytes = [0x1b, 0x26, 3, code, code, 12];
  for (let column = 0; column < 12; column++) {
    for (let slice = 0; slice < 3; slice++) {
      let byte = 0;
      for (let bit = 0; bit < 8; bit++) if (rows[slice * 8 + bit]![column] === '1') byte |= 0x80 >> bit;
      bytes.push(byte);
    }
  }
  return Buffer.from(bytes);
}

export interface OperationInput {
  nombre: string;
  argumentos: unknown[];
}

/**
 * Checks every operation of a job, in order; throws the first problem, naming the operation by position
 * and name.
 */
export async function compileOperations(
  operations: readonly OperationInput[],
  builder: CommandBuilder,
): Promise<Step[]> {
  const steps: Step[] = [];
  for (const [index, operation] of operations.entries()) {
    const where = `Operación ${index + 1} (${operation.nombre})`;
    // Own keys only: "__proto__" or "toString" is no operation (it read Object.prototype's members).
    const refusal = Object.hasOwn(refusedOperations, operation.nombre)
      ? refusedOperations[operation.nombre]
      : undefined;
    if (refusal) {
      throw new JobValidationError(
        `${where}: no está permitida en este agente porque ${refusal}. Envíe la imagen con ImprimirImagenEnBase64.`,
      );
    }
    const compile = Object.hasOwn(compilers, operation.nombre) ? compilers[operation.nombre] : undefined;
    if (!compile) throw new JobValidationError(`${where}: operación desconocida.`);
    try {
      steps.push(await compile(new ArgumentReader(operation.argumentos), builder));
    } catch (error) {
      if (error instanceof JobValidationError) throw new JobValidationError(`${where}: ${error.message}`);
      throw error;
    }
  }
  return steps;
}
