import { describe, expect, it } from 'vitest';
import { normalizeProductCode, sameProductCode, UNIDADES_FRACCIONABLES } from '../products/product';
import type { InvoiceFormLine } from './build-payload';
import {
  CANTIDAD_FRACCIONABLE_INVALIDA_MESSAGE,
  CANTIDAD_INVALIDA_MESSAGE,
  checkNewLine,
  type NewLineContext,
  stockInsuficienteMessage,
} from './form-rules';

// Issue 13: products sold by measure take up to 3 decimals; unidad and caja keep spec 01 §5's whole numbers.
const line = (cantidad: string): InvoiceFormLine => ({
  producto_codigo: 'ARROZ',
  producto_nombre: 'Arroz',
  producto_precio: '1.10',
  producto_cantidad: cantidad,
  producto_descuento: '0',
  producto_impuesto: 'IVA 0%',
  esInventariado: false,
});

const context = (cantidad: string, unidad_medida: string, extra: Partial<NewLineContext> = {}): NewLineContext => ({
  line: line(cantidad),
  product: { inventariado: false, serializado: false, unidad_medida },
  item: null,
  usarInventario: true,
  almacen: null,
  lines: [],
  tipoComprobante: 'factura',
  ...extra,
});

describe('quantity by unit of measure', () => {
  it('accepts up to 3 decimals for kilo, litro, metro, libra, galones and hora', () => {
    expect([...UNIDADES_FRACCIONABLES].sort()).toEqual(['galones', 'hora', 'kilo', 'libra', 'litro', 'metro']);
    for (const unidad of UNIDADES_FRACCIONABLES) {
      expect(checkNewLine(context('1.255', unidad))).toBeNull();
      expect(checkNewLine(context('0.5', unidad))).toBeNull();
      expect(checkNewLine(context('1.2555', unidad))).toBe(CANTIDAD_FRACCIONABLE_INVALIDA_MESSAGE);
      expect(checkNewLine(context('0', unidad))).toBe(CANTIDAD_FRACCIONABLE_INVALIDA_MESSAGE);
    }
  });

  it('keeps whole quantities of at least 1 for unidad, caja and free-typed lines', () => {
    for (const unidad of ['unidad', 'caja']) {
      expect(checkNewLine(context('1.5', unidad))).toBe(CANTIDAD_INVALIDA_MESSAGE);
      expect(checkNewLine(context('2', unidad))).toBeNull();
    }
    expect(checkNewLine({ ...context('0.5', 'kilo'), product: null })).toBe(CANTIDAD_INVALIDA_MESSAGE);
  });

  it('checks decimal quantities against the stock cumulatively', () => {
    const item = { _id: 'i', almacen_id: 'a', almacen_nombre: 'Bodega', numero_serie: null, stock: 2 };
    const inventoried = {
      product: { inventariado: true, serializado: false, unidad_medida: 'kilo' },
      item,
      almacen: { _id: 'a', nombre: 'Bodega' },
      lines: [{ ...line('1.5'), esInventariado: true }],
    };
    expect(checkNewLine(context('0.5', 'kilo', inventoried))).toBeNull();
    expect(checkNewLine(context('0.501', 'kilo', inventoried))).toBe(stockInsuficienteMessage(2));
  });
});

describe('product codes', () => {
  it('are the same code whatever their case and surrounding spaces', () => {
    expect(normalizeProductCode('  Abc-1 ')).toBe('abc-1');
    expect(sameProductCode('ABC-1', ' abc-1')).toBe(true);
    expect(sameProductCode('ABC-1', 'ABC-2')).toBe(false);
  });
});
