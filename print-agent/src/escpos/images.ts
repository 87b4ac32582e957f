import { imageSize } from 'image-size';
import sharp, { type OutputInfo } from 'sharp';
import { JobValidationError } from './arguments';

// libvips keeps no cache of operations (each image is seen once) and may only read the two formats the
// agent accepts, whatever the bytes claim to be.
sharp.cache(false);
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadPngBuffer', 'VipsForeignLoadJpegBuffer'] });

/** Decoded pixels, 8 bits a sample: grey, grey + alpha, RGB or RGBA. */
export interface Pixels {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  data: Uint8Array;
}

/** An image whose header passed the checks, not yet decoded. */
export interface CheckedImage {
  bytes: Buffer;
  format: 'PNG' | 'JPEG';
  width: number;
  height: number;
}

/** 1 bit per dot, rows of `rowBytes` bytes, most significant bit first, 1 = black. */
export interface Bitmap {
  width: number;
  height: number;
  rowBytes: number;
  bits: Uint8Array;
}

/**
 * A receipt printer prints at most a few hundred dots across (576 on 80 mm): a 2000 × 2000 logo is
 * already more than three times that. libvips decodes and scales 4 MP in tens of milliseconds.
 */
export const MAX_PIXELS = 4_000_000;
/** Neither side longer than this many times the printer's width: a taller image is metres of paper. */
export const MAX_SIDE_PER_PRINTER_WIDTH = 20;
export const IMAGEN_DEMASIADO_GRANDE_MESSAGE = `la imagen es demasiado grande (máximo ${MAX_PIXELS / 1_000_000} megapíxeles).`;
export const imagenDesproporcionadaMessage = (width: number, height: number, printerDots: number) =>
  `la imagen mide ${width} × ${height} píxeles: ningún lado puede pasar de ${
    MAX_SIDE_PER_PRINTER_WIDTH * printerDots
  } (${MAX_SIDE_PER_PRINTER_WIDTH} veces el ancho de la impresora, ${printerDots} puntos).`;
const damagedMessage = {
  PNG: 'la imagen PNG está dañada y no se puede leer.',
  JPEG: 'la imagen JPEG está dañada o es demasiado grande.',
};

/**
 * Refuses, from the header and before decoding, an image absurd for a receipt: a side longer than
 * 20 × the printer's width or more than MAX_PIXELS. A small compressed file can declare a huge canvas
 * (a 1 × 39,000,000 PNG is 101 KB) that would take gigabytes and a minute to decode.
 */
function checkDeclaredSize(bytes: Buffer, printerDots: number): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new JobValidationError('la imagen está dañada y no se puede leer.');
  }
  const { width = 0, height = 0 } = size;
  const longest = MAX_SIDE_PER_PRINTER_WIDTH * printerDots;
  if (width > longest || height > longest)
    throw new JobValidationError(imagenDesproporcionadaMessage(width, height, printerDots));
  if (width * height > MAX_PIXELS) throw new JobValidationError(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
  return { width, height };
}

/**
 * Accepts what the plugin accepts: PNG or JPEG, with or without a `data:...;base64,` prefix, checked
 * against the printer's width in dots before decoding.
 */
export function readBase64Image(encoded: string, printerDots: number): CheckedImage {
  const payload = encoded.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (payload.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(payload)) {
    throw new JobValidationError('la imagen no es un texto base64 válido.');
  }
  const bytes = Buffer.from(payload, 'base64');
  const isPng = bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG';
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) throw new JobValidationError('la imagen debe ser PNG o JPEG.');
  return { bytes, format: isPng ? 'PNG' : 'JPEG', ...checkDeclaredSize(bytes, printerDots) };
}

/**
 * Decodes with libvips, which reads the file row by row and never holds the whole image: it refuses
 * more than MAX_PIXELS itself, and an image wider than `targetWidth` comes out already scaled to it
 * (a JPEG decoded at 1/2, 1/4 or 1/8 when that is enough), so what reaches JavaScript is at most
 * the printed size, one byte a sample, one sample for a grey image.
 */
