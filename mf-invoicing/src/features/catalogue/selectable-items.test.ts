import type { Item } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { selectableItems } from './selectable-items';

const item = (overrides: Partial<Item>): Item => ({
  _id: 'i',
  nombre: 'Celular',
  producto_id: 'p1',
  producto_codigo: 'CEL-A15',
  almacen_id: 'a1',
  almacen_nombre: 'Bodega Principal',
  almacen_ciudad: 'Portoviejo',
  numero_serie: null,
  stock: 0,
  status: 'DISPONIBLE',
  detalle: '',
  activo: true,
  precio: 1,
  impuesto: 'IVA 15%',
  serializado: false,
  ...overrides,
});

describe('selectableItems (spec 01 §2: DISPONIBLE on an invoice, VENDIDO on a credit note)', () => {
  const disponible = item({ _id: 'd', numero_serie: 'SN-1', stock: 1, status: 'DISPONIBLE', serializado: true });
  const vendido = item({ _id: 'v', numero_serie: 'SN-2', stock: 0, status: 'VENDIDO', serializado: true });
  const otroVendido = item({ _id: 'o', numero_serie: 'SN-3', stock: 0, status: 'VENDIDO', serializado: true });
  const conStock = item({ _id: 's', producto_codigo: 'CEM-50', stock: 5 });
  const sinStock = item({ _id: 'z', producto_codigo: 'CEM-50', stock: 0 });

  it('offers available items with stock on an invoice', () => {
    expect(selectableItems([disponible, vendido, conStock, sinStock], false).map((i) => i._id)).toEqual(['d', 's']);
  });

  it('offers sold serials and stock rows on a credit note', () => {
    expect(selectableItems([disponible, vendido, conStock, sinStock], true).map((i) => i._id)).toEqual(['v', 's', 'z']);
  });

  it('keeps to the serials the original invoice names, when it names them', () => {
    const series = new Map([['CEL-A15', ['sn-2']]]);
    expect(selectableItems([vendido, otroVendido], true, series).map((i) => i._id)).toEqual(['v']);
    expect(selectableItems([vendido, otroVendido], true, new Map()).map((i) => i._id)).toEqual(['v', 'o']);
  });
});
