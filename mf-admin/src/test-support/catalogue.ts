import type { Item, Product, Warehouse } from '@facturador/shared/domain';

/** A warehouse as GET /api/almacenes lists it. */
export const almacen = (extra: Partial<Warehouse> = {}): Warehouse => ({
  _id: 'a1',
  nombre: 'Bodega Principal',
  direccion: 'Av. Manabí y Calle Olmedo',
  ciudad: 'Portoviejo',
  responsable: 'Carlos Zambrano',
  telefono: '052630000',
  activo: true,
  ...extra,
});

/** An inventoried product as GET /api/productos lists it. */
export const producto = (extra: Partial<Product> = {}): Product => ({
  _id: 'p1',
  codigo: 'ARR-001',
  nombre: 'Arroz Flor 1 kg',
  descripcion: '',
  categoria: 'Granos',
  precio: 1.25,
  unidad_medida: 'unidad',
  serializado: false,
  inventariado: true,
  stock_minimo: 5,
  impuesto: 'IVA 0%',
  activo: true,
  irbpnr: false,
  botellasPorUnidad: 1,
  ice: null,
  contenido: {},
  ...extra,
});

/** That product's stock in that warehouse, as GET /api/items lists it. */
export const item = (extra: Partial<Item> = {}): Item => ({
  _id: 'i1',
  nombre: 'Arroz Flor 1 kg',
  producto_id: 'p1',
  producto_codigo: 'ARR-001',
  almacen_id: 'a1',
  almacen_nombre: 'Bodega Principal',
  almacen_ciudad: 'Portoviejo',
  numero_serie: null,
  stock: 12,
  status: 'DISPONIBLE',
  detalle: '',
  activo: true,
  precio: 1.25,
  impuesto: 'IVA 0%',
  serializado: false,
  ...extra,
});
