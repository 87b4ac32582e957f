import { parseClaveAcceso } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from '../emission/helpers';
import { loadCertificate, opensslP12, signUp } from './helpers';

/** Issue #24 §4: the switch to PRODUCCIÓN asks from which numbers factura and nota de crédito continue. */
const ctx = useEmissionApi();

describe('switching to PRODUCCIÓN', () => {
  it('continues factura and nota de crédito from the numbers given, on every punto de emisión', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    await loadCertificate(client, opensslP12('firma-cambio').p12, 'firma-cambio');
    const switched = await client.put('/api/emisor', {
      ambiente: 2,
      confirmarProduccion: true,
      siguienteProduccion: { factura: 1500, notaCredito: 20 },
    });
    expect(switched.status).toBe(200);
    const [punto] = (await client.get('/api/establecimientos')).body.establecimientos[0].puntos;
    expect(punto.siguiente).toEqual({
      factura: { pruebas: 1, produccion: 1500 },
      notaCredito: { pruebas: 1, produccion: 20 },
      notaDebito: { pruebas: 1, produccion: 1 },
      retencion: { pruebas: 1, produccion: 1 },
      guiaRemision: { pruebas: 1, produccion: 1 },
      liquidacionCompra: { pruebas: 1, produccion: 1 },
    });

    const body = quickInvoice();
    const issued = await facturar(client, { ...body, factura: { ...body.factura, ambiente: 2 } });
    expect(parseClaveAcceso(issued.body.claveAcceso)!.secuencial).toBe('000001500');
    await waitForEstado(client, issued.body.claveAcceso, 'AUTORIZADA');
  });

  it('refuses numbers that are not 1 to 999999999', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    await loadCertificate(client, opensslP12('firma-cambio-2').p12, 'firma-cambio-2');
    const refused = await client.put('/api/emisor', {
      ambiente: 2,
      confirmarProduccion: true,
      siguienteProduccion: { factura: 0, notaCredito: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('El siguiente secuencial debe ser un número entero de 1 a 999999999');
    expect((await client.get('/api/emisor')).body.emisor.ambiente).toBe(1);
  });
});
