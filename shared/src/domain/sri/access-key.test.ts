import { describe, expect, it } from 'vitest';
import {
  buildClaveAcceso,
  CLAVE_ACCESO_INVALIDA_MESSAGE,
  claveAccesoCheckDigit,
  claveAccesoSchema,
  generateCodigoNumerico,
  isValidClaveAcceso,
  NUMERO_DOCUMENTO_PATTERN,
  numeroDocumento,
  parseClaveAcceso,
} from './access-key';
import { formatFechaClaveAcceso, formatFechaHoraSri, formatFechaSri } from './dates';

// Real keys quoted in SRI-NOTES §1.
const FAVORITA = '1811202301179001691900120721260002540020711013510';
const WSPCOMPU = '0312202201019007200200120029020004874985766297216';

describe('clave de acceso', () => {
  it('reads the fields of a real production key (Corporación Favorita)', () => {
    expect(parseClaveAcceso(FAVORITA)).toMatchObject({
      fecha: '18112023',
      fechaEmision: '18/11/2023',
      codDoc: '01',
      ruc: '1790016919001',
      ambiente: '2',
      estab: '072',
      ptoEmi: '126',
      secuencial: '000254002',
      codigoNumerico: '07110135',
      tipoEmision: '1',
      digitoVerificador: 0,
      numeroDocumento: '072-126-000254002',
      checkDigitOk: true,
    });
  });

  it('computes the check digit of both real keys (the first one is the 11 -> 0 case)', () => {
    expect(claveAccesoCheckDigit(FAVORITA.slice(0, 48))).toBe(0);
    expect(claveAccesoCheckDigit(WSPCOMPU.slice(0, 48))).toBe(6);
    expect(isValidClaveAcceso(FAVORITA)).toBe(true);
    expect(isValidClaveAcceso(WSPCOMPU)).toBe(true);
  });

  it('maps 11 to 0 and 10 to 1', () => {
    // Weighted sum 0: 11 - 0 = 11 -> 0.
    expect(claveAccesoCheckDigit('0'.repeat(48))).toBe(0);
    // Last digit 6 with weight 2: sum 12, 12 mod 11 = 1, 11 - 1 = 10 -> 1.
    expect(claveAccesoCheckDigit(`${'0'.repeat(47)}6`)).toBe(1);
    // Last digit 1: sum 2, 11 - 2 = 9.
    expect(claveAccesoCheckDigit(`${'0'.repeat(47)}1`)).toBe(9);
  });

  it('rebuilds the real key from its components', () => {
    const key = buildClaveAcceso({
      fechaEmision: new Date('2023-11-18T10:00:00-05:00'),
      codDoc: '01',
      ruc: '1790016919001',
      ambiente: 2,
      estab: 72,
      ptoEmi: 126,
      secuencial: 254002,
      codigoNumerico: '07110135',
    });
    expect(key).toBe(FAVORITA);
  });

  it('takes the date in America/Guayaquil, not UTC', () => {
    // 22:30 on 18/11/2023 in Ecuador is already 19/11 in UTC.
    const evening = new Date('2023-11-19T03:30:00Z');
    expect(formatFechaClaveAcceso(evening)).toBe('18112023');
    expect(formatFechaSri(evening)).toBe('18/11/2023');
    expect(formatFechaHoraSri(evening)).toBe('2023-11-18T22:30:00-05:00');
    const key = buildClaveAcceso({
      fechaEmision: evening,
      codDoc: '04',
      ruc: '1790016919001',
      ambiente: 1,
      estab: '1',
      ptoEmi: '1',
      secuencial: 7,
      codigoNumerico: 12345678,
    });
    expect(key.slice(0, 8)).toBe('18112023');
    expect(parseClaveAcceso(key)).toMatchObject({
      codDoc: '04',
      ambiente: '1',
      estab: '001',
      ptoEmi: '001',
      secuencial: '000000007',
    });
    expect(isValidClaveAcceso(key)).toBe(true);
  });

  it('refuses fields that do not fit and keys with a wrong digit', () => {
    const base = {
      fechaEmision: new Date(),
      codDoc: '01',
      ruc: '1790016919001',
      ambiente: 1 as const,
      estab: '001',
      ptoEmi: '001',
      secuencial: 1,
      codigoNumerico: '12345678',
    };
    expect(() => buildClaveAcceso({ ...base, secuencial: 1_000_000_000 })).toThrow(RangeError);
    expect(() => buildClaveAcceso({ ...base, ruc: '179001691900' })).toThrow(RangeError);
    expect(() => buildClaveAcceso({ ...base, codigoNumerico: '123456789' })).toThrow(RangeError);
    const wrongDigit = `${FAVORITA.slice(0, 48)}5`;
    expect(isValidClaveAcceso(wrongDigit)).toBe(false);
    expect(parseClaveAcceso(wrongDigit)?.checkDigitOk).toBe(false);
    expect(parseClaveAcceso('123')).toBeNull();
  });

  it('names the document inside the key as establishment-point-sequence (spec 01 §3, spec 02 §3)', () => {
    expect(numeroDocumento(FAVORITA)).toBe('072-126-000254002');
    expect(numeroDocumento(WSPCOMPU)).toBe(parseClaveAcceso(WSPCOMPU)!.numeroDocumento);
    expect(NUMERO_DOCUMENTO_PATTERN.exec(numeroDocumento(FAVORITA))?.slice(1)).toEqual(['072', '126', '000254002']);
    expect(NUMERO_DOCUMENTO_PATTERN.test('72-126-254002')).toBe(false);
  });

  it("accepts 49 digits (spaces around ignored) and refuses anything else with 'La clave de acceso debe tener 49 dígitos.'", () => {
    expect(claveAccesoSchema.parse(` ${FAVORITA} `)).toBe(FAVORITA);
    for (const bad of [FAVORITA.slice(1), `${FAVORITA}0`, `${FAVORITA.slice(0, 48)}x`, 49]) {
      const result = claveAccesoSchema.safeParse(bad);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CLAVE_ACCESO_INVALIDA_MESSAGE]);
    }
  });

  it('generates 8-digit numeric codes', () => {
    for (let index = 0; index < 50; index++) expect(generateCodigoNumerico()).toMatch(/^\d{8}$/);
  });
});
