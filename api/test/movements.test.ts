import { movementListResponseSchema, movementResponseSchema } from '@facturador/shared/domain/movements';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api';
import { useTestApi } from './helpers/api';
import { catalogue, itemsOf, serialItem, stockOf, todayInEcuador } from './helpers/catalogue';

const ctx = useTestApi();
let demo: ApiClient;
let otra: ApiClient;
let ids: Awaited<ReturnType<typeof catalogue>>;
let principal: string;
let manta: string;

const MOVEMENT_ERROR = 'Error al crear movimiento';

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
  otra = await ctx.api.anonymous.login('otra');
  ids = await catalogue(demo);
  principal = ids.warehouse('Bodega Principal');
  manta = ids.warehouse('Sucursal Manta');
});

const line = (codigo: string, extra: Record<string, unknown> = {}) => ({
  producto_id: ids.product(codigo)._id,
  nombre: ids.product(codigo).nombre,
  cantidad: 1,
  detalle: '',
  ...extra,
});

async function expectRefused(body: Record<string, unknown>, status: number, errores: string[]) {
  const response = await demo.post('/api/movimientos', body);
  expect(response.status).toBe(status);
  expect(response.body.error.message).toBe(MOVEMENT_ERROR);
  expect(response.body.error.errores).toEqual(errores);
}

describe('movement rules of spec 02 §5 (enforced by the server)', () => {
  const cement = () => line('CEM-50', { cantidad: 2 });

  it('ENTRADA needs a destination and no origin', async () => {
    await expectRefused({ tipo_movimiento: 'ENTRADA', items: [cement()] }, 400, [
      'Debe seleccionar un almacén de destino',
    ]);
    await expectRefused({ tipo_movimiento: 'ENTRADA', origen: principal, destino: manta, items: [cement()] }, 400, [
      'No debe especificar origen para movimientos de entrada',
    ]);
  });

  it('SALIDA and ELIMINACIÓN need an origin and no destination', async () => {
    for (const tipo of ['SALIDA', 'ELIMINACIÓN']) {
      await expectRefused({ tipo_movimiento: tipo, items: [cement()] }, 400, ['Debe seleccionar un almacén de origen']);
      await expectRefused({ tipo_movimiento: tipo, origen: principal, destino: manta, items: [cement()] }, 400, [
        'No debe especificar destino para movimientos de salida/eliminación',
      ]);
    }
  });

  it('TRASLADO needs two different warehouses', async () => {
    await expectRefused({ tipo_movimiento: 'TRASLADO', items: [cement()] }, 400, [
      'Debe seleccionar un almacén de origen',
      'Debe seleccionar un almacén de destino',
    ]);
    await expectRefused({ tipo_movimiento: 'TRASLADO', origen: manta, destino: manta, items: [cement()] }, 400, [
      'El origen y destino no pueden ser iguales',
    ]);
  });

  it('DEVOLUCIÓN needs a destination and an observation', async () => {
    await expectRefused({ tipo_movimiento: 'DEVOLUCIÓN', observacion: '  ', items: [cement()] }, 400, [
      'Debe seleccionar un almacén de destino',
      'La observación es obligatoria para devoluciones',
    ]);
  });

  it('needs at least one item, serials on serialized products, quantities above 0, no repeated products', async () => {
    await expectRefused({ tipo_movimiento: 'ENTRADA', destino: principal, items: [] }, 400, [
      'Debe agregar al menos un ítem',
    ]);
    await expectRefused({ tipo_movimiento: 'ENTRADA', destino: principal }, 400, ['Debe agregar al menos un ítem']);
    await expectRefused({ tipo_movimiento: 'ENTRADA', destino: principal, items: [line('CEL-A15')] }, 400, [
      'El producto Celular Samsung Galaxy A15 requiere número de serie',
    ]);
    await expectRefused(
      {
        tipo_movimiento: 'ENTRADA',
        destino: principal,
        items: [line('CEM-50', { cantidad: 0 }), line('PIN-BLA', { cantidad: -2 })],
      },
      400,
      [
        'La cantidad para Cemento Holcim 50 kg debe ser mayor a 0',
        'La cantidad para Pintura látex blanca debe ser mayor a 0',
      ],
    );
    await expectRefused(
      { tipo_movimiento: 'ENTRADA', destino: principal, items: [cement(), line('PIN-BLA'), cement(), line('PIN-BLA')] },
      400,
      ['Los siguientes productos no serializados están duplicados: Cemento Holcim 50 kg, Pintura látex blanca'],
    );
    await expectRefused(
      {
        tipo_movimiento: 'ENTRADA',
        destino: principal,
        items: [line('CEL-A15', { numero_serie: 'NUEVA-1' }), line('CEL-A15', { numero_serie: 'NUEVA-1' })],
      },
      400,
      ['El número de serie NUEVA-1 está repetido en el movimiento'],
    );
  });

  it('lists every broken rule at once', async () => {
    await expectRefused({ tipo_movimiento: 'TRASLADO', origen: principal, destino: principal, items: [] }, 400, [
      'El origen y destino no pueden ser iguales',
      'Debe agregar al menos un ítem',
    ]);
  });

  it('refuses non-inventoried products, unknown types and malformed ids', async () => {
    await expectRefused({ tipo_movimiento: 'ENTRADA', destino: principal, items: [line('SRV-INST')] }, 400, [
      'El producto Instalación eléctrica no es inventariado',
    ]);
    const badType = await demo.post('/api/movimientos', {
      tipo_movimiento: 'REGALO',
      destino: principal,
      items: [cement()],
    });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe(
      'El tipo de movimiento debe ser uno de: ENTRADA, SALIDA, TRASLADO, DEVOLUCIÓN, ELIMINACIÓN',
    );
    const badWarehouse = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ENTRADA',
      destino: 'x',
      items: [cement()],
    });
    expect(badWarehouse.status).toBe(400);
    expect(badWarehouse.body.error.message).toBe('El almacén de destino no es válido');
  });

  it('checks stock in the origin warehouse: "Problemas con el stock:"', async () => {
    await expectRefused(
      {
        tipo_movimiento: 'SALIDA',
        origen: manta,
        items: [line('CEM-50', { cantidad: 1000 }), line('ARR-1K', { cantidad: 1 }), line('PIN-BLA', { cantidad: 1 })],
      },
      409,
      [
        'Problemas con el stock:',
        'Cemento Holcim 50 kg: Stock insuficiente (disponible: 60, solicitado: 1000)',
        'Arroz blanco: No encontrado en el almacén (disponible: 0, solicitado: 1)',
      ],
    );
    // All or nothing: the good line (pintura) was not applied either.
    expect(await stockOf(demo, ids.product('PIN-BLA')._id, manta)).toBe(15);
  });
});

