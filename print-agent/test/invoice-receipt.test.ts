import { buildClaveAcceso, buildReceiptText, RECEIPT_WIDTH } from '@facturador/shared/domain';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../src/escpos/decoder';
import { hex, startRig, type TestRig } from './support';

let rig: TestRig;

beforeAll(async () => {
  rig = await startRig();
});

afterAll(async () => {
  await rig.close();
});

const fecha = new Date('2026-03-14T15:30:00-05:00');
const claveAcceso = buildClaveAcceso({
  fechaEmision: fecha,
  codDoc: '01',
  ruc: '1790012345001',
  ambiente: 1,
  estab: '001',
  ptoEmi: '001',
  secuencial: 123,
  codigoNumerico: '12345678',
});

/** The 48-column receipt of spec 01 §9, built by the same shared function the invoice screen uses. */
const receipt = buildReceiptText({
  razonSocial: 'Panadería y Pastelería El Ñandú Cía. Ltda.',
  claveAcceso,
  fecha,
  productos: [
    { codigo: 'PAN-001', nombre: 'Pan de yuca', cantidad: 12, precioUnitario: 0.25, precioTotalSinImpuesto: 3 },
    {
      codigo: 'CAF-010',
      nombre: 'Café de Loja molido 500 g',
      cantidad: 1,
      precioUnitario: 6.5,
      precioTotalSinImpuesto: 6.5,
    },
    { codigo: 'TOR-002', nombre: 'Torta de piña', cantidad: 2, precioUnitario: 8.75, precioTotalSinImpuesto: 17.5 },
  ],
  totalSinImpuestos: 27,
  subtotalIvaCero: 3,
  iva: 3.6,
  importeTotal: 30.6,
});

/** Exactly what the invoice screen posts (spec 01 §7): licence '', printer from local storage, text then cut(1). */
const screenPayload = {
  serial: '',
  nombreImpresora: 'POS-80',
  operaciones: [
    { nombre: 'EscribirTexto', argumentos: [receipt] },
    { nombre: 'Corte', argumentos: [1] },
  ],
};

describe('the receipt the invoice screen prints', () => {
  it('prints end to end: every 48-column line on paper, Spanish characters in PC858, then a cut', async () => {
    rig.capture.clear();
    // The screen runs at the shell's origin and posts like the plugin client (JSON as text/plain).
    const answer = await rig.print(JSON.stringify(screenPayload), {
      origin: 'http://localhost:3000',
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: '' } });
    const [job] = await rig.capture.waitForJobs(1);
    const { lines, plainLines } = decodeEscPos(job!.bytes);

    const expectedLines = receipt.split('\n');
    expect(plainLines).toEqual(expectedLines);
    for (const line of plainLines) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    expect(plainLines[0]!.trim()).toBe('COMPROBANTE DE PAGO');
    expect(plainLines).toContain('Clave de acceso:');
    expect(plainLines).toContain(claveAcceso.slice(0, 25));
    expect(plainLines).toContain(claveAcceso.slice(25));
    expect(plainLines).toContain('Fecha: 14/03/2026');
    expect(plainLines.some((line) => line.includes('Café de Loja'))).toBe(true);

    // Bytes: the code page first, the receipt encoded in CP858 (Ñ a5, ú a3, í a1), the cut, the page again.
    expect(job!.bytes.subarray(0, 3)).toEqual(hex('1b 74 13'));
    expect(job!.bytes.subarray(3, job!.bytes.length - 17)).toEqual(iconv.encode(receipt, 'cp858'));
    expect(job!.bytes.includes(hex('a5 61 6e 64 a3'))).toBe(true); // "Ñandú"
    expect(job!.bytes.includes(hex('50 61 6e 61 64 65 72 a1 61'))).toBe(true); // "Panadería"
    expect(job!.bytes.subarray(-17)).toEqual(hex('1b 64 01 1b 64 04 1b 64 04 1d 56 00 1b 40 1b 74 13'));
    expect(lines.at(-1)).toBe(`${expectedLines.at(-1)}[AVANCE 1][AVANCE 4][AVANCE 4][CORTE][INICIAR]`);
  });
});
