import { INVENTARIADO_NO_DESACTIVABLE_MESSAGE, limiteProductosMessage } from '@facturador/shared/domain';
import {
  ARCHIVO_IMPORTACION_REQUERIDO_MESSAGE,
  almacenDesconocidoMessage,
  columnasFaltantesMessage,
  filaRepetidaMessage,
  IMPORTACION_CONCURRENTE_MESSAGE,
  IVA_IMPORT_INVALIDO_MESSAGE,
  importacionResponseSchema,
  stockSinInventarioMessage,
} from '@facturador/shared/domain/imports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../company/helpers';
import type { ApiClient } from '../helpers/api';
import { useTestApi } from '../helpers/api';
import { csv, importSheet, xlsx } from './sheets';

const ctx = useTestApi();
let demo: ApiClient;

const HEADER = [
  'Código',
  'Nombre',
  'Descripción',
  'Precio',
  'IVA',
  'Unidad',
  'Inventariado',
  'Stock mínimo',
  'Stock Bodega Principal',
  'Stock Sucursal Manta',
];
const IMPORTAR = '/api/productos/importar';

/** 500 rows, codes `${prefix}-001`…; rows 101, 250 and 400 (lines 102, 251, 401) are bad. */
function catalogue(prefix: string): string[][] {
  const rows = Array.from({ length: 500 }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return [`${prefix}-${n}`, `Producto ${n}`, 'Importado', '12,50', 'IVA 15%', 'unidad', 'sí', '2', '10', '3'];
  });
  rows[100]![3] = '0';
  rows[249]![1] = '';
  rows[399]![4] = 'IVA 99%';
  return [HEADER, ...rows];
}

const productCodes = async (client: ApiClient, prefix: string) =>
  ((await client.get('/api/productos')).body.productos as { codigo: string }[])
    .map((producto) => producto.codigo)
    .filter((codigo) => codigo.startsWith(prefix));

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
});

