import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobValidationError } from '../src/escpos/arguments';
import { decodeImage, IMAGEN_DEMASIADO_GRANDE_MESSAGE, imagenDesproporcionadaMessage } from '../src/escpos/images';
import { hex, startRig, type TestRig } from './support';

let rig: TestRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(async () => {
  await rig.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, blank 1-bit PNG: a few kilobytes of compressed zeros that decode to width × height RGBA pixels. */
function blankPng(width: number, height: number, ink = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = Buffer.alloc(height * rowBytes, ink);
  for (let row = 0; row < height; row++) rows[row * rowBytes] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Counts libvips being asked for an image's header or pixels. */
function spyOnDecoder() {
  const spies = [vi.spyOn(sharp.prototype, 'metadata'), vi.spyOn(sharp.prototype, 'toBuffer')];
  return {
    calls: () => spies.reduce((count, spy) => count + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

const imageJob = (base64: string) =>
  rig.job([{ nombre: 'ImprimirImagenEnBase64', argumentos: [`data:image/png;base64,${base64}`, 576, 0, false] }]);

describe('an image bomb', () => {
  it('is refused from its header, before any decoding: 100 megapixels in a small PNG', async () => {
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(300_000);
    const decoder = spyOnDecoder();
    const before = process.memoryUsage().rss;
    try {
      const answer = await rig.print(imageJob(bomb.toString('base64')));
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.message).toContain(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
      expect(decoder.calls()).toBe(0);
      // Decoding would have allocated 400 MB of RGBA pixels.
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    } finally {
      decoder.restore();
    }
  });

  it('is refused for JPEG as well, while a normal logo still prints', async () => {
    // A JPEG header declaring 8,000 × 8,000 pixels (SOF0), no image data needed to refuse it.
    const { data } = jpeg.encode({ data: new Uint8Array(8 * 8 * 4).fill(255), width: 8, height: 8 }, 90);
    const sof = data.indexOf(Buffer.from([0xff, 0xc0]));
    data.writeUInt16BE(8_000, sof + 5);
    data.writeUInt16BE(8_000, sof + 7);
    const answer = await rig.print(
      rig.job([{ nombre: 'ImprimirImagenEnBase64', argumentos: [data.toString('base64'), 576, 0, false] }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(IMAGEN_DEMASIADO_GRANDE_MESSAGE);

    const decoder = spyOnDecoder();
    try {
      const logo = await rig.print(imageJob(blankPng(200, 80).toString('base64')));
      expect(logo.status).toBe(200);
      // The spy the refusals count on does see a decode.
      expect(decoder.calls()).toBeGreaterThan(0);
    } finally {
      decoder.restore();
    }
    // The file's first printed job: the refusals below count on it having arrived.
    await rig.capture.waitForJobs(1);
  });
});

describe('an image absurd for a receipt (80 mm printer, 576 dots)', () => {
  const refusedBeforeDecoding = async (png: Buffer, message: string) => {
    const decoder = spyOnDecoder();
    const printed = rig.capture.jobs.length;
    try {
      const answer = await rig.print(imageJob(png.toString('base64')));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false });
      expect(answer.body.message).toContain(message);
      expect(decoder.calls()).toBe(0);
      expect(rig.capture.jobs.length).toBe(printed);
    } finally {
      decoder.restore();
    }
  };

  it('1 × 39,000,000 (a 101 KB request) is refused: taller than 20 × the printer width', async () => {
    const strip = blankPng(1, 39_000_000);
    expect(strip.length).toBeLessThan(200_000);
    await refusedBeforeDecoding(strip, imagenDesproporcionadaMessage(1, 39_000_000, 576));
    expect(imagenDesproporcionadaMessage(1, 39_000_000, 576)).toBe(
      'la imagen mide 1 × 39000000 píxeles: ningún lado puede pasar de 11520 (20 veces el ancho de la impresora, 576 puntos).',
    );
  });

  it('20,000 × 1 is refused as well: wider than 20 × the printer width', async () => {
    await refusedBeforeDecoding(blankPng(20_000, 1), imagenDesproporcionadaMessage(20_000, 1, 576));
  });

  it('6000 × 6000 (36 megapixels) is refused: more pixels than any receipt logo', async () => {
    await refusedBeforeDecoding(blankPng(6000, 6000), IMAGEN_DEMASIADO_GRANDE_MESSAGE);
  });

  it('a 1200 × 300 black logo prints scaled to 576 dots: GS v 0, 72 bytes × 144 rows, all black', async () => {
    const printed = rig.capture.jobs.length;
    // 1-bit greyscale: 0 is black.
    const answer = await rig.print(imageJob(blankPng(1200, 300).toString('base64')));
    expect(answer.status).toBe(200);
    const [job] = (await rig.capture.waitForJobs(printed + 1)).slice(printed);
    const header = Buffer.from([0x1d, 0x76, 0x30, 0x00, 72, 0, 144, 0]);
    const at = job!.bytes.indexOf(header);
    expect(at).toBeGreaterThanOrEqual(0);
    const bits = job!.bytes.subarray(at + header.length, at + header.length + 72 * 144);
    expect(bits.length).toBe(72 * 144);
    expect(new Set(bits)).toEqual(new Set([0xff]));
  });
});

/** The GS v 0 bands of a raster image in a printed job: each band's bytes per row, rows and bits. */
function rasterBands(bytes: Buffer): { rowBytes: number; rows: number; bits: Buffer }[] {
  const bands = [];
  for (let at = bytes.indexOf(hex('1d 76 30 00')); at >= 0; at = bytes.indexOf(hex('1d 76 30 00'), at + 1)) {
    const rowBytes = bytes.readUInt16LE(at + 4);
    const rows = bytes.readUInt16LE(at + 6);
    bands.push({ rowBytes, rows, bits: bytes.subarray(at + 8, at + 8 + rowBytes * rows) });
    at += 8 + rowBytes * rows - 1;
  }
  return bands;
}

describe('a large legal image (80 mm printer, 576 dots)', () => {
  const printedJob = async (base64: string) => {
    const printed = rig.capture.jobs.length;
    const answer = await rig.print(imageJob(base64));
    expect(answer.status, answer.body.message).toBe(200);
    const [job] = (await rig.capture.waitForJobs(printed + 1)).slice(printed);
    return job!.bytes;
  };

  it('a 2000 × 1500 PNG, left half black, prints scaled to 576 × 432 dots in bands of 255 rows', async () => {
    const pixels = Buffer.alloc(2000 * 1500, 255);
    for (let y = 0; y < 1500; y++) pixels.fill(0, y * 2000, y * 2000 + 1000);
    const png = await sharp(pixels, { raw: { width: 2000, height: 1500, channels: 1 } })
      .png()
      .toBuffer();
    const bands = rasterBands(await printedJob(png.toString('base64')));
    expect(bands.map(({ rowBytes, rows }) => [rowBytes, rows])).toEqual([
      [72, 255],
      [72, 177],
    ]);
    for (const { bits, rows } of bands) {
      for (let row = 0; row < rows; row++) {
        const line = bits.subarray(row * 72, (row + 1) * 72);
        // 288 dots black, 288 white; the two bytes at the edge are left to the resampling.
        expect(new Set(line.subarray(0, 35))).toEqual(new Set([0xff]));
        expect(new Set(line.subarray(37))).toEqual(new Set([0x00]));
      }
    }
  });

  it('a 2000 × 2000 JPEG photograph (a grey gradient) prints at 576 × 576 dots', async () => {
    // Smooth, as photographs are: incompressible noise of this size would be over the 2 MiB body limit.
    const gradient = Buffer.from(
      Array.from({ length: 2000 * 2000 }, (_, i) => ((i % 2000) + Math.floor(i / 2000)) >> 3),
    );
    const photo = await sharp(gradient, { raw: { width: 2000, height: 2000, channels: 1 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const bands = rasterBands(await printedJob(photo.toString('base64')));
    expect(bands.map(({ rowBytes, rows }) => [rowBytes, rows])).toEqual([
      [72, 255],
      [72, 255],
      [72, 66],
    ]);
  });

  it('is held to 4 megapixels by the decoder as well, not only by the header check', async () => {
    // A 3000 × 2000 PNG (6 MP) presented as if its header had said 1000 × 1000.
    const bytes = blankPng(3000, 2000);
    const decoding = decodeImage({ bytes, format: 'PNG', width: 1000, height: 1000 }, 576);
    await expect(decoding).rejects.toThrow(JobValidationError);
    await expect(decoding).rejects.toThrow(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
    // The same pixels within the cap decode.
    const fine = await decodeImage({ bytes: blankPng(2000, 2000), format: 'PNG', width: 2000, height: 2000 }, 576);
    expect([fine.width, fine.height]).toEqual([576, 576]);
  });
});
