/** Products and items as the API returns them, for the component tests (jsdom, real React). */
import type { Item, Product } from '@facturador/shared/domain';

export function product(overrides: Partial<Product> & Pick<Product, '_id' | 'codigo' | 'nombre'>): Product {
  return {
    descripcion: '',
    categoria: '',
    precio: 10,
    unidad_medida: 'unidad',
    serializado: false,
    inventariado: false,
    stock_minimo: 0,
    impuesto: 'IVA 15%',
    activo: true,
    irbpnr: false,
    botellasPorUnidad: 1,
    ice: null,
    ...overrides,
  };
}

export function item(of: Product, overrides: Partial<Item> & Pick<Item, '_id'>): Item {
  return {
    nombre: of.nombre,
    producto_id: of._id,
    producto_codigo: of.codigo,
    almacen_id: 'a1',
    almacen_nombre: 'Bodega Principal',
    almacen_ciudad: 'Portoviejo',
    numero_serie: null,
    stock: 5,
    status: 'DISPONIBLE',
    detalle: '',
    activo: true,
    precio: of.precio,
    impuesto: of.impuesto,
    serializado: of.serializado,
    ...overrides,
  };
}
