import { describe, expect, it } from 'vitest';
import {
  atsAmount,
  codigoSustentoVigente,
  codigosSustentoVigentes,
  foldAtsText,
  REGLAS_VENTAS_ATS,
  reglaVentasAts,
  valRetCampo,
} from './index';

describe('ATS catalogues and formats', () => {
  it('folds text to what the XSD pattern allows', () => {
    expect(foldAtsText('Ferretería Ñandú & Cía. Ltda.')).toBe('Ferreteria Nandu Cia Ltda');
    expect(foldAtsText('  S.A.  ')).toBe('S A');
    expect(foldAtsText('ÁÉÍÓÚ üñ')).toBe('AEIOU un');
  });

  it('writes amounts with two decimals, never -0.00', () => {
    expect(atsAmount(12.5)).toBe('12.50');
    expect(atsAmount(0.875)).toBe('0.88');
    expect(atsAmount(-0)).toBe('0.00');
    expect(atsAmount(-25)).toBe('-25.00');
  });

  it('maps each IVA withholding percentage to its valRet field', () => {
    expect([10, 20, 30, 50, 70, 100, 0].map(valRetCampo)).toEqual([
      'valRetBien10',
      'valRetServ20',
      'valorRetBienes',
      'valRetServ50',
      'valorRetServicios',
      'valRetServ100',
      undefined,
    ]);
  });

  it('keeps Tabla 5 dated: 00 ended 2015-02-28, 15 from 2020', () => {
    expect(codigoSustentoVigente('00', '2015-02-28')?.codigo).toBe('00');
    expect(codigoSustentoVigente('00', '01/03/2015')).toBeUndefined();
    expect(codigoSustentoVigente('15', '2019-12-31')).toBeUndefined();
    expect(codigosSustentoVigentes('2026-12-01').map((row) => row.codigo)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(codigoSustentoVigente('06', '2026-12-01')?.creditoTributario).toBe(true);
  });

  it('decides which sales go into ventas with one named, sourced rule', () => {
    const rule = reglaVentasAts('2026-12-01');
    expect(rule).toBe(REGLAS_VENTAS_ATS[0]);
    expect(rule).toMatchObject({ nombre: 'ventas-electronicas-incluidas', incluyeElectronicas: true });
    expect(rule.fuente).toContain('SRI-NOTES §10.4');
  });
});
