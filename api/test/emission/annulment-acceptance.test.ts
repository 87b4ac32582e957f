import { fechaIsoHoy, formatFechaSri, parseClaveAcceso } from '@facturador/shared/domain';
import {
  ANULACION_NO_PENDIENTE_MESSAGE,
  anulacionVencidaMessage,
  anulacionYaPendienteMessage,
  PENDIENTE_DE_ACEPTACION,
  plazoAceptacion,
  RESPUESTA_ACEPTADA_REQUERIDA_MESSAGE,
} from '@facturador/shared/domain/documents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anulaciones, documentos } from '../../src/db/schema';
import { creditInvoice } from '../receivables/helpers';
import { BUYER, facturar, invoiceBody, line, listed, useEmissionApi, waitForEstado } from './helpers';

/**
 * Issue 37 §5 (NAC-DGERCGC25-00000014, since 2025-08-01): annulling a credit note waits for the
 * receiver's acceptance; until then the note is PENDIENTE DE ACEPTACIÓN and still counts everywhere.
 */
const ctx = useEmissionApi();
const today = fechaIsoHoy();
const month = `desde=${today.slice(0, 7)}-01&hasta=${today}`;

async function authorized(body: unknown): Promise<string> {
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

const service = (cantidad: number) => line('SRV-ASE', 'Asesoría contable', 100, cantidad);

/** A PRODUCCIÓN credit sale of two $ 115.00 services and a one-unit credit note on it. */
async function invoiceWithNote() {
  const factura = await authorized(creditInvoice([service(2)]));
  const nota = await authorized(
    invoiceBody({
      ambiente: 2,
      tipoComprobante: 'notaCredito',
      ...BUYER,
      productos: [service(1)],
      motivoNotaCredito: 'Devolución de producto',
      facturaAModificar: factura,
      fechaFactura: formatFechaSri(new Date()),
    }),
  );
  return { factura, nota };
}

const anular = (clave: string) => ctx.demo.post(`/api/facturas/${clave}/anulacion`, { motivo: 'Servicio no prestado' });
const responder = (clave: string, body: unknown) => ctx.demo.post(`/api/facturas/${clave}/anulacion/respuesta`, body);

/** What the note's state moves: what is left to credit, the invoice's balance, the month's credit notes. */
async function figures(factura: string) {
  const acreditable = (await ctx.demo.get(`/api/facturas/${factura}/acreditable`)).body;
  const cobros = (await ctx.demo.get(`/api/facturas/${factura}/cobros`)).body;
  const report = (await ctx.demo.get(`/api/reportes/ventas?${month}`)).body;
  const dashboard = (await ctx.demo.get('/api/dashboard?ambiente=2')).body;
  return {
    disponible: acreditable.lineas[0].cantidadDisponible as number,
    importeDisponible: acreditable.importeDisponible as number,
    saldo: cobros.cuenta.saldo as number,
    notasCredito: report.importeTotal.notasCredito as number,
    ventas: dashboard.mes.ventas as number,
  };
}

/** The estado column of the document's row in GET /api/facturas/exportar (CSV). */
async function exportedEstado(clave: string) {
  const numero = parseClaveAcceso(clave)!.numeroDocumento;
  const response = await fetch(`${ctx.demo.baseUrl}/api/facturas/exportar?formato=csv&filtro=${numero}`, {
    headers: { authorization: `Bearer ${ctx.demo.token}` },
  });
  const rows = (await response.text())
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(';'));
  return rows.find((row) => row[9] === clave)?.[3];
}