describe('applying movements', () => {
  it('ENTRADA adds stock, creating the warehouse row when needed, and one item per serial', async () => {
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ENTRADA',
      destino: manta,
      observacion: 'Compra a proveedor',
      items: [
        line('ARR-1K', { cantidad: 25.5 }),
        line('CEM-50', { cantidad: 10 }),
        line('CEL-A15', { numero_serie: 'SN-A15-0100', detalle: 'Caja sellada' }),
        line('CEL-A15', { numero_serie: 'SN-A15-0101', cantidad: 7 }),
      ],
    });
    expect(response.status).toBe(201);
    const { movimiento } = movementResponseSchema.parse(response.body);
    expect(movimiento).toMatchObject({
      tipo_movimiento: 'ENTRADA',
      origen: null,
      destino: { _id: manta, nombre: 'Sucursal Manta' },
      observacion: 'Compra a proveedor',
      documentoReferencia: null,
    });
    expect(movimiento.items).toHaveLength(4);
    expect(movimiento.items.find((i) => i.numero_serie === 'SN-A15-0101')!.cantidad).toBe(1);
    expect(await stockOf(demo, ids.product('ARR-1K')._id, manta)).toBe(25.5);
    expect(await stockOf(demo, ids.product('CEM-50')._id, manta)).toBe(70);
    expect(await serialItem(demo, 'SN-A15-0100')).toMatchObject({
      almacen_id: manta,
      status: 'DISPONIBLE',
      stock: 1,
      detalle: 'Caja sellada',
    });
  });

  it('refuses a serial that already exists for the product', async () => {
    await expectRefused(
      { tipo_movimiento: 'ENTRADA', destino: principal, items: [line('CEL-A15', { numero_serie: 'SN-A15-0001' })] },
      409,
      ['El número de serie SN-A15-0001 ya existe para el producto Celular Samsung Galaxy A15'],
    );
  });

  it('SALIDA marks a serial VENDIDO and decreases counted stock; a serial is never sold twice', async () => {
    const serial = await serialItem(demo, 'SN-A15-0002');
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'SALIDA',
      origen: principal,
      items: [
        line('CEL-A15', { numero_serie: 'SN-A15-0002', item_id: serial._id }),
        line('CAB-12', { cantidad: 12.5 }),
      ],
    });
    expect(response.status).toBe(201);
    expect(await serialItem(demo, 'SN-A15-0002')).toMatchObject({ status: 'VENDIDO', stock: 0 });
    expect(await stockOf(demo, ids.product('CAB-12')._id, principal)).toBe(487.5);

    await expectRefused(
      { tipo_movimiento: 'SALIDA', origen: principal, items: [line('CEL-A15', { numero_serie: 'SN-A15-0002' })] },
      409,
      [
        'Problemas con el stock:',
        'Celular Samsung Galaxy A15 (SN-A15-0002): Stock insuficiente (disponible: 0, solicitado: 1)',
      ],
    );
    await expectRefused(
      { tipo_movimiento: 'SALIDA', origen: principal, items: [line('CEL-A15', { numero_serie: 'SN-A15-0004' })] },
      409,
      [
        'Problemas con el stock:',
        'Celular Samsung Galaxy A15 (SN-A15-0004): No encontrado en el almacén (disponible: 0, solicitado: 1)',
      ],
    );
  });

  it('TRASLADO moves counted stock and serials between warehouses', async () => {
    const before = await stockOf(demo, ids.product('PIN-BLA')._id, manta);
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'TRASLADO',
      origen: principal,
      destino: manta,
      items: [line('PIN-BLA', { cantidad: 5 }), line('LAP-IP3', { numero_serie: 'LNV-IP3-1001' })],
    });
    expect(response.status).toBe(201);
    expect(await stockOf(demo, ids.product('PIN-BLA')._id, principal)).toBe(35);
    expect(await stockOf(demo, ids.product('PIN-BLA')._id, manta)).toBe(before + 5);
    expect(await serialItem(demo, 'LNV-IP3-1001')).toMatchObject({ almacen_id: manta, status: 'DISPONIBLE' });
  });

  it('DEVOLUCIÓN brings a sold serial back as DISPONIBLE in the destination, and only a sold one', async () => {
    await demo.post('/api/movimientos', {
      tipo_movimiento: 'SALIDA',
      origen: principal,
      items: [line('CEL-A15', { numero_serie: 'SN-A15-0003' })],
    });
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'DEVOLUCION',
      destino: manta,
      observacion: 'Cliente devolvió el equipo',
      items: [line('CEL-A15', { numero_serie: 'SN-A15-0003' }), line('CEM-50', { cantidad: 3 })],
    });
    expect(response.status).toBe(201);
    expect(response.body.movimiento.tipo_movimiento).toBe('DEVOLUCIÓN');
    expect(await serialItem(demo, 'SN-A15-0003')).toMatchObject({ almacen_id: manta, status: 'DISPONIBLE', stock: 1 });

    await expectRefused(
      {
        tipo_movimiento: 'DEVOLUCIÓN',
        destino: manta,
        observacion: 'No vendido',
        items: [line('CEL-A15', { numero_serie: 'SN-A15-0005' })],
      },
      409,
      ['El producto Celular Samsung Galaxy A15 con número de serie SN-A15-0005 no está registrado como vendido'],
    );
  });

  it('ELIMINACIÓN marks a serial ELIMINADO and decreases counted stock', async () => {
    const response = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ELIMINACIÓN',
      origen: manta,
      observacion: 'Mercadería dañada',
      items: [line('CEL-A15', { numero_serie: 'SN-A15-0005' }), line('CEM-50', { cantidad: 1 })],
    });
    expect(response.status).toBe(201);
    expect(await serialItem(demo, 'SN-A15-0005')).toMatchObject({ status: 'ELIMINADO', stock: 0 });
  });

  it('is idempotent per documentoReferencia and type', async () => {
    const body = {
      tipo_movimiento: 'SALIDA',
      origen: principal,
      observacion: 'Factura: 2211202501131245678100110010010000000011234567813',
      documentoReferencia: '2211202501131245678100110010010000000011234567813',
      items: [line('CEM-50', { cantidad: 4 })],
    };
    const before = await stockOf(demo, ids.product('CEM-50')._id, principal);
    const first = await demo.post('/api/movimientos', body);
    const again = await demo.post('/api/movimientos', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.movimiento._id).toBe(first.body.movimiento._id);
    expect(await stockOf(demo, ids.product('CEM-50')._id, principal)).toBe(before - 4);
  });

  it('never touches another emisor’s products or warehouses', async () => {
    const foreignProduct = (await otra.get('/api/productos')).body.productos[0]._id;
    const foreignWarehouse = (await otra.get('/api/almacenes')).body[0]._id;
    const product = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ENTRADA',
      destino: principal,
      items: [{ producto_id: foreignProduct, cantidad: 5 }],
    });
    expect(product.status).toBe(404);
    expect(product.body.error.message).toBe(`Producto con ID ${foreignProduct} no encontrado`);
    const warehouse = await demo.post('/api/movimientos', {
      tipo_movimiento: 'ENTRADA',
      destino: foreignWarehouse,
      items: [line('CEM-50')],
    });
    expect(warehouse.status).toBe(404);
    expect(warehouse.body.error.message).toBe(`Almacén con ID ${foreignWarehouse} no encontrado`);
    const theirs = await itemsOf(otra, {});
    expect(theirs.map((item) => item.stock)).toEqual([100]);
  });
});

