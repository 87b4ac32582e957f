import type { Product } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { filterProducts } from './picker-filters';

const product = (codigo: string, nombre: string, descripcion: string, inventariado: boolean): Product => ({
  _id: codigo,
  codigo,
  nombre,
  descripcion,
  categoria: '',
  precio: 1,
  unidad_medida: 'unidad',
  serializado: false,
  inventariado,
  stock_minimo: 0,
  impuesto: 'IVA 15%',
  activo: true,
  irbpnr: false,
  botellasPorUnidad: 1,
  ice: null,
});

const catalogue = [
  product('CEM-50', 'Cemento Holcim 50 kg', 'Saco de cemento gris', true),
  product('PIN-BLA', 'Pintura látex blanca', 'Galón para interiores', true),
  product('SRV-ENT', 'Entrega a domicilio', 'Transporte en la ciudad', false),
];
const codes = (list: Product[]) => list.map((p) => p.codigo);

describe('filterProducts (spec 01 §2 "Product picker")', () => {
  it('splits by tab', () => {
    expect(codes(filterProducts(catalogue, 'todos', ''))).toEqual(['CEM-50', 'PIN-BLA', 'SRV-ENT']);
    expect(codes(filterProducts(catalogue, 'inventariados', ''))).toEqual(['CEM-50', 'PIN-BLA']);
    expect(codes(filterProducts(catalogue, 'no-inventariados', ''))).toEqual(['SRV-ENT']);
  });

  it('searches name, code and description, case-insensitive', () => {
    expect(codes(filterProducts(catalogue, 'todos', 'HOLCIM'))).toEqual(['CEM-50']);
    expect(codes(filterProducts(catalogue, 'todos', 'srv-ent'))).toEqual(['SRV-ENT']);
    expect(codes(filterProducts(catalogue, 'todos', 'GALÓN'))).toEqual(['PIN-BLA']);
    expect(codes(filterProducts(catalogue, 'todos', 'nada así'))).toEqual([]);
  });

  it('offers only the original invoice codes on a credit note', () => {
    expect(codes(filterProducts(catalogue, 'todos', '', new Set(['SRV-ENT'])))).toEqual(['SRV-ENT']);
  });
});
