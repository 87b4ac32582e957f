import { describe, expect, it } from 'vitest';
import {
  CEDULA_RUC_INVALIDA_MESSAGE,
  checkCedulaRuc,
  checkIdentificacionComprador,
  isValidCedula,
  tipoIdentificacionPorLongitud,
} from './cedula-ruc';

describe('cédula and RUC checker', () => {
  it('accepts a valid cédula and blocks a wrong check digit, province or third digit', () => {
    expect(checkCedulaRuc('1710034065')).toEqual({ valid: true, strict: true, warning: false, tipo: 'cedula' });
    for (const value of ['1710034066', '2510034065', '1780034065', '171003406', 'abcdefghij']) {
      const result = checkCedulaRuc(value);
      expect(result.valid, value).toBe(false);
      expect(result.warning, value).toBe(false);
      expect(result.message).toBe('La cedula/RUC no es válida.');
    }
    expect(CEDULA_RUC_INVALIDA_MESSAGE).toBe('La cedula/RUC no es válida.');
  });

  it('accepts natural-person RUCs (a valid cédula and an establishment other than 000)', () => {
    expect(checkCedulaRuc('1710034065001')).toMatchObject({ valid: true, strict: true, tipo: 'ruc-natural' });
    expect(checkCedulaRuc('1710034065000')).toMatchObject({ valid: false, message: 'La cedula/RUC no es válida.' });
    expect(checkCedulaRuc('1710034066001').valid).toBe(false);
  });

  it('accepts company and public-entity RUCs that pass their base-11 rule', () => {
    // Corporación Favorita (from a real access key) and a public entity.
    expect(checkCedulaRuc('1790016919001')).toMatchObject({
      valid: true,
      strict: true,
      warning: false,
      tipo: 'ruc-privado',
    });
    expect(checkCedulaRuc('1760001550001')).toMatchObject({ valid: true, strict: true, tipo: 'ruc-publico' });
    // A third digit of 9 in the public format (stdnum #457).
    expect(checkCedulaRuc('1793221293001')).toMatchObject({ valid: true, strict: true, tipo: 'ruc-publico' });
  });

  it('blocks every RUC whose establishment is 000, even where a failed checksum would only warn', () => {
    for (const ruc of ['1760001550000', '1790016919000', '1793213150000', '1710034065000']) {
      expect(checkCedulaRuc(ruc), ruc).toMatchObject({
        valid: false,
        warning: false,
        message: 'La cedula/RUC no es válida.',
      });
      expect(checkIdentificacionComprador('04', ruc).valid, ruc).toBe(false);
    }
    expect(checkCedulaRuc('1760001550001').valid).toBe(true);
  });

  it('only warns on S.A.S. RUCs that pass neither rule (SRI-NOTES §6)', () => {
    for (const ruc of ['1793213150001', '0993370026001']) {
      expect(checkCedulaRuc(ruc)).toEqual({
        valid: true,
        strict: false,
        warning: true,
        tipo: 'ruc-privado',
        message: 'La cedula/RUC no es válida.',
      });
    }
  });

  it('blocks third digits 7 and 8 and bad lengths', () => {
    expect(checkCedulaRuc('1770016919001').valid).toBe(false);
    expect(checkCedulaRuc('1780016919001').valid).toBe(false);
    expect(checkCedulaRuc('17900169190').valid).toBe(false);
  });

  it('checks the buyer by identification type', () => {
    expect(checkIdentificacionComprador('05', '1710034065').valid).toBe(true);
    expect(checkIdentificacionComprador('05', '1710034065001').valid).toBe(false);
    expect(checkIdentificacionComprador('04', '1710034065').valid).toBe(false);
    expect(checkIdentificacionComprador('04', '1793213150001')).toMatchObject({ valid: true, warning: true });
    expect(checkIdentificacionComprador('07', '9999999999999').valid).toBe(true);
    expect(checkIdentificacionComprador('07', '1710034065').valid).toBe(false);
    expect(checkIdentificacionComprador('06', 'AB123456').valid).toBe(true);
    expect(isValidCedula('1710034065')).toBe(true);
  });

  it('infers RUC (04) from 13 characters and cédula (05) from 10, nothing from other lengths', () => {
    expect(tipoIdentificacionPorLongitud('1790016919001')).toBe('04');
    expect(tipoIdentificacionPorLongitud(' 1710034065 ')).toBe('05');
    expect(tipoIdentificacionPorLongitud('AB123456')).toBeNull();
  });
});