describe('reading movements', () => {
  it('lists newest first with origin and destination names, and reads one with its items', async () => {
    const response = await demo.get('/api/movimientos');
    expect(response.status).toBe(200);
    const { movimientos } = movementListResponseSchema.parse(response.body);
    const dates = movimientos.map((m) => m.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    const initial = movimientos.filter((m) => m.observacion === 'Inventario inicial');
    expect(initial.map((m) => m.destino?.nombre).sort()).toEqual(['Bodega Principal', 'Sucursal Manta']);

    const one = await demo.get(`/api/movimientos/${initial[0]!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.movimiento).toEqual(initial[0]);
    expect(one.body.movimiento.items.length).toBeGreaterThan(0);
  });

  it('filters by type, warehouse name and dates; empty filters are ignored', async () => {
    const all = (await demo.get('/api/movimientos')).body.movimientos;
    const empty = (await demo.get('/api/movimientos?filtro=&tipo_movimiento=&fecha_inicio=&fecha_fin=')).body
      .movimientos;
    expect(empty.length).toBe(all.length);
    const traslados = (await demo.get(`/api/movimientos?tipo_movimiento=${encodeURIComponent('TRASLADO')}`)).body
      .movimientos;
    expect(traslados.length).toBeGreaterThan(0);
    expect(traslados.every((m: { tipo_movimiento: string }) => m.tipo_movimiento === 'TRASLADO')).toBe(true);
    const byName = (await demo.get('/api/movimientos?filtro=manta')).body.movimientos;
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every(
        (m: { origen: { nombre: string } | null; destino: { nombre: string } | null; observacion: string }) =>
          [m.origen?.nombre, m.destino?.nombre].includes('Sucursal Manta'),
      ),
    ).toBe(true);
    const today = (await demo.get(`/api/movimientos?fecha_inicio=${todayInEcuador()}&fecha_fin=${todayInEcuador()}`))
      .body.movimientos;
    expect(today.length).toBe(all.length);
    const yesterday = (await demo.get(`/api/movimientos?fecha_fin=${todayInEcuador(-1)}`)).body.movimientos;
    expect(yesterday).toEqual([]);
  });

  it('pages with limite and cursor without repeating or skipping', async () => {
    const all = (await demo.get('/api/movimientos')).body.movimientos.map((m: { _id: string }) => m._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { movimientos: { _id: string }[]; siguienteCursor: string | null } } = await demo.get(
        `/api/movimientos?limite=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.body.movimientos.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.movimientos.map((m) => m._id));
      cursor = page.body.siguienteCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('answers 400 for bad filters and 404 for unknown or foreign movements', async () => {
    const badDate = await demo.get('/api/movimientos?fecha_inicio=22/11/2025');
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe('La fecha de inicio debe tener el formato AAAA-MM-DD');
    const badCursor = await demo.get('/api/movimientos?cursor=nada');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.message).toBe('El cursor de paginación no es válido');
    const foreign = (await otra.get('/api/movimientos')).body.movimientos[0]._id;
    const hidden = await demo.get(`/api/movimientos/${foreign}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(`Movimiento con ID ${foreign} no encontrado`);
    expect((await demo.get('/api/movimientos')).body.movimientos.map((m: { _id: string }) => m._id)).not.toContain(
      foreign,
    );
  });
});