export async function decodeImage(image: CheckedImage, targetWidth: number): Promise<Pixels> {
  const width = Math.max(1, Math.round(targetWidth));
  // ICC profiles ignored, as before: a thermal printer has two colours.
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error', ignoreIcc: true } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  let sixteenBits: boolean;
  try {
    // The decoder's own reading of the header decides, should it differ from image-size's.
    const {
      space,
      depth,
      hasAlpha,
      width: imageWidth,
      height: imageHeight,
    } = await sharp(image.bytes, options).metadata();
    // 16 bits a sample (PNG) come out as 16 and are brought to 8 below, rounding as pngjs did.
    sixteenBits = depth === 'ushort';
    // One sample a pixel for a grey image (libvips's grey drops alpha: grey + alpha comes as RGBA).
    const grey = (space === 'b-w' || space === 'grey16') && !hasAlpha;
    let pipeline = sharp(image.bytes, options).toColourspace(
      grey ? (sixteenBits ? 'grey16' : 'b-w') : sixteenBits ? 'rgb16' : 'srgb',
    );
    if (imageWidth > width) {
      // Alpha is premultiplied while resizing: a transparent area still prints as paper.
      const height = printedHeight(imageWidth, imageHeight, width);
      pipeline = pipeline.resize({ width, height, fit: 'fill', kernel: 'cubic' });
    }
    decoded = await pipeline.raw({ depth: sixteenBits ? 'ushort' : 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new JobValidationError(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
    }
    throw new JobValidationError(damagedMessage[image.format]);
  }
  const { info } = decoded;
  const data = sixteenBits ? toEightBits(decoded.data) : decoded.data;
  return { width: info.width, height: info.height, channels: info.channels as Pixels['channels'], data };
}

/** Rows once scaled to `width` columns, as the agent has always rounded them. */
const printedHeight = (imageWidth: number, imageHeight: number, width: number) =>
  Math.max(1, Math.round(imageHeight / (imageWidth / width)));

function toEightBits(samples: Buffer): Uint8Array {
  const aligned = samples.byteOffset % 2 === 0 ? samples : Buffer.from(samples);
  const wide = new Uint16Array(aligned.buffer, aligned.byteOffset, aligned.length / 2);
  return Uint8Array.from(wide, (sample) => Math.floor((sample * 255) / 65535 + 0.5));
}

/**
 * Black and white at `targetWidth` (never enlarged): each dot the average grey (0 black - 255 white) of
 * the pixels it covers (area resampling keeps thin lines of logos), transparent pixels printed as paper
 * white; then a fixed threshold for drawings, or Floyd-Steinberg error diffusion for photographs. Works a
 * row at a time, keeping two rows of grey levels, not a grey copy of the image.
 */
export function toBitmap(pixels: Pixels, targetWidth: number, dither: boolean): Bitmap {
  const width = Math.max(1, Math.min(pixels.width, Math.round(targetWidth)));
  const height = printedHeight(pixels.width, pixels.height, width);
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  const grayRow = areaAverageRows(pixels, width);
  let levels = new Float32Array(width);
  let next = new Float32Array(width);
  grayRow(0, levels);
  for (let y = 0; y < height; y++) {
    // The next row's own grey first, then the error this row pushes down into it.
    if (y + 1 < height) grayRow(y + 1, next);
    for (let x = 0; x < width; x++) {
      const old = levels[x]!;
      const black = old < 128;
      if (black) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
      if (!dither) continue;
      const error = old - (black ? 0 : 255);
      if (x + 1 < width) levels[x + 1]! += (error * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) next[x - 1]! += (error * 3) / 16;
        next[x]! += (error * 5) / 16;
        if (x + 1 < width) next[x + 1]! += error / 16;
      }
    }
    [levels, next] = [next, levels];
  }
  return { width, height, rowBytes, bits };
}

/**
 * Fills `out` with row `y` of the image averaged down to `width` columns: the grey of an RGB pixel is
 * its luma, of a grey pixel the same formula with R = G = B, as pngjs's RGBA gave it.
 */
function areaAverageRows(pixels: Pixels, width: number): (y: number, out: Float32Array) => void {
  const { data, channels } = pixels;
  const scale = pixels.width / width;
  const [green, blue] = channels >= 3 ? [1, 2] : [0, 0];
  const alphaAt = channels === 2 ? 1 : channels === 4 ? 3 : -1;
  const gray = (i: number) => {
    const alpha = alphaAt < 0 ? 1 : data[i + alphaAt]! / 255;
    const luminance = 0.2126 * data[i]! + 0.7152 * data[i + green]! + 0.0722 * data[i + blue]!;
    return luminance * alpha + 255 * (1 - alpha);
  };
  if (scale === 1) {
    // Already at the printed width (libvips scaled it, or it was no wider): one pixel a dot.
    return (y, out) => {
      for (let x = 0, i = y * width * channels; x < width; x++, i += channels) out[x] = gray(i);
    };
  }
  return (y, out) => {
    const y0 = Math.floor(y * scale);
    const y1 = Math.max(y0 + 1, Math.min(pixels.height, Math.floor((y + 1) * scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * scale);
      const x1 = Math.max(x0 + 1, Math.min(pixels.width, Math.floor((x + 1) * scale)));
      let sum = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) sum += gray((sy * pixels.width + sx) * channels);
      }
      out[x] = sum / ((y1 - y0) * (x1 - x0));
    }
  };
}

