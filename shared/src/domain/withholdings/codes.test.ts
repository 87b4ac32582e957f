import { describe, expect, it } from 'vitest';
import { CAMBIO_RENTA_2026, codigoRetencionVigente, codigosRetencionVigentes, valorRetenido } from './codes';
import { advertenciaPlazoRetencion, ivaDeBase } from './purchases';

describe('withholding codes as dated data', () => {
  it('offers renta and IVA codes on a date, renta first, each with its source', () => {
    const codes = codigosRetencionVigentes('15/10/2026');
    expect(codes[0]!.impuesto).toBe('renta');
    expect(codes.map((row) => `${row.impuesto}:${row.codigo}`)).toContain('iva:9');
    expect(codes.every((row) => row.fuente.length > 0)).toBe(true);
    expect(codigoRetencionVigente('iva', '2', '2026-10-15')?.porcentaje).toBe(70);
    expect(codigoRetencionVigente('renta', '3440', '2026-10-15')?.porcentaje).toBe(2.75);
  });

  it('splits renta codes at the 2026-03-01 change (NAC-DGERCGC26-00000009), still to be verified', () => {
    const before = codigoRetencionVigente('renta', '303', '2026-02-28')!;
    const after = codigoRetencionVigente('renta', '303', CAMBIO_RENTA_2026)!;
    expect(before).not.toBe(after);
    expect(before.hasta).toBe('2026-02-28');
    expect(after.desde).toBe('2026-03-01');
    expect(after.fuente).toContain('NAC-DGERCGC26-00000009');
    expect(after.verificar).toBe(true);
    expect(codigoRetencionVigente('renta', '999', '2026-10-15')).toBeUndefined();
  });

  it('computes each line in exact cents, half up', () => {
    expect(valorRetenido(120, 2.75)).toBe(3.3);
    expect(valorRetenido(15, 30)).toBe(4.5);
    expect(valorRetenido(0.1, 10)).toBe(0.01);
    expect(valorRetenido(33.33, 1.75)).toBe(0.58);
    expect(valorRetenido(1.3, 2.75)).toBe(0.04);
    expect(valorRetenido(19.99, 100)).toBe(19.99);
    expect(ivaDeBase(4, 33.33)).toBe(5);
  });

  it('warns past 5 days after the supplier invoice', () => {
    expect(advertenciaPlazoRetencion('2026-10-01', '2026-10-06')).toBeNull();
    expect(advertenciaPlazoRetencion('2026-10-01', '2026-10-07')).toBe(
      'La retención se emite 6 días después de la factura del proveedor; el plazo es de 5 días',
    );
  });
});
