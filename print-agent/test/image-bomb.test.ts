import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGEN_DEMASIADO_GRANDE_MESSAGE } from '../src/escpos/images';
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
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
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
  it('is refused from its header, before any decoding: 144 megapixels in a small PNG', async () => {
    const bomb = blankPng(12_000, 12_000);
    expect(bomb.length).toBeLessThan(300_000);
    const decodes = vi.spyOn(PNG.sync, 'read');
    const before = process.memoryUsage().rss;
    try {
      const answer = await rig.print(imageJob(bomb.toString('base64')));
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.message).toContain(IMAGEN_DEMASIADO_GRANDE_MESSAGE);
      expect(decodes).not.toHaveBeenCalled();
      // Decoding would have allocated 576 MB of RGBA pixels.
      expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    } finally {
      decodes.mockRestore();
    }
  });

  it('is refused for JPEG as well, while a normal logo still prints', async () => {
    // A JPEG header declaring 65,000 × 65,000 pixels (SOF0), no image data needed to refuse it.
    const { data } = jpeg.encode({ data: new Uint8Array(8 * 8 * 4).fill(255), width: 8, height: 8 }, 90);
    const sof = data.indexOf(Buffer.from([0xff, 0xc0]));
    data.writeUInt16BE(65_000, sof + 5);
    data.writeUInt16BE(65_000, sof + 7);
    const answer = await rig.print(
      rig.job([{ nombre: 'ImprimirImagenEnBase64', argumentos: [data.toString('base64'), 576, 0, false] }]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(IMAGEN_DEMASIADO_GRANDE_MESSAGE);

    const logo = await rig.print(imageJob(blankPng(200, 80).toString('base64')));
    expect(logo.status).toBe(200);
  });
});
