import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGEN_DEMASIADO_GRANDE_MESSAGE, imagenDesproporcionadaMessage } from '../src/escpos/images';
import { startRig, type TestRig } from './support';

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

const imageJob = (base64: string) =>
  rig.job([{ nombre: 'ImprimirImagenEnBase64', argumentos: [`data:image/png;base64,${base64}`, 576, 0, false] }]);

describe('an image bomb', () => {
  it('is refused from its header, before any decoding: 100 megapixels in a small PNG', async () => {
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(300_000);
    const decodes = vi.spyOn(PNG.sync, 'read');
    const before = process.memoryUsage().rss;
    try {
      const answer = await rig.print(imageJob(bomb.toString('base64')));
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.message).toContain(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
      expect(decodes).not.toHaveBeenCalled();
      // Decoding would have allocated 400 MB of RGBA pixels.
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    } finally {
      decodes.mockRestore();
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

    const logo = await rig.print(imageJob(blankPng(200, 80).toString('base64')));
    expect(logo.status).toBe(200);
    // The file's first printed job: the refusals below count on it having arrived.
    await rig.capture.waitForJobs(1);
  });
});

describe('an image absurd for a receipt (80 mm printer, 576 dots)', () => {
  const refusedBeforeDecoding = async (png: Buffer, message: string) => {
    const decodes = vi.spyOn(PNG.sync, 'read');
    const printed = rig.capture.jobs.length;
    try {
      const answer = await rig.print(imageJob(png.toString('base64')));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false });
      expect(answer.body.message).toContain(message);
      expect(decodes).not.toHaveBeenCalled();
      expect(rig.capture.jobs.length).toBe(printed);
    } finally {
      decodes.mockRestore();
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