describe('POST /api/productos/importar', () => {
  it('previews a 500-row sheet with 3 bad rows, then imports the 497 others with their stock', async () => {
    const archivo = csv(catalogue('IMP'));
    const preview = await importSheet(demo, IMPORTAR, archivo, 'catalogo.csv');
    expect(preview.status, JSON.stringify(preview.body).slice(0, 300)).toBe(200);
    const body = importacionResponseSchema.parse(preview.body);
    expect(body.aplicado).toBe(false);
    expect(body.crear).toHaveLength(497);
    expect(body.actualizar).toHaveLength(0);
    expect(body.rechazadas).toEqual([
      { linea: 102, motivo: 'El precio debe ser mayor que 0' },
      { linea: 251, motivo: 'El nombre es obligatorio' },
      { linea: 401, motivo: IVA_IMPORT_INVALIDO_MESSAGE },
    ]);
    expect(body.crear[0]).toEqual({ linea: 2, clave: 'IMP-001', nombre: 'Producto 001', stock: 13 });
    expect(await productCodes(demo, 'IMP-')).toEqual([]);

    const applied = await importSheet(demo, `${IMPORTAR}?confirmar=true`, archivo, 'catalogo.csv');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ aplicado: true, error: null });
    expect(applied.body.crear).toHaveLength(497);
    expect(await productCodes(demo, 'IMP-')).toHaveLength(497);
    const producto = (await demo.get('/api/productos')).body.productos.find(
      (p: { codigo: string }) => p.codigo === 'IMP-002',
    );
    expect(producto).toMatchObject({ precio: 12.5, impuesto: 'IVA 15%', inventariado: true, stock_minimo: 2 });

    const items = (await demo.get(`/api/items?producto_id=${producto._id}`)).body.items;
    expect(
      items.map((item: { almacen_nombre: string; stock: number }) => [item.almacen_nombre, item.stock]).sort(),
    ).toEqual([
      ['Bodega Principal', 10],
      ['Sucursal Manta', 3],
    ]);
    const movimientos = (await demo.get('/api/movimientos?filtro=Importación de productos')).body.movimientos;
    expect(movimientos).toHaveLength(2);
    for (const movimiento of movimientos) {
      expect(movimiento).toMatchObject({
        tipo_movimiento: 'ENTRADA',
        observacion: 'Importación de productos (catalogo.csv)',
        usuario: 'demo',
      });
      expect(movimiento.items).toHaveLength(497);
    }
  });

  it('updates products by code whatever its case, and refuses a code repeated in the file', async () => {
    const rows = catalogue('UPD').slice(0, 4);
    await importSheet(demo, `${IMPORTAR}?confirmar=true`, csv(rows), 'a.csv');
    const again = [
      HEADER,
      ['upd-001', 'Producto renombrado', '', '20', '4', 'caja', 'sí', '', '', ''],
      ['UPD-001', 'Otro', '', '1', '', '', '', '', '', ''],
    ];
    const response = await importSheet(demo, `${IMPORTAR}?confirmar=true`, csv(again), 'b.csv');
    expect(response.status).toBe(200);
    expect(response.body.actualizar).toEqual([{ linea: 2, clave: 'upd-001', nombre: 'Producto renombrado', stock: 0 }]);
    expect(response.body.rechazadas).toEqual([{ linea: 3, motivo: filaRepetidaMessage('código', 'UPD-001', 2) }]);
    const productos = (await demo.get('/api/productos')).body.productos.filter((p: { codigo: string }) =>
      p.codigo.toLowerCase().startsWith('upd-001'),
    );
    expect(productos).toHaveLength(1);
    expect(productos[0]).toMatchObject({
      nombre: 'Producto renombrado',
      precio: 20,
      impuesto: 'IVA 15%',
      unidad_medida: 'caja',
    });
  });

  it('refuses rows the product rules refuse: inventory switched off, stock of a product not inventoried', async () => {
    const rows = [
      HEADER,
      ['CEM-50', 'Cemento', '', '8', '', '', 'no', '', '', ''],
      ['SERV-IMP', 'Servicio', '', '8', 'IVA 0%', '', 'no', '', '5', ''],
    ];
    const response = await importSheet(demo, IMPORTAR, csv(rows), 'c.csv');
    expect(response.body.rechazadas).toEqual([
      { linea: 2, motivo: INVENTARIADO_NO_DESACTIVABLE_MESSAGE },
      { linea: 3, motivo: stockSinInventarioMessage('Bodega Principal') },
    ]);
  });

  it('reads "," CSV without BOM (decimal comma in quotes) and XLSX alike', async () => {
    const rows = [HEADER, ['CSV-1', 'Coma', '', '3,75', '0', 'kilo', 'si', '1,5', '2,5', '']];
    const comma = await importSheet(
      demo,
      `${IMPORTAR}?confirmar=true`,
      csv(rows, { delimiter: ',', bom: false }),
      'coma.csv',
    );
    expect(comma.status, JSON.stringify(comma.body)).toBe(200);
    expect(comma.body.crear).toEqual([{ linea: 2, clave: 'CSV-1', nombre: 'Coma', stock: 2.5 }]);

    const book = await xlsx([HEADER, ['XLS-1', 'Excel', 'Libro', 4.5, 'IVA 5%', 'unidad', 'SI', 0, 7, 1]]);
    const excel = await importSheet(demo, `${IMPORTAR}?confirmar=true`, book, 'libro.xlsx');
    expect(excel.status, JSON.stringify(excel.body)).toBe(200);
    expect(excel.body.crear).toEqual([{ linea: 2, clave: 'XLS-1', nombre: 'Excel', stock: 8 }]);
    const productos = (await demo.get('/api/productos')).body.productos;
    expect(productos.find((p: { codigo: string }) => p.codigo === 'CSV-1')).toMatchObject({
      precio: 3.75,
      impuesto: 'IVA 0%',
      unidad_medida: 'kilo',
      stock_minimo: 1.5,
    });
    expect(productos.find((p: { codigo: string }) => p.codigo === 'XLS-1')).toMatchObject({
      precio: 4.5,
      impuesto: 'IVA 5%',
    });
  });

  it('applies all or nothing: a failure while storing leaves no product and no movement', async () => {
    const { db } = ctx.api.db.database;
    // Someone else takes a stock row meanwhile: the import's upsert fails after its products went in.
    await db.execute(
      sql.raw(`
      create function refuse_import_item() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from productos where id = new.producto_id and codigo like 'ROLL-%') then
          raise exception 'ocupado' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_import_item before insert on items for each row execute function refuse_import_item()',
      ),
    );
    try {
      const rows = catalogue('ROLL').slice(0, 20);
      const response = await importSheet(demo, `${IMPORTAR}?confirmar=true`, csv(rows), 'roll.csv');
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(IMPORTACION_CONCURRENTE_MESSAGE);
      expect(await productCodes(demo, 'ROLL-')).toEqual([]);
      const movimientos = (await demo.get('/api/movimientos?filtro=roll.csv')).body.movimientos;
      expect(movimientos).toEqual([]);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_import_item on items'));
      await db.execute(sql.raw('drop function refuse_import_item()'));
    }
  });

  it('answers 402 with the plan’s message past 20 inventoried products on Gratis, and stores nothing', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    const rows = [
      ['Código', 'Nombre', 'Precio', 'Inventariado', 'Stock Bodega principal'],
      ...Array.from({ length: 21 }, (_, i) => [`G-${i}`, `Gratis ${i}`, '1', 'sí', '1']),
    ];
    for (const path of [IMPORTAR, `${IMPORTAR}?confirmar=true`]) {
      const response = await importSheet(client, path, csv(rows), 'gratis.csv');
      expect(response.status).toBe(402);
      expect(response.body.error.message).toBe(limiteProductosMessage(20));
    }
    expect(await productCodes(client, 'G-')).toEqual([]);
    const twenty = await importSheet(client, `${IMPORTAR}?confirmar=true`, csv(rows.slice(0, 21)), 'gratis.csv');
    expect(twenty.status).toBe(200);
    expect(await productCodes(client, 'G-')).toHaveLength(20);
  });

  it('answers 400 in Spanish for a missing file, missing columns and an unknown warehouse', async () => {
    const none = await importSheet(demo, IMPORTAR, Buffer.alloc(0), 'vacio.csv');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(ARCHIVO_IMPORTACION_REQUERIDO_MESSAGE);
    const missing = await importSheet(
      demo,
      IMPORTAR,
      csv([
        ['Código', 'Nombre'],
        ['A', 'B'],
      ]),
      'x.csv',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(columnasFaltantesMessage(['Precio']));
    const unknown = await importSheet(
      demo,
      IMPORTAR,
      csv([
        ['Código', 'Nombre', 'Precio', 'Stock Quito'],
        ['A', 'B', '1', '1'],
      ]),
      'x.csv',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(almacenDesconocidoMessage('Stock Quito'));
  });

  it('serves the template in CSV and XLSX with a stock column per warehouse, and the template imports', async () => {
    const template = await fetch(`${demo.baseUrl}${IMPORTAR}/plantilla?formato=csv`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('plantilla-productos.csv');
    const text = await template.text();
    expect(text.split('\r\n')[0]).toBe(
      'Código;Nombre;Descripción;Categoría;Precio;IVA;Unidad;Inventariado;Stock mínimo;Stock Bodega Principal;Stock Sucursal Manta',
    );
    const preview = await importSheet(demo, IMPORTAR, Buffer.from(text, 'utf8'), 'plantilla.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.rechazadas).toEqual([]);
    const book = await fetch(`${demo.baseUrl}${IMPORTAR}/plantilla?formato=xlsx`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    const fromXlsx = await importSheet(demo, IMPORTAR, Buffer.from(await book.arrayBuffer()), 'plantilla.xlsx');
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.body.crear.length + fromXlsx.body.actualizar.length).toBe(1);
  });
});