describe('annulling a credit note (receiver acceptance)', () => {
  it('is PENDIENTE DE ACEPTACIÓN and still counts; accepted, it is ANULADA and every figure follows', async () => {
    const notasAntes = (await ctx.demo.get(`/api/reportes/ventas?${month}`)).body.importeTotal.notasCredito as number;
    const { factura, nota } = await invoiceWithNote();
    const issued = await figures(factura);
    expect(issued).toMatchObject({ disponible: 1, importeDisponible: 115, saldo: 115 });
    expect(issued.notasCredito).toBeCloseTo(notasAntes + 115, 2);

    const response = await anular(nota);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      estado: PENDIENTE_DE_ACEPTACION,
      anulacion: { estado: PENDIENTE_DE_ACEPTACION, motivo: 'Servicio no prestado', usuario: 'demo' },
    });
    const plazo = response.body.anulacion.plazo as string;
    expect(plazo).toBe(plazoAceptacion(new Date(response.body.anulacion.fecha), 5));
    const shown = await listed(ctx.demo, nota);
    expect(shown.estado).toBe(PENDIENTE_DE_ACEPTACION);
    expect((shown as unknown as { anulacion: { plazo: string } }).anulacion.plazo).toBe(plazo);
    // Still valid: nothing moved. The export reads as the list.
    expect(await figures(factura)).toEqual(issued);
    expect(await exportedEstado(nota)).toBe(PENDIENTE_DE_ACEPTACION);
    const again = await anular(nota);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(anulacionYaPendienteMessage(plazo));

    const bad = await responder(nota, { aceptada: 'si' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(RESPUESTA_ACEPTADA_REQUERIDA_MESSAGE);

    const accepted = await responder(nota, { aceptada: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ estado: 'ANULADA', anulacion: { estado: 'ACEPTADA' } });
    expect((await listed(ctx.demo, nota)).estado).toBe('ANULADA');
    expect(await exportedEstado(nota)).toBe('ANULADA');
    const annulled = await figures(factura);
    expect(annulled).toMatchObject({ disponible: 2, importeDisponible: 230, saldo: 230 });
    expect(annulled.notasCredito).toBeCloseTo(notasAntes, 2);
    expect(annulled.ventas).toBeCloseTo(issued.ventas + 115, 2);

    const twice = await responder(nota, { aceptada: false });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(ANULACION_NO_PENDIENTE_MESSAGE);
  });

  it('rejected by the receiver, stays AUTORIZADA and may be requested again', async () => {
    const { factura, nota } = await invoiceWithNote();
    const issued = await figures(factura);
    expect((await anular(nota)).status).toBe(200);
    const rejected = await responder(nota, { aceptada: false });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ estado: 'AUTORIZADA', anulacion: { estado: 'RECHAZADA' } });
    expect((await listed(ctx.demo, nota)).estado).toBe('AUTORIZADA');
    expect(await figures(factura)).toEqual(issued);
    expect((await responder(nota, { aceptada: true })).body.error.message).toBe(ANULACION_NO_PENDIENTE_MESSAGE);
    expect((await anular(nota)).body.estado).toBe(PENDIENTE_DE_ACEPTACION);
  });

  it('unanswered for 5 working days, counts as rejected without anyone acting', async () => {
    const { factura, nota } = await invoiceWithNote();
    const issued = await figures(factura);
    expect((await anular(nota)).status).toBe(200);
    // The request was made eight working days ago: its last day has passed.
    const [doc] = await ctx.db.database.db
      .select({ id: documentos.id })
      .from(documentos)
      .where(eq(documentos.claveAcceso, nota));
    const longAgo = new Date(Date.now() - 12 * 86_400_000);
    const plazo = plazoAceptacion(longAgo, 5);
    await ctx.db.database.db
      .update(anulaciones)
      .set({ fecha: longAgo, plazo })
      .where(eq(anulaciones.documentoId, doc!.id));

    const shown = await listed(ctx.demo, nota);
    expect(shown.estado).toBe('AUTORIZADA');
    expect((shown as unknown as { anulacion: { estado: string } }).anulacion.estado).toBe('RECHAZADA');
    expect(await figures(factura)).toEqual(issued);
    const late = await responder(nota, { aceptada: true });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(anulacionVencidaMessage(plazo));
    expect((await listed(ctx.demo, nota)).estado).toBe('AUTORIZADA');
  });

  it('leaves an invoice annulment as it was: ANULADA at once', async () => {
    const factura = await authorized(creditInvoice([service(1)]));
    const response = await anular(factura);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ estado: 'ANULADA', anulacion: { estado: 'ACEPTADA', plazo: null } });
    expect((await listed(ctx.demo, factura)).estado).toBe('ANULADA');
    const answer = await responder(factura, { aceptada: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(ANULACION_NO_PENDIENTE_MESSAGE);
    expect((await responder('0'.repeat(49), { aceptada: true })).status).toBe(404);
  });
});
