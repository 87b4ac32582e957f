import { describe, expect, it } from 'vitest';
import { COMPRA_SIN_SUSTENTO_PENDIENTE, pendientesDeCompra } from './purchase-pending';

const compra = { codSustento: null, codDoc: '01', fechaEmision: '2026-11-28', retenciones: [] };

describe('pendientes de una compra', () => {
  it('asks for the sustento and for the retención while its 5 days run', () => {
    expect(pendientesDeCompra(compra, '2026-11-30')).toEqual([
      COMPRA_SIN_SUSTENTO_PENDIENTE,
      'Retención por emitir: vence en 3 días',
    ]);
    expect(pendientesDeCompra(compra, '2026-12-02')).toContain('Retención por emitir: vence en 1 día');
    expect(pendientesDeCompra(compra, '2026-12-03')).toContain('Retención por emitir: vence hoy');
    expect(pendientesDeCompra(compra, '2026-12-04')).toEqual([COMPRA_SIN_SUSTENTO_PENDIENTE]);
  });

  it('asks nothing of a withheld purchase with its sustento, nor a retención of a nota de crédito', () => {
    const retenciones = [{ claveAcceso: '1'.repeat(49), numero: '001-001-000000001', estado: 'AUTORIZADA' }];
    expect(pendientesDeCompra({ ...compra, codSustento: '01', retenciones }, '2026-11-30')).toEqual([]);
    expect(pendientesDeCompra({ ...compra, codSustento: '01', codDoc: '04' }, '2026-11-30')).toEqual([]);
    const refused = [{ ...retenciones[0]!, estado: 'NO AUTORIZADA' }];
    expect(pendientesDeCompra({ ...compra, codSustento: '01', retenciones: refused }, '2026-11-30')).toHaveLength(1);
  });
});
