import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturePrinter } from '../src/demo/capture-printer';
import { decodeEscPos } from '../src/escpos/decoder';
import { CODE_PAGE_PC858, hex, type Operation, startRig, type TestRig } from './support';

let rig: TestRig;
let wpc1252: CapturePrinter;

beforeAll(async () => {
  // A second printer with another code page, to show the bytes follow the configured one.
  wpc1252 = await CapturePrinter.start({ port: 0 });
  rig = await startRig({}, { 'CAJA-1252': { transport: wpc1252.address, characterSet: 'WPC1252' } });
});

afterAll(async () => {
  await rig.close();
  await wpc1252.close();
});

/** Prints one job through real HTTP and returns the bytes the printer received. */
async function printed(operaciones: Operation[], nombreImpresora = 'POS-80'): Promise<Buffer> {
  const capture = nombreImpresora === 'POS-80' ? rig.capture : wpc1252;
  capture.clear();
  const answer = await rig.print(rig.job(operaciones, nombreImpresora));
  expect(answer).toMatchObject({ status: 200, body: { ok: true, message: '' } });
  const [job] = await capture.waitForJobs(1);
  return job!.bytes;
}

describe('exact bytes on the wire', () => {
  it('starts every job with the configured code page and sends it again after Iniciar (ESC @ resets it)', async () => {
    expect(await printed([{ nombre: 'Iniciar', argumentos: [] }])).toEqual(hex(`${CODE_PAGE_PC858} 1b 40 1b 74 13`));
  });

  it('aligns left, centre and right', async () => {
    const bytes = await printed([0, 1, 2].map((value) => ({ nombre: 'EstablecerAlineacion', argumentos: [value] })));
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 61 00 1b 61 01 1b 61 02`));
    expect(decodeEscPos(bytes).lines).toEqual(['[ALINEAR IZQUIERDA][ALINEAR CENTRO][ALINEAR DERECHA]']);
  });

  it('turns bold on and off', async () => {
    const bytes = await printed([
      { nombre: 'EstablecerEnfatizado', argumentos: [true] },
      { nombre: 'EscribirTexto', argumentos: ['TOTAL\n'] },
      { nombre: 'EstablecerEnfatizado', argumentos: [false] },
    ]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 45 01 544f54414c 0a 1b 45 00`));
    expect(decodeEscPos(bytes).lines).toEqual(['[NEGRITA]TOTAL', '[/NEGRITA]']);
  });

  it('sets the font size with the width multiplier in the high nibble of GS !', async () => {
    const bytes = await printed([
      { nombre: 'EstablecerTamañoFuente', argumentos: [2, 3] },
      { nombre: 'EstablecerTamañoFuente', argumentos: [1, 1] },
      { nombre: 'EstablecerTamañoFuente', argumentos: [8, 8] },
    ]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1d 21 12 1d 21 00 1d 21 77`));
    expect(decodeEscPos(bytes).lines).toEqual(['[TAMAÑO 2x3][TAMAÑO 1x1][TAMAÑO 8x8]']);
  });

  it('cuts after feeding the requested lines, then selects the code page again', async () => {
    const bytes = await printed([{ nombre: 'Corte', argumentos: [1] }]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 64 01 1b 64 04 1b 64 04 1d 56 00 1b 40 1b 74 13`));
    expect(decodeEscPos(bytes).lines).toEqual(['[AVANCE 1][AVANCE 4][AVANCE 4][CORTE][INICIAR]']);
  });

  it('accepts Corte without lines, as the plugin client sends Corte()', async () => {
    const bytes = await printed([{ nombre: 'Corte', argumentos: [null] }, { nombre: 'Corte' }]);
    const cut = '1b 64 04 1b 64 04 1d 56 00 1b 40 1b 74 13';
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} ${cut} ${cut}`));
  });

  it('cuts partially', async () => {
    const bytes = await printed([{ nombre: 'CorteParcial', argumentos: [] }]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 64 04 1b 64 04 1d 56 01 1b 40 1b 74 13`));
    expect(decodeEscPos(bytes).lines[0]).toContain('[CORTE PARCIAL]');
  });

  it('opens the cash drawer with a complete ESC p (pin, on and off time in 2 ms units)', async () => {
    const bytes = await printed([
      { nombre: 'Pulso', argumentos: [48, 60, 120] },
      { nombre: 'Pulso', argumentos: [49, 100, 1000] },
    ]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 70 30 1e 3c 1b 70 31 32 ff`));
    expect(decodeEscPos(bytes).lines[0]).toBe(
      '[CAJON pin=48 encendido=60ms apagado=120ms][CAJON pin=49 encendido=100ms apagado=510ms]',
    );
  });

  it('prints Spanish characters with PC858 bytes, also after a cut resets the printer', async () => {
    const bytes = await printed([
      { nombre: 'EscribirTexto', argumentos: ['ñ é á ¿ Ñ €\n'] },
      { nombre: 'Corte', argumentos: [0] },
      { nombre: 'EscribirTexto', argumentos: ['Año\n'] },
    ]);
    expect(bytes).toEqual(
      hex(
        `${CODE_PAGE_PC858} a4 20 82 20 a0 20 a8 20 a5 20 d5 0a 1b 64 04 1b 64 04 1d 56 00 1b 40 1b 74 13 41 a4 6f 0a`,
      ),
    );
    expect(decodeEscPos(bytes).plainLines).toEqual(['ñ é á ¿ Ñ €', 'Año']);
  });

  it('uses the code page configured per printer (WPC1252)', async () => {
    const bytes = await printed([{ nombre: 'EscribirTexto', argumentos: ['ñé€'] }], 'CAJA-1252');
    expect(bytes).toEqual(hex('1b 74 10 f1 e9 80'));
    expect(decodeEscPos(bytes).plainLines).toEqual(['ñé€']);
  });

  it('writes TextoSegunPaginaDeCodigos in the requested page, then restores the configured one', async () => {
    const bytes = await printed([
      { nombre: 'TextoSegunPaginaDeCodigos', argumentos: [2, 'cp850', 'Panqué cigüeña\n'] },
      { nombre: 'EscribirTexto', argumentos: ['€'] },
    ]);
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 74 02 50616e7175 82 20 636967 81 65 a4 61 0a 1b 74 13 d5`));
    expect(decodeEscPos(bytes).plainLines).toEqual(['Panqué cigüeña', '€']);
  });

  it('prints a native QR code whose stored length counts UTF-8 bytes', async () => {
    const content = 'https://facturador.ec/ñ';
    const data = Buffer.from(content, 'utf8'); // 24 bytes: "ñ" is two
    const bytes = await printed([{ nombre: 'ImprimirCodigoQr', argumentos: [content, 380, 1, 0] }]);
    expect(bytes).toEqual(
      Buffer.concat([
        hex(CODE_PAGE_PC858),
        hex('1d 28 6b 04 00 31 41 32 00'), // model 2
        hex('1d 28 6b 03 00 31 43 08'), // cell size 8: version 2 (25 modules + quiet zone) in 380 dots
        hex('1d 28 6b 03 00 31 45 31'), // level M
        hex(`1d 28 6b ${(data.length + 3).toString(16)} 00 31 50 30`),
        data,
        hex('1d 28 6b 03 00 31 51 30'), // print
      ]),
    );
    expect(decodeEscPos(bytes).lines).toEqual([`[QR ${content}]`]);
  });

  it('prints Code128 natively, fitting the module width to the requested width', async () => {
    const bytes = await printed([{ nombre: 'ImprimirCodigoDeBarrasCode128', argumentos: ['D387266D', 80, 380, 0] }]);
    expect(bytes).toEqual(
      Buffer.concat([
        hex(`${CODE_PAGE_PC858} 1d 48 00 1d 66 00 1d 77 03 1d 68 50 1d 6b 49 0a 7b 42`),
        Buffer.from('D387266D'),
      ]),
    );
    expect(decodeEscPos(bytes).lines).toEqual(['[CODIGO DE BARRAS CODE128 D387266D]']);
  });

  it('prints the other symbologies the printer draws natively', async () => {
    const bytes = await printed([
      { nombre: 'ImprimirCodigoDeBarrasEan', argumentos: ['5012345678900', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasEan8', argumentos: ['96385074', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasUpcA', argumentos: ['036000291452', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasUpcE', argumentos: ['01234565', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasCode39', argumentos: ['ab-1', true, true, 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasCode93', argumentos: ['CODE93', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasCodabar', argumentos: ['387266', 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasTwoOfFiveITF', argumentos: ['50123452', true, 40, 380, 0] },
      { nombre: 'ImprimirCodigoDeBarrasPdf417', argumentos: ['Factura 001-001-000000123', 2, 80, 300, 0] },
    ]);
    expect(decodeEscPos(bytes).lines).toEqual([
      '[CODIGO DE BARRAS EAN13 5012345678900]' +
        '[CODIGO DE BARRAS EAN8 96385074]' +
        '[CODIGO DE BARRAS UPC-A 036000291452]' +
        '[CODIGO DE BARRAS UPC-E 01234565]' +
        // Full ASCII: a -> +A, b -> +B; check character (41+10+41+11+36+1) mod 43 = 11 -> B.
        '[CODIGO DE BARRAS CODE39 +A+B-1B]' +
        '[CODIGO DE BARRAS CODE93 CODE93]' +
        '[CODIGO DE BARRAS CODABAR A387266A]' +
        '[CODIGO DE BARRAS ITF 50123452]' +
        '[PDF417 Factura 001-001-000000123]',
    ]);
    // EAN-13: GS k 67, 13 digits; PDF417 error correction level 2 (GS ( k ... 45 30 32).
    expect(bytes.includes(hex('1d 6b 43 0d 35 30 31 32'))).toBe(true);
    expect(bytes.includes(hex('1d 28 6b 04 00 30 45 30 32'))).toBe(true);
  });

  it('sends the style, feed and buzzer commands of the plugin', async () => {
    const bytes = await printed([
      { nombre: 'EstablecerSubrayado', argumentos: [true] },
      { nombre: 'EstablecerFuente', argumentos: [1] },
      { nombre: 'EstablecerInterlineado', argumentos: [40] },
      { nombre: 'EstablecerImpresionAlReves', argumentos: [true] },
      { nombre: 'EstablecerImpresionBlancoYNegroInversa', argumentos: [true] },
      { nombre: 'EstablecerRotacionDe90Grados', argumentos: [true] },
      { nombre: 'Feed', argumentos: [3] },
      { nombre: 'Beep', argumentos: [2, 3] },
      { nombre: 'HabilitarElModoDeCaracteresChinos', argumentos: [] },
      { nombre: 'DeshabilitarElModoDeCaracteresChinos', argumentos: [] },
    ]);
    expect(bytes).toEqual(
      hex(`${CODE_PAGE_PC858} 1b 2d 01 1b 4d 01 1b 33 28 1b 7b 01 1d 42 01 1b 56 01 1b 64 03 1b 42 02 03 1c 26 1c 2e`),
    );
  });

  it('defines a 24x12 custom character column by column', async () => {
    const matrix = Array.from({ length: 24 }, (_, row) => (row < 8 ? '100000000001' : '000000000000')).join('\n');
    const bytes = await printed([
      { nombre: 'HabilitarCaracteresPersonalizados', argumentos: [] },
      { nombre: 'DefinirCaracterPersonalizado', argumentos: ['_', matrix] },
    ]);
    const columns = Array.from({ length: 12 }, (_, column) =>
      column === 0 || column === 11 ? 'ff 00 00' : '00 00 00',
    );
    expect(bytes).toEqual(hex(`${CODE_PAGE_PC858} 1b 25 01 1b 26 03 5f 5f 0c ${columns.join(' ')}`));
  });
});

describe('images in base64', () => {
  /** Left half black, right half white. */
  function halfBlack(width: number, height: number): Uint8Array {
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const value = x < width / 2 ? 0 : 255;
        data.set([value, value, value, 255], i);
      }
    }
    return data;
  }

  const png = (width: number, height: number, data: Uint8Array) => {
    const image = new PNG({ width, height });
    image.data = Buffer.from(data);
    return PNG.sync.write(image).toString('base64');
  };

  it('scales a PNG wider than the paper down to the printer width (576 dots at 48 columns)', async () => {
    const bytes = await printed([
      {
        nombre: 'ImprimirImagenEnBase64',
        argumentos: [`data:image/png;base64,${png(1000, 100, halfBlack(1000, 100))}`, 2000, 0, false],
      },
    ]);
    // GS v 0, 72 bytes per row (576 dots), 58 rows (100 x 576 / 1000).
    expect(bytes.subarray(3, 11)).toEqual(hex('1d 76 30 00 48 00 3a 00'));
    const firstRow = bytes.subarray(11, 11 + 72);
    expect([...firstRow]).toEqual([...Array(36).fill(0xff), ...Array(36).fill(0x00)]);
    expect(decodeEscPos(bytes).lines).toEqual(['[IMAGEN RASTER 576x58]']);
  });

  it('reads JPEG too and keeps the page maximum width when it is narrower than the paper', async () => {
    const { data } = jpeg.encode({ data: halfBlack(400, 40), width: 400, height: 40 }, 95);
    const bytes = await printed([
      { nombre: 'ImprimirImagenEnBase64', argumentos: [data.toString('base64'), 200, 0, false] },
    ]);
    expect(decodeEscPos(bytes).lines).toEqual(['[IMAGEN RASTER 200x20]']);
    const firstRow = bytes.subarray(11, 11 + 25);
    expect(firstRow[0]).toBe(0xff);
    expect(firstRow[24]).toBe(0x00);
  });

  it('dithers mid greys into a dot pattern only when asked', async () => {
    const grey = new Uint8Array(64 * 64 * 4).map((_, i) => (i % 4 === 3 ? 255 : 128));
    const encoded = png(64, 64, grey);
    const blackDots = (bytes: Buffer) =>
      [...bytes.subarray(11)].reduce((count, byte) => count + byte.toString(2).replaceAll('0', '').length, 0);
    const plain = await printed([{ nombre: 'ImprimirImagenEnBase64', argumentos: [encoded, 64, 0, false] }]);
    const dithered = await printed([{ nombre: 'ImprimirImagenEnBase64', argumentos: [encoded, 64, 0, true] }]);
    expect(blackDots(plain)).toBe(0);
    expect(blackDots(dithered)).toBeGreaterThan(64 * 64 * 0.4);
    expect(blackDots(dithered)).toBeLessThan(64 * 64 * 0.6);
  });

  it('prints with the column (ESC *) and graphics (GS ( L) algorithms', async () => {
    const encoded = png(100, 50, halfBlack(100, 50));
    const columns = await printed([{ nombre: 'ImprimirImagenEnBase64', argumentos: [encoded, 576, 1, false] }]);
    const graphics = await printed([{ nombre: 'ImprimirImagenEnBase64', argumentos: [encoded, 576, 2, false] }]);
    expect(decodeEscPos(columns).lines).toEqual(['[INTERLINEADO 24][IMAGEN COLUMNAS 100x72]', '[INTERLINEADO NORMAL]']);
    expect(decodeEscPos(graphics).lines).toEqual(['[IMAGEN GRAFICOS 100x50]']);
  });
});
