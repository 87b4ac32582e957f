import { JobValidationError } from './arguments';
import { epsonConfig } from './printer-model';

/** QR byte-mode capacity per version (1-40) for levels L, M, Q, H: picks the version, hence the cell size. */
const qrByteCapacity: Record<'L' | 'M' | 'Q' | 'H', number[]> = {
  L: [
    17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858, 929, 1003, 1091,
    1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953,
  ],
  M: [
    14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911,
    997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
  ],
  Q: [
    11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482, 509, 565, 611, 661,
    715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423, 1499, 1579, 1663,
  ],
  H: [
    7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403, 439, 461, 511, 535,
    593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273,
  ],
};

/** The plugin's nivelRecuperacion 0-3 (low, medium, high, highest). */
export const qrLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof qrLevels)[number];

function storeCommand(cn: number, data: Buffer): Buffer {
  // Length counts bytes, not characters: node-thermal-printer counts characters and breaks on "ñ".
  const size = data.length + 3;
  return Buffer.concat([Buffer.from([0x1d, 0x28, 0x6b, size & 0xff, size >> 8, cn, 0x50, 0x30]), data]);
}

export function qrCodeCommand(content: string, maxWidthDots: number, level: QrLevel): Buffer {
  const data = Buffer.from(content, 'utf8');
  const version = qrByteCapacity[level].findIndex((capacity) => capacity >= data.length) + 1;
  if (version === 0) {
    throw new JobValidationError(`el contenido del código QR es demasiado largo (${data.length} bytes).`);
  }
  const modulesWithQuietZone = 17 + 4 * version + 8;
  const cellSize = Math.min(8, Math.max(1, Math.floor(maxWidthDots / modulesWithQuietZone)));
  return Buffer.concat([
    epsonConfig.QRCODE_MODEL2 as Buffer,
    epsonConfig[`QRCODE_CELLSIZE_${cellSize}`] as Buffer,
    epsonConfig[`QRCODE_CORRECTION_${level}`] as Buffer,
    storeCommand(0x31, data),
    epsonConfig.QRCODE_PRINT as Buffer,
  ]);
}

/** PDF417 with an error correction level 0-8 (`GS ( k` fn 69, m = 48), as the plugin's nivelSeguridad. */
export function pdf417Command(content: string, securityLevel: number, height: number, width: number): Buffer {
  const data = Buffer.from(content, 'utf8');
  if (data.length > 1000) throw new JobValidationError('el contenido de PDF417 es demasiado largo.');
  const moduleWidth = Math.min(8, Math.max(2, Math.floor(width / 100)));
  const rowHeight = Math.min(8, Math.max(2, Math.floor(height / 10)));
  return Buffer.concat([
    Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x30, 0x41, 0x00]), // columns: automatic
    Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x30, 0x43, moduleWidth]),
    Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x30, 0x44, rowHeight]),
    Buffer.from([0x1d, 0x28, 0x6b, 0x04, 0x00, 0x30, 0x45, 0x30, 0x30 + securityLevel]),
    storeCommand(0x30, data),
    Buffer.from([0x1d, 0x28, 0x6b, 0x03, 0x00, 0x30, 0x51, 0x30]),
  ]);
}
