import { describe, expect, it } from 'vitest';
import { RUC_DIGITO_DUDOSO_MESSAGE } from '../company/registro';
import { checkCustomerRow, tipoFromCell } from './customer-import';
import {
  COLUMNAS_PRODUCTO,
  checkProductRow,
  IVA_IMPORT_INVALIDO_MESSAGE,
  impuestoFromCell,
  precioNoNumericoMessage,
} from './product-import';
import { headerKeys, normalizeHeader, parseSheetNumber, parseYesNo } from './sheet';

describe('sheet cells', () => {
  it('reads numbers as merchants type them', () => {
    expect(parseSheetNumber('12,50')).toBe(12.5);
    expect(parseSheetNumber('12.5')).toBe(12.5);
    expect(parseSheetNumber('$ 1.234,50')).toBe(1234.5);
    expect(parseSheetNumber('1,234.50')).toBe(1234.5);
    expect(parseSheetNumber('')).toBe('');
    expect(parseSheetNumber('abc')).toBe('abc');
  });

  it('reads yes/no and headers without accents or case', () => {
    expect([parseYesNo('Sí'), parseYesNo('x'), parseYesNo(''), parseYesNo('NO'), parseYesNo('quizá')]).toEqual([
      true,
      true,
      false,
      false,
      undefined,
    ]);
    expect(normalizeHeader('  Stock   Mínimo ')).toBe('stock minimo');
    const { keys, faltantes } = headerKeys(['CÓDIGO', 'nombre', 'Impuesto', 'Stock Bodega'], COLUMNAS_PRODUCTO);
    expect(keys).toEqual(['codigo', 'nombre', 'iva', null]);
    expect(faltantes).toEqual(['Precio']);
  });

  it('takes the IVA by label or by SRI code', () => {
    expect(impuestoFromCell('iva 15%')).toBe('IVA 15%');
    expect(impuestoFromCell('4')).toBe('IVA 15%');
    expect(impuestoFromCell('0')).toBe('IVA 0%');
    expect(impuestoFromCell('')).toBeUndefined();
    expect(checkProductRow({ linea: 2, valores: { codigo: 'A', nombre: 'B', precio: '1', iva: '2' } }, [])).toEqual({
      stock: [],
      motivo: IVA_IMPORT_INVALIDO_MESSAGE,
    });
  });

  it('takes the identification type by code, name or length', () => {
    expect(tipoFromCell('Cédula', '1710034065')).toBe('05');
    expect(tipoFromCell('4', '1710034065001')).toBe('04');
    expect(tipoFromCell('', '1710034065001')).toBe('04');
    expect(tipoFromCell('pasaporte', 'AB1')).toBe('06');
    expect(tipoFromCell('licencia', 'AB1')).toBeUndefined();
    expect(
      checkCustomerRow({ linea: 2, valores: { identificacion: '923456784', razon_social: 'x' } }).cliente,
    ).toMatchObject({
      identificacion: '0923456784',
      tipoIdentificacion: '05',
      razonSocial: 'X',
    });
  });

  it('takes a customer RUC that fails modulo 11 (as sign-up does) with a warning on its row', () => {
    const row = checkCustomerRow({
      linea: 3,
      valores: { identificacion: '1790012345001', razon_social: 'Andina S.A.S.' },
    });
    expect(row.cliente?.identificacion).toBe('1790012345001');
    expect(row.aviso).toBe(RUC_DIGITO_DUDOSO_MESSAGE);
    expect(checkCustomerRow({ linea: 4, valores: { identificacion: '1710034065', razon_social: 'Ana' } }).aviso).toBe(
      undefined,
    );
  });
});

describe('product rows', () => {
  it('says a price that is not a number is not a number', () => {
    const row = checkProductRow(
      { linea: 2, valores: { codigo: 'A1', nombre: 'Arroz', precio: 'abc', inventariado: 'no' } },
      [],
    );
    expect(row.motivo).toBe(precioNoNumericoMessage('abc'));
    expect(row.motivo).toBe('El precio «abc» no es un número: escríbalo como 8,75 o 8.75');
  });
});
