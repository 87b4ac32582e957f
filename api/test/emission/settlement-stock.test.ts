import { requiereSerieMessage } from '@facturador/shared/domain/movements';
import { buildLiquidacionCompraRequest, type LineaLiquidacion } from '@facturador/shared/domain/purchase-settlements';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, stockOf } from '../helpers/catalogue';
import { useEmissionApi } from './helpers';

/**
 * What the «Nueva liquidación de compra» screen promises about stock, as the API keeps it: a line
 * naming an inventoried product enters the user's own warehouse when none is chosen, the chosen one
 * otherwise; a free line or a service moves nothing; a serialized product (no serial on a
 * liquidación) is refused in Spanish.
 */
const ctx = useEmissionApi();

const PROVEEDOR = {
  tipoIdentificacion: '05',
  identificacion: '1304567892',
  razonSocial: 'Juan Pablo Mero Zambrano',
  direccion: 'Playa de Crucita, Portoviejo',
  email: '',
};

let ids: Awaited<ReturnType<typeof catalogue>>;
let sequence = 0;

function emitir(lineas: LineaLiquidacion[], almacen_id?: string) {
  sequence += 1;
  const body = buildLiquidacionCompraRequest({ ambiente: 1, proveedor: PROVEEDOR, lineas, almacen_id });
  return ctx.demo.request('POST', '/api/liquidaciones-compra', body, {
    'Idempotency-Key': `liquidacion-stock-${sequence}`,
  });
}

const cemento = (cantidad: number): LineaLiquidacion => ({
  producto_id: ids.product('CEM-50')._id,
  codigo: 'CEM-50',
  descripcion: 'Cemento Holcim 50 kg',
  cantidad,
  precioUnitario: 7.1,
  codigoPorcentaje: 4,
});

beforeAll(async () => {
  ids = await catalogue(ctx.demo);
});

describe('liquidación de compra: the lines that enter stock', () => {
  it('enters the user’s warehouse when none is chosen, the chosen one otherwise; free lines move nothing', async () => {
    const principal = ids.warehouse('Bodega Principal');
    const manta = ids.warehouse('Sucursal Manta');
    const cementoId = ids.product('CEM-50')._id;
    const [enPrincipal, enManta] = [
      await stockOf(ctx.demo, cementoId, principal),
      await stockOf(ctx.demo, cementoId, manta),
    ];

    const flete = { descripcion: 'Flete', cantidad: 1, precioUnitario: 10, codigoPorcentaje: 4 };
    expect((await emitir([cemento(20), flete])).status).toBe(200);
    expect(await stockOf(ctx.demo, cementoId, principal)).toBe(enPrincipal + 20);

    expect((await emitir([cemento(5)], manta)).status).toBe(200);
    expect(await stockOf(ctx.demo, cementoId, manta)).toBe(enManta + 5);
    expect(await stockOf(ctx.demo, cementoId, principal)).toBe(enPrincipal + 20);
  });

  it('refuses a serialized product, which a liquidación cannot carry the serial of', async () => {
    const celular = ids.product('CEL-A15');
    const response = await emitir([
      {
        producto_id: celular._id,
        codigo: 'CEL-A15',
        descripcion: celular.nombre,
        cantidad: 1,
        precioUnitario: 150,
        codigoPorcentaje: 4,
      },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(requiereSerieMessage(celular.nombre));
  });
});
