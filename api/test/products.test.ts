import {
  INVENTARIADO_NO_DESACTIVABLE_MESSAGE,
  productListResponseSchema,
  SERIALIZADO_NO_MODIFICABLE_MESSAGE,
} from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';

const ctx = useTestApi();
let demo: ApiClient;
let simple: ApiClient;
let otra: ApiClient;

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  codigo: `P-${Math.random().toString(36).slice(2, 8)}`,
  nombre: 'Taladro percutor',
  descripcion: '750 W',
  categoria: 'Herramientas',
  precio: 79.9,
  unidad_medida: 'unidad',
  serializado: false,
  inventariado: true,
  stock_minimo: 2,
  impuesto: 'IVA 15%',
  activo: true,
  ...overrides,
});

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  simple = await ctx.api.anonymous.login('simple');
  otra = await ctx.api.anonymous.login('otra');
});

describe('GET /api/productos', () => {
  it('lists the emisor’s catalogue as {productos, error}', async () => {
    const response = await demo.get('/api/productos');
    expect(response.status).toBe(200);
    const { productos, error } = productListResponseSchema.parse(response.body);
    expect(error).toBeNull();
    const codes = productos.map((producto) => producto.codigo);
    expect(codes).toEqual(expect.arrayContaining(['CEL-A15', 'CEM-50', 'SRV-INST']));
    expect(codes).not.toContain('ATUN-180');
    expect(productos.find((p) => p.codigo === 'CEL-A15')).toMatchObject({ serializado: true, inventariado: true });
    expect(productos.find((p) => p.codigo === 'SRV-INST')).toMatchObject({ inventariado: false, precio: 25 });
  });

  it('shows another emisor only its own products', async () => {
    const response = await otra.get('/api/productos');
    expect(response.body.productos.map((p: { codigo: string }) => p.codigo)).toEqual(['ATUN-180', 'ENERG-250']);
  });
});

