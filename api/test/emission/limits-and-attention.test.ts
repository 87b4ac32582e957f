import { parseClaveAcceso } from '@facturador/shared/domain';
import { recibidaSinConsultaMessage } from '@facturador/shared/domain/documents';
import { secuencialAgotadoMessage } from '@facturador/shared/domain/settings';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCertificate, opensslP12, signUp } from '../company/helpers';
import { facturar, quickInvoice, useEmissionApi, waitForEstado, waitUntil } from './helpers';

/** Issue #24 §5: the last secuencial, and one definition of 'requires attention'. */
const PENDIENTE_ATENCION_MS = 1_500;
const ctx = useEmissionApi({ SRI_PENDIENTE_ATENCION_MS: String(PENDIENTE_ATENCION_MS) });

afterEach(() => {
  ctx.sim.clearFaults();
});

describe('a punto de emisión at secuencial 999999999', () => {
  it('issues that last number, refuses the next document with a 409, and its establishments still list', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    await loadCertificate(client, opensslP12('firma-limite').p12, 'firma-limite');
    const [estab] = (await client.get('/api/establecimientos')).body.establecimientos;
    const punto = estab.puntos[0];
    expect(
      (await client.put(`/api/puntos/${punto._id}`, { siguiente: { factura: { pruebas: 999999999 } } })).status,
    ).toBe(200);

    const last = await facturar(client, quickInvoice());
    expect(parseClaveAcceso(last.body.claveAcceso)!.secuencial).toBe('999999999');

    const next = await client.post('/api/facturar', quickInvoice());
    expect(next.status).toBe(409);
    expect(next.body.error.message).toBe(
      secuencialAgotadoMessage('factura', 'PRUEBAS', `${estab.codigo}-${punto.codigo}`),
    );

    const listed = await client.get('/api/establecimientos');
    expect(listed.status).toBe(200);
    expect(listed.body.establecimientos[0].puntos[0].siguiente.factura).toEqual({ pruebas: null, produccion: 1 });
    // Other document types and ambientes go on.
    const production = await client.get('/api/establecimientos');
    expect(production.body.establecimientos[0].puntos[0].siguiente.notaCredito).toEqual({ pruebas: 1, produccion: 1 });
  });
});

interface Card {
  claveAcceso: string;
  estado: string;
  atencion: { mensaje: string; desde: string } | null;
}

const attentionList = async () =>
  ((await ctx.demo.get('/api/facturas?atencion=true&limite=200')).body.facturas as Card[]).map(
    (doc) => doc.claveAcceso,
  );
const dashboardList = async () =>
  ((await ctx.demo.get('/api/dashboard?ambiente=1')).body.atencion as { claveAcceso: string }[]).map(
    (doc) => doc.claveAcceso,
  );

describe('requires attention', () => {
  it('flags a RECIBIDA document whose authorization query keeps failing after the same time as PENDIENTE', async () => {
    ctx.sim.setFaults('http500:autorizacion');
    const { claveAcceso } = (await facturar(ctx.demo, quickInvoice())).body;
    await waitForEstado(ctx.demo, claveAcceso, 'RECIBIDA');
    let card: Card | undefined;
    await waitUntil(async () => {
      const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
      card = ((await ctx.demo.get(`/api/facturas?filtro=${numero}`)).body.facturas as Card[]).find(
        (doc) => doc.claveAcceso === claveAcceso,
      );
      return card?.atencion != null;
    }, 'el documento RECIBIDA marcado');
    expect(card!.estado).toBe('RECIBIDA');
    expect(card!.atencion!.mensaje).toBe(recibidaSinConsultaMessage(PENDIENTE_ATENCION_MS));
    expect(await attentionList()).toContain(claveAcceso);
    expect(await dashboardList()).toContain(claveAcceso);

    // The queries go on; SRI answering settles it and clears the flag.
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
    expect(await attentionList()).not.toContain(claveAcceso);
  });

  it("the dashboard's 'Comprobantes por atender' and 'Solo los que requieren atención' list the same documents", async () => {
    ctx.sim.setFaults('devuelta:35');
    const returned = (await ctx.demo.post('/api/facturar', quickInvoice())).body.claveAcceso as string;
    await waitForEstado(ctx.demo, returned, 'NO RECIBIDA');
    ctx.sim.setFaults('no-autorizado:39');
    const rejected = (await ctx.demo.post('/api/facturar', quickInvoice())).body.claveAcceso as string;
    await waitForEstado(ctx.demo, rejected, 'NO AUTORIZADA');
    ctx.sim.clearFaults();

    const listed = await attentionList();
    expect(listed).toEqual(expect.arrayContaining([returned, rejected]));
    expect([...(await dashboardList())].sort()).toEqual([...listed].sort());
  });
});
