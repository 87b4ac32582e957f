import { describe, expect, it } from 'vitest';
import { MOTIVOS_NOTA_CREDITO } from './credit-note';
import { TIPOS_IDENTIFICACION } from './identification-types';
import { IVA_OPTIONS } from './taxes';

describe('catalogues of spec 01 §9', () => {
  it('has the five IVA options of spec 01 §9 plus the 2024 rates of SRI-NOTES §8', () => {
    expect(IVA_OPTIONS.map((option) => [option.label, option.codigoPorcentaje, option.tarifa])).toEqual([
      ['IVA 0%', 0, 0],
      ['IVA 5%', 5, 5],
      ['IVA 12%', 2, 12],
      ['IVA 13%', 10, 13],
      ['IVA 14%', 3, 14],
      ['IVA 15%', 4, 15],
      ['No objeto de IVA', 6, 0],
      ['Exento de IVA', 7, 0],
      ['IVA diferenciado', 8, 8],
    ]);
    expect(TIPOS_IDENTIFICACION.map((tipo) => `${tipo.codigo} ${tipo.nombre}`)).toEqual([
      '04 RUC',
      '05 CEDULA',
      '06 PASAPORTE',
      '07 VENTA A CONSUMIDOR FINAL',
      '08 IDENTIFICACION DEL EXTERIOR',
    ]);
    expect(MOTIVOS_NOTA_CREDITO).toEqual([
      'Devolución de producto',
      'Error en facturación',
      'Descuento no aplicado',
      'Anulación de transacción',
      'Otros',
    ]);
  });
});
