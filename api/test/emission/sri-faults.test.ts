import {
  documentoDevueltoMessage,
  parseClaveAcceso,
  SRI_CONSULTA_FALLIDA_MESSAGE,
  SRI_NO_DISPONIBLE_MESSAGE,
  type SriMensaje,
} from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { documentos } from '../../src/db/schema';
import { facturar, quickInvoice, useEmissionApi, waitForEstado, waitUntil } from './helpers';

/**
 * Every fault switch of the SRI simulator, set for the whole run, and the state the document ends
 * in; transient faults are then cleared and the document must recover on its own (background jobs)
 * or through the manual steps.
 */
const ctx = useEmissionApi();

afterEach(() => {
  ctx.sim.clearFaults();
});

/** SRI's messages as stored on the document. */
async function storedMensajes(claveAcceso: string): Promise<SriMensaje[]> {
  const [row] = await ctx.db.database.db
    .select({ mensajes: documentos.mensajesSri })
    .from(documentos)
    .where(eq(documentos.claveAcceso, claveAcceso));
  return row!.mensajes as SriMensaje[];
}

/** SRI's messages as 'Mis Comprobantes' gives them to the card. */
async function listedMensajes(claveAcceso: string): Promise<SriMensaje[]> {
  const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
  const { facturas } = (await ctx.demo.get(`/api/facturas?filtro=${numero}`)).body;
  return facturas.find((doc: { claveAcceso: string }) => doc.claveAcceso === claveAcceso).mensajesSri;
}

/** Simulator requests logged from now on. */
function logFromNow() {
  const start = ctx.simLog.length;
  return () => ctx.simLog.slice(start);
}

async function issue() {
  return (await facturar(ctx.demo, quickInvoice())).body;
}