function bitAt(bitmap: Bitmap, x: number, y: number): boolean {
  return (
    y < bitmap.height && x < bitmap.width && (bitmap.bits[y * bitmap.rowBytes + (x >> 3)]! & (0x80 >> (x & 7))) !== 0
  );
}

/** Algorithm 0, raster bit image `GS v 0`, in bands of at most 255 rows (some printers choke on taller blocks). */
export function rasterCommands(bitmap: Bitmap): Buffer {
  const parts: Buffer[] = [];
  for (let top = 0; top < bitmap.height; top += 255) {
    const rows = Math.min(255, bitmap.height - top);
    parts.push(
      Buffer.from([0x1d, 0x76, 0x30, 0x00, bitmap.rowBytes & 0xff, bitmap.rowBytes >> 8, rows & 0xff, rows >> 8]),
    );
    parts.push(Buffer.from(bitmap.bits.subarray(top * bitmap.rowBytes, (top + rows) * bitmap.rowBytes)));
  }
  return Buffer.concat(parts);
}

/** Algorithm 1, bit image column format `ESC * 33` (24-dot double density), one band of 24 rows per line. */
export function columnCommands(bitmap: Bitmap): Buffer {
  const parts: Buffer[] = [Buffer.from([0x1b, 0x33, 24])];
  for (let top = 0; top < bitmap.height; top += 24) {
    const band = Buffer.alloc(5 + bitmap.width * 3 + 1);
    band.set([0x1b, 0x2a, 33, bitmap.width & 0xff, bitmap.width >> 8]);
    for (let x = 0; x < bitmap.width; x++) {
      for (let slice = 0; slice < 3; slice++) {
        let byte = 0;
        for (let bit = 0; bit < 8; bit++) {
          if (bitAt(bitmap, x, top + slice * 8 + bit)) byte |= 0x80 >> bit;
        }
        band[5 + x * 3 + slice] = byte;
      }
    }
    band[band.length - 1] = 0x0a;
    parts.push(band);
  }
  parts.push(Buffer.from([0x1b, 0x32]));
  return Buffer.concat(parts);
}

/** Algorithm 2, graphics `GS ( L` fn 112 (store) + fn 50 (print), in bands that fit a 16-bit length. */
export function graphicsCommands(bitmap: Bitmap): Buffer {
  const parts: Buffer[] = [];
  const rowsPerBand = Math.max(1, Math.min(1662, Math.floor((0xffff - 10) / bitmap.rowBytes)));
  for (let top = 0; top < bitmap.height; top += rowsPerBand) {
    const rows = Math.min(rowsPerBand, bitmap.height - top);
    const size = 10 + rows * bitmap.rowBytes;
    parts.push(
      Buffer.from([0x1d, 0x28, 0x4c, size & 0xff, size >> 8, 0x30, 0x70, 0x30, 0x01, 0x01, 0x31]),
      Buffer.from([bitmap.width & 0xff, bitmap.width >> 8, rows & 0xff, rows >> 8]),
      Buffer.from(bitmap.bits.subarray(top * bitmap.rowBytes, (top + rows) * bitmap.rowBytes)),
      Buffer.from([0x1d, 0x28, 0x4c, 0x02, 0x00, 0x30, 0x32]),
    );
  }
  return Buffer.concat(parts);
}

export const imageAlgorithms = [rasterCommands, columnCommands, graphicsCommands] as const;
