import { describe, expect, it } from 'vitest';
import { IMPUESTOS_PRODUCTO } from '../products/product';
import { FORM_IVA_LABELS, ivaFueraDeVigencia, ivaOptionByCodigo } from './taxes';

describe('IVA table', () => {
  it('knows every current SRI rate code', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 8, 10].map((code) => ivaOptionByCodigo(code)?.tarifa)).toEqual([
      0, 12, 14, 15, 5, 0, 0, 8, 13,
    ]);
    expect(ivaOptionByCodigo(9)).toBeUndefined();
  });

  it('refuses IVA 12% after 2024-03-31 and IVA 15% before 2024-04-01', () => {
    expect(ivaFueraDeVigencia(2, '31/03/2024')).toBeNull();
    expect(ivaFueraDeVigencia(2, '01/04/2024')).toBe(
      'El IVA 12% no está vigente para un documento con fecha 01/04/2024; elija otra tarifa de IVA.',
    );
    expect(ivaFueraDeVigencia(4, '31/03/2024')).toBe(
      'El IVA 15% no está vigente para un documento con fecha 31/03/2024; elija otra tarifa de IVA.',
    );
    expect(ivaFueraDeVigencia(4, '23/11/2026')).toBeNull();
    expect(ivaFueraDeVigencia(3, '23/11/2026')).not.toBeNull();
    for (const code of [0, 5, 6, 7]) expect(ivaFueraDeVigencia(code, '23/11/2026')).toBeNull();
  });

  it('lets products carry 15%, 5%, 0%, No objeto and Exento; the form keeps 15% and 0%', () => {
    expect(IMPUESTOS_PRODUCTO).toEqual(['IVA 15%', 'IVA 5%', 'IVA 0%', 'No objeto de IVA', 'Exento de IVA']);
    expect(FORM_IVA_LABELS).toEqual(['IVA 15%', 'IVA 0%']);
  });
});