describe('reception faults', () => {
  it('devuelta:<code> leaves the document NO RECIBIDA with SRI messages; Reenviar asks authorization first, then sends', async () => {
    ctx.sim.setFaults('devuelta:35');
    const answer = await issue();
    expect(answer.estado).toBe('NO RECIBIDA');
    expect(answer.SRI.estado).toBe('DEVUELTA');
    expect(answer.SRI.mensajes).toEqual([
      expect.objectContaining({ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML', tipo: 'ERROR' }),
    ]);
    expect(answer.error.message).toBe(documentoDevueltoMessage(answer.SRI.mensajes));
    expect(answer.error.message).toContain('El SRI devolvió el documento: 35 ARCHIVO NO CUMPLE ESTRUCTURA XML');
    expect(await storedMensajes(answer.claveAcceso)).toEqual(answer.SRI.mensajes);
    expect(await listedMensajes(answer.claveAcceso)).toEqual(answer.SRI.mensajes);

    ctx.sim.clearFaults();
    const since = logFromNow();
    const resend = await ctx.demo.post('/api/recepcion_manual', { claveAcceso: answer.claveAcceso });
    expect(resend.status).toBe(200);
    expect(resend.body.estado).toBe('RECIBIDA');
    expect(since().slice(0, 2)).toEqual([
      'autorizacionComprobante -> sin comprobantes',
      'validarComprobante -> RECIBIDA',
    ]);
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });

  it('devuelta:45 (secuencial registrado) is a real rejection: NO RECIBIDA', async () => {
    ctx.sim.setFaults('devuelta:45');
    const answer = await issue();
    expect(answer.estado).toBe('NO RECIBIDA');
    expect(answer.SRI.mensajes[0]).toMatchObject({ identificador: '45', mensaje: 'ERROR SECUENCIAL REGISTRADO' });
  });

  it.each(['43', '70'])(
    'devuelta:%s alone counts as received (SRI already has it): RECIBIDA, then polled',
    async (code) => {
      ctx.sim.setFaults(`devuelta:${code}`);
      const answer = await issue();
      expect(answer.SRI.estado).toBe('RECIBIDA');
      expect(answer.estado).toBe('RECIBIDA');
      expect(answer.error).toBeUndefined();
      // The simulator returned it without keeping it, so authorization never finds it: after the
      // polling budget the document waits POR AUTORIZAR for 'Actualizar estado'.
      await waitForEstado(ctx.demo, answer.claveAcceso, 'POR AUTORIZAR');
    },
  );

  it('http500 on both services leaves it PENDIENTE; resend jobs keep trying and it recovers when SRI is back', async () => {
    ctx.sim.setFaults('http500');
    const since = logFromNow();
    const answer = await issue();
    expect(answer).toMatchObject({
      estado: 'PENDIENTE',
      SRI: { estado: 'SIN RESPUESTA' },
      error: { message: SRI_NO_DISPONIBLE_MESSAGE },
    });
    // A resend job ran (authorization asked first, unreachable too) and the document is still PENDIENTE.
    await waitUntil(
      () => since().filter((entry) => entry === 'autorizacionComprobante -> falla de transporte').length >= 2,
      'dos reintentos del trabajo de reenvío',
    );
    expect((await waitForEstado(ctx.demo, answer.claveAcceso, 'PENDIENTE')).estado).toBe('PENDIENTE');
    const [mensaje] = await storedMensajes(answer.claveAcceso);
    expect(mensaje!.informacionAdicional).toContain('HTTP 500');

    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });

  it('http500:recepcion leaves it PENDIENTE until reception answers again', async () => {
    ctx.sim.setFaults('http500:recepcion');
    const since = logFromNow();
    const answer = await issue();
    expect(answer.estado).toBe('PENDIENTE');
    await waitUntil(
      () => since().includes('autorizacionComprobante -> sin comprobantes'),
      'el reenvío consulta la autorización antes de enviar',
    );
    expect((await waitForEstado(ctx.demo, answer.claveAcceso, 'PENDIENTE')).estado).toBe('PENDIENTE');
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });

  it('sin-respuesta on reception times out into PENDIENTE and recovers', async () => {
    ctx.sim.setFaults('sin-respuesta:recepcion');
    const answer = await issue();
    expect(answer).toMatchObject({ estado: 'PENDIENTE', SRI: { estado: 'SIN RESPUESTA' } });
    const [mensaje] = await storedMensajes(answer.claveAcceso);
    expect(mensaje!.informacionAdicional).toContain('no respondió a tiempo');
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });

  it('Reenviar while SRI is down leaves the document PENDIENTE, and the jobs finish the work', async () => {
    ctx.sim.setFaults('devuelta:35');
    const answer = await issue();
    ctx.sim.setFaults('http500');
    const resend = await ctx.demo.post('/api/recepcion_manual', { claveAcceso: answer.claveAcceso });
    expect(resend.status).toBe(200);
    expect(resend.body.estado).toBe('PENDIENTE');
    ctx.sim.clearFaults();
    await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
  });
});

describe('authorization faults', () => {
  it('no-autorizado:<code> ends NO AUTORIZADA with SRI messages', async () => {
    ctx.sim.setFaults('no-autorizado:39');
    const answer = await issue();
    expect(answer.estado).toBe('RECIBIDA');
    await waitForEstado(ctx.demo, answer.claveAcceso, 'NO AUTORIZADA');
    expect(await storedMensajes(answer.claveAcceso)).toEqual([
      expect.objectContaining({ identificador: '39', mensaje: 'FIRMA INVALIDA', tipo: 'ERROR' }),
    ]);
    // The card gets them as SRI sent them (issue #11).
    expect(await listedMensajes(answer.claveAcceso)).toEqual(await storedMensajes(answer.claveAcceso));
    const xml = await ctx.api.anonymous.get(`/api/factura_xml/${answer.claveAcceso}`);
    expect(xml.status).toBe(404);
  });

  it("en-proceso forever leaves POR AUTORIZAR with SRI's message; 'Actualizar estado' authorizes it later", async () => {
    ctx.sim.setFaults('en-proceso');
    const answer = await issue();
    expect(answer.estado).toBe('RECIBIDA');
    const waiting = await waitForEstado(ctx.demo, answer.claveAcceso, 'POR AUTORIZAR');
    expect(waiting.numeroAutorizacion).toBeNull();
    expect(await storedMensajes(answer.claveAcceso)).toEqual([
      expect.objectContaining({ identificador: '70', mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO' }),
    ]);

    const stillWaiting = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: answer.claveAcceso });
    expect(stillWaiting.status).toBe(200);
    expect(stillWaiting.body.estado).toBe('POR AUTORIZAR');

    ctx.sim.setFaults('http500');
    const down = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: answer.claveAcceso });
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(SRI_CONSULTA_FALLIDA_MESSAGE);

    ctx.sim.clearFaults();
    const refreshed = await ctx.demo.post('/api/autorizacion_manual', { claveAcceso: answer.claveAcceso });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ claveAcceso: answer.claveAcceso, estado: 'AUTORIZADA', mensajes: [] });
    const authorized = await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
    expect(authorized.numeroAutorizacion).toBe(answer.claveAcceso);
    expect((await ctx.api.anonymous.get(`/api/factura_xml/${answer.claveAcceso}`)).status).toBe(200);
  });

  it.each(['http500:autorizacion', 'sin-respuesta:autorizacion'])(
    '%s keeps the document RECIBIDA while polling fails, and it is authorized once SRI answers',
    async (fault) => {
      ctx.sim.setFaults(fault);
      const since = logFromNow();
      const answer = await issue();
      expect(answer.estado).toBe('RECIBIDA');
      await waitUntil(
        () => since().includes('autorizacionComprobante -> falla de transporte'),
        'una consulta de autorización fallida',
      );
      expect((await waitForEstado(ctx.demo, answer.claveAcceso, 'RECIBIDA')).estado).toBe('RECIBIDA');
      ctx.sim.clearFaults();
      await waitForEstado(ctx.demo, answer.claveAcceso, 'AUTORIZADA');
    },
  );
});
