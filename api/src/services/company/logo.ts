import {
  LOGO_DIMENSIONES_MESSAGE,
  LOGO_FORMATO_MESSAGE,
  LOGO_GRANDE_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_MAX_LADO,
} from '@facturador/shared/domain';
import { badRequest } from '../../errors';

export interface LogoImage {
  tipo: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the IHDR chunk right after the signature holds width and height. */
function pngSize(bytes: Buffer): LogoImage | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { tipo: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** JPEG: walk the segments up to the first start-of-frame (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(bytes: Buffer): LogoImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { tipo: 'image/jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Checks an uploaded logo: PNG or JPEG by its bytes (never the file name), at most 300 KB, and a
 * decoded size bounded from the header (a tiny file can declare a huge bitmap).
 */
export function checkLogo(bytes: Buffer): LogoImage {
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(LOGO_GRANDE_MESSAGE);
  const image = pngSize(bytes) ?? jpegSize(bytes);
  if (!image || image.width === 0 || image.height === 0) throw badRequest(LOGO_FORMATO_MESSAGE);
  if (image.width > LOGO_MAX_LADO || image.height > LOGO_MAX_LADO) throw badRequest(LOGO_DIMENSIONES_MESSAGE);
  return image;
}

/** What the RIDE data and the settings send: the logo as a data URL. */
export const logoDataUrl = (bytes: Buffer, tipo: string) => `data:${tipo};base64,${bytes.toString('base64')}`;