describe('POST /api/productos', () => {
  it('creates a product and lists it', async () => {
    const body = newProduct();
    const response = await demo.post('/api/productos', body);
    expect(response.status).toBe(201);
    expect(response.body.producto).toMatchObject({ ...body, _id: expect.any(String) });
    const list = await demo.get('/api/productos');
    expect(list.body.productos.map((p: { codigo: string }) => p.codigo)).toContain(body.codigo);
  });

  it.each(['hora', 'servicio'] as const)(
    'creates a product sold by the %s (people who sell services)',
    async (unidad) => {
      const body = newProduct({ codigo: `SRV-${unidad}`, unidad_medida: unidad, inventariado: false });
      const response = await demo.post('/api/productos', body);
      expect(response.status).toBe(201);
      expect(response.body.producto.unidad_medida).toBe(unidad);
    },
  );

  it('refuses a repeated code for the same emisor but not for another emisor', async () => {
    const duplicate = await demo.post('/api/productos', newProduct({ codigo: 'CEM-50' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('Ya existe un producto con el código CEM-50');
    const elsewhere = await otra.post('/api/productos', newProduct({ codigo: 'CEM-50' }));
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    [{ precio: 0 }, 'El precio debe ser mayor que 0'],
    [{ precio: -3 }, 'El precio debe ser mayor que 0'],
    [{ precio: 'abc' }, 'El precio debe ser mayor que 0'],
    [{ precio: 1.234 }, 'El precio admite como máximo 2 decimales'],
    [{ codigo: '' }, 'El código es obligatorio'],
    [{ codigo: undefined }, 'El código es obligatorio'],
    [{ nombre: '  ' }, 'El nombre es obligatorio'],
    [
      { unidad_medida: 'docena' },
      'La unidad de medida debe ser una de: unidad, litro, kilo, metro, caja, libra, galones, hora, servicio',
    ],
    [{ impuesto: 'IVA 12%' }, 'El impuesto debe ser IVA 15%, IVA 5%, IVA 0%, No objeto de IVA o Exento de IVA'],
    [{ stock_minimo: -1 }, 'El stock mínimo debe ser mayor o igual a 0'],
    [{ serializado: true, inventariado: false }, 'Un producto serializado debe ser inventariado'],
    [{ activo: 'quizas' }, 'El campo activo no es válido'],
  ])('answers 400 for %j: %s', async (overrides, message) => {
    const before = (await demo.get('/api/productos')).body.productos.length;
    const response = await demo.post('/api/productos', newProduct(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(message);
    expect(response.body.error.errores).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
    expect((await demo.get('/api/productos')).body.productos.length).toBe(before);
  });

  it('accepts numbers written as text, as form inputs send them, and ignores unknown fields', async () => {
    const response = await demo.post('/api/productos', {
      ...newProduct({ precio: '12.50', stock_minimo: '3' }),
      _id: 'ignorado',
      extra: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.producto).toMatchObject({ precio: 12.5, stock_minimo: 3 });
    expect(response.body.producto._id).not.toBe('ignorado');
    expect(response.body.producto).not.toHaveProperty('extra');
  });

  it('forces serializado, inventariado and stock_minimo off without usarInventario', async () => {
    const response = await simple.post(
      '/api/productos',
      newProduct({ serializado: true, inventariado: true, stock_minimo: 9 }),
    );
    expect(response.status).toBe(201);
    expect(response.body.producto).toMatchObject({ serializado: false, inventariado: false, stock_minimo: 0 });
  });
});

describe('PUT /api/productos/{id}', () => {
  it('updates a product addressed by _id', async () => {
    const created = (await demo.post('/api/productos', newProduct())).body.producto;
    const { _id, ...rest } = created;
    const response = await demo.put(`/api/productos/${_id}`, {
      ...rest,
      nombre: 'Taladro inalámbrico',
      precio: 99.5,
      activo: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.producto).toMatchObject({ _id, nombre: 'Taladro inalámbrico', precio: 99.5, activo: false });
  });

  it('keeps inventariado on and serializado unchanged', async () => {
    const created = (await demo.post('/api/productos', newProduct({ inventariado: true }))).body.producto;
    const { _id, ...rest } = created;
    const off = await demo.put(`/api/productos/${_id}`, { ...rest, inventariado: false });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toBe(INVENTARIADO_NO_DESACTIVABLE_MESSAGE);
    const serial = await demo.put(`/api/productos/${_id}`, { ...rest, serializado: true });
    expect(serial.status).toBe(400);
    expect(serial.body.error.message).toBe(SERIALIZADO_NO_MODIFICABLE_MESSAGE);

    const service = (await demo.post('/api/productos', newProduct({ inventariado: false }))).body.producto;
    const { _id: serviceId, ...serviceRest } = service;
    const on = await demo.put(`/api/productos/${serviceId}`, { ...serviceRest, inventariado: true });
    expect(on.status).toBe(200);
    expect(on.body.producto.inventariado).toBe(true);
  });

  it('lets a user without usarInventario edit an inventoried product without touching the hidden fields', async () => {
    const created = (await demo.post('/api/productos', newProduct({ inventariado: true, stock_minimo: 4 }))).body
      .producto;
    const { _id, ...rest } = created;
    const response = await simple.put(`/api/productos/${_id}`, {
      ...rest,
      nombre: 'Cambiado por simple',
      inventariado: false,
      stock_minimo: 0,
    });
    expect(response.status).toBe(200);
    expect(response.body.producto).toMatchObject({
      nombre: 'Cambiado por simple',
      inventariado: true,
      stock_minimo: 4,
    });
  });

  it('answers 404 with the product code for an unknown id or another emisor’s product', async () => {
    const unknown = await demo.put(
      '/api/productos/00000000-0000-4000-8000-000000000000',
      newProduct({ codigo: 'X-1' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Producto con código X-1 no encontrado');

    const foreign = (await otra.get('/api/productos')).body.productos[0];
    const { _id, ...rest } = foreign;
    const response = await demo.put(`/api/productos/${_id}`, { ...rest, nombre: 'Robado' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Producto con código ATUN-180 no encontrado');
    expect((await otra.get('/api/productos')).body.productos[0].nombre).toBe('Atún en lata 180 g');
  });

  it('answers 400 for a malformed id and 409 when renaming onto an existing code', async () => {
    const malformed = await demo.put('/api/productos/123', newProduct());
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('El ID no es válido');
    const created = (await demo.post('/api/productos', newProduct())).body.producto;
    const { _id, ...rest } = created;
    const clash = await demo.put(`/api/productos/${_id}`, { ...rest, codigo: 'CEL-A15' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('Ya existe un producto con el código CEL-A15');
  });

  it('needs a token', async () => {
    expect((await ctx.api.anonymous.get('/api/productos')).status).toBe(401);
    expect((await ctx.api.anonymous.post('/api/productos', newProduct())).status).toBe(401);
  });
});

describe('product codes ignore case and surrounding spaces (issue 13)', () => {
  it('refuses to create a code that differs only in case or spaces, with a Spanish 409', async () => {
    const created = await demo.post('/api/productos', newProduct({ codigo: 'Caja-Mix-1' }));
    expect(created.status).toBe(201);
    for (const codigo of ['caja-mix-1', '  CAJA-MIX-1 ']) {
      const clash = await demo.post('/api/productos', newProduct({ codigo }));
      expect(clash.status).toBe(409);
      expect(clash.body.error.message).toBe('Ya existe un producto con el código Caja-Mix-1');
    }
    // Another emisor has its own codes.
    expect((await otra.post('/api/productos', newProduct({ codigo: 'caja-mix-1' }))).status).toBe(201);
  });

  it('refuses to rename onto another code in other case, but lets a product change its own code’s case', async () => {
    const first = await demo.post('/api/productos', newProduct({ codigo: 'Ren-A' }));
    const second = await demo.post('/api/productos', newProduct({ codigo: 'Ren-B' }));
    const clash = await demo.put(`/api/productos/${second.body.producto._id}`, newProduct({ codigo: 'ren-a' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('Ya existe un producto con el código Ren-A');
    const recased = await demo.put(`/api/productos/${first.body.producto._id}`, newProduct({ codigo: 'REN-A' }));
    expect(recased.status).toBe(200);
    expect(recased.body.producto.codigo).toBe('REN-A');
  });
});
