import { describe, expect, it } from 'vitest';
import { applyInventoryPermission, productEditErrors, productInputSchema } from './product';

const base = { codigo: 'A1', nombre: 'Producto', precio: 10 };

describe('productInputSchema', () => {
  it('fills the defaults of a new product', () => {
    expect(productInputSchema.parse(base)).toEqual({
      ...base,
      descripcion: '',
      categoria: '',
      unidad_medida: 'unidad',
      serializado: false,
      inventariado: false,
      stock_minimo: 0,
      impuesto: 'IVA 15%',
      activo: true,
      irbpnr: false,
      botellasPorUnidad: 1,
      ice: null,
      contenido: {},
    });
  });

  it.each([
    [{ precio: 0 }, 'El precio debe ser mayor que 0'],
    [{ precio: '' }, 'El precio debe ser mayor que 0'],
    [{ codigo: ' ' }, 'El código es obligatorio'],
    [{ stock_minimo: -1 }, 'El stock mínimo debe ser mayor o igual a 0'],
    [{ serializado: true }, 'Un producto serializado debe ser inventariado'],
    [{ botellasPorUnidad: 0 }, 'Las botellas por unidad deben ser un número entero mayor o igual a 1'],
    [{ botellasPorUnidad: 1.5 }, 'Las botellas por unidad deben ser un número entero mayor o igual a 1'],
    [{ ice: { codigo: 9999 } }, 'El código de ICE 9999 no está en la tabla de ICE vigente.'],
    [{ impuesto: 'IVA 12%' }, 'El impuesto debe ser IVA 15%, IVA 5%, IVA 0%, No objeto de IVA o Exento de IVA'],
  ])('refuses %j with "%s"', (overrides, message) => {
    const result = productInputSchema.safeParse({ ...base, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('product rules', () => {
  const input = productInputSchema.parse({ ...base, serializado: true, inventariado: true, stock_minimo: 5 });

  it('forces inventory fields off for new products without usarInventario', () => {
    expect(applyInventoryPermission(input, false)).toMatchObject({
      serializado: false,
      inventariado: false,
      stock_minimo: 0,
    });
    expect(applyInventoryPermission(input, true)).toBe(input);
  });

  it('keeps the stored inventory fields on edit without usarInventario', () => {
    expect(
      applyInventoryPermission(input, false, { serializado: false, inventariado: true, stock_minimo: 2 }),
    ).toMatchObject({ serializado: false, inventariado: true, stock_minimo: 2 });
  });

  it('never switches inventariado off and never changes serializado', () => {
    expect(
      productEditErrors({ inventariado: true, serializado: false }, { inventariado: false, serializado: false }),
    ).toEqual(['No se puede desactivar el inventario de un producto inventariado']);
    expect(
      productEditErrors({ inventariado: true, serializado: true }, { inventariado: true, serializado: false }),
    ).toEqual(['El campo serializado no se puede modificar']);
    expect(
      productEditErrors({ inventariado: false, serializado: false }, { inventariado: true, serializado: false }),
    ).toEqual([]);
  });
});
