import { parseClaveAcceso } from '@facturador/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi, waitForEstado, waitUntil } from '../emission/helpers';
import { supplierInvoiceTo } from './supplier';

/**
 * Every SRI answer to a comprobante de retención ends in a final state or a visible flag, as for the
 * invoice (issue #11 clock: two EN PROCESO answers make it POR AUTORIZAR, flagged after 2 s; a
 * PENDIENTE one is flagged after 1.5 s while its resends go on).
 */
const ctx = useEmissionApi({
  SRI_POLL_MAX_ATTEMPTS: '2',
  SRI_POR_AUTORIZAR_POLL_MS: '300',
  SRI_POR_AUTORIZAR_MAX_MS: '2000',
  SRI_PENDIENTE_ATENCION_MS: '1500',
});
afterEach(() => ctx.sim.clearFaults());

let secuencial = 900;

/** Registers a purchase, then issues its retención while SRI answers with `fault`. */
async function issue(fault: string) {
  await ctx.demo.put('/api/emisor', { agenteRetencion: '1' });
  secuencial += 1;
  const factura = supplierInvoiceTo(secuencial, demoEmisor);
  ctx.sim.publish(factura.xml);
  const compra = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
  expect(compra.status).toBe(201);
  ctx.sim.setFaults(fault);
  const response = await ctx.demo.post('/api/retenciones', {
    compra_id: compra.body.id,
    retenciones: [{ impuesto: 'iva', codigo: '3', baseImponible: 30, porcentaje: 100 }],
  });
  expect(response.status).toBe(200);
  return response.body;
}

interface Card {
  estado: string;
  atencion: { mensaje: string } | null;
}

async function flagged(claveAcceso: string): Promise<Card> {
  const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
  let found: Card | undefined;
  await waitUntil(async () => {
    const list = (await ctx.demo.get(`/api/facturas?filtro=${numero}`)).body.facturas as (Card & {
      claveAcceso: string;
    })[];
    found = list.find((doc) => doc.claveAcceso === claveAcceso);
    return found?.atencion != null;
  }, `${claveAcceso} marcado para atención`);
  return found!;
}

describe('retención emitida: each SRI answer ends in a final state or a flag', () => {
  it('DEVUELTA → NO RECIBIDA with SRI’s message', async () => {
    const answer = await issue('devuelta:35');
    expect(answer).toMatchObject({ estado: 'NO RECIBIDA', SRI: { estado: 'DEVUELTA' } });
    expect(answer.error.message.length).toBeGreaterThan(0);
  });

  it('NO AUTORIZADO → NO AUTORIZADA', async () => {
    const answer = await issue('no-autorizado:39');
    await waitForEstado(ctx.demo, answer.claveAcceso, 'NO AUTORIZADA');
  });

  it('EN PROCESO beyond the window → POR AUTORIZAR, flagged; then authorized', async () => {
    const answer = await issue('en-proceso');
    await waitForEstado(ctx.demo, answer.claveAcceso, 'POR AUTORIZAR');
    expect((await flagged(answer.claveAcceso)).estado).toBe('POR AUTORIZAR');
    ctx.sim.clearFaults();
    const refreshed = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: answer.claveAcceso });
    expect(refreshed.body.estado).toBe('AUTORIZADA');
  });

  it('SRI unreachable → PENDIENTE, flagged, resent until AUTORIZADA', async () => {
    const answer = await issue('http500');
    expect(answer).toMatchObject({ estado: 'PENDIENTE', SRI: { estado: 'SIN RESPUESTA' } });
    expect((await flagged(answer.claveAcceso)).estado).toBe('PENDIENTE');
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });
});
