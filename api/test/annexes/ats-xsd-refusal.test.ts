import { fechaEcuador } from '@facturador/shared/domain';
import { buildLiquidacionCompraRequest } from '@facturador/shared/domain/purchase-settlements';
import { describe, expect, it } from 'vitest';
import { useEmissionApi, waitForEstado } from '../emission/helpers';

/**
 * A file the business rules let through but ats.xsd refuses is never handed out (issue #42 §2): 409 with
 * the validator's messages, not a 500 nor an invalid file. Here a foreign supplier's 15-character
 * passport, which the liquidación admits (≤ 20) and the ATS's idProv does not (≤ 13).
 */
const ctx = useEmissionApi();
const hoy = fechaEcuador();

describe('ATS que no cumple ats.xsd', () => {
  it('answers 409 with the schema validator’s messages', async () => {
    const liquidacion = await ctx.demo.post(
      '/api/liquidaciones-compra',
      buildLiquidacionCompraRequest({
        ambiente: 2,
        proveedor: {
          tipoIdentificacion: '08',
          identificacion: 'AB1234567890123',
          razonSocial: 'Digital Services Ltd',
          direccion: 'Dublin',
        },
        lineas: [{ codigo: 'SUS', descripcion: 'Suscripción', cantidad: 1, precioUnitario: 30, codigoPorcentaje: 4 }],
      }),
    );
    expect(liquidacion.status).toBe(200);
    await waitForEstado(ctx.demo, liquidacion.body.claveAcceso, 'AUTORIZADA');
    const compras = (await ctx.demo.get('/api/compras')).body.compras as { id: string; claveAcceso: string }[];
    const compra = compras.find((row) => row.claveAcceso === liquidacion.body.claveAcceso)!;
    expect((await ctx.demo.request('PATCH', `/api/compras/${compra.id}`, { codSustento: '15' })).status).toBe(200);

    const refused = await ctx.demo.get(`/api/anexos/ats?anio=${hoy.year}&mes=${hoy.month}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('El ATS generado no cumple el esquema ats.xsd del SRI; no se entrega');
    expect(refused.body.error.errores.join('\n')).toContain("Element 'idProv'");
    const validacion = await ctx.demo.get(`/api/anexos/ats/validacion?anio=${hoy.year}&mes=${hoy.month}`);
    expect(validacion.body.problemas[0]).toMatchObject({ documento: 'Archivo ATS (ats.xsd)' });
  });
});
