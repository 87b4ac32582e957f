import { formatFechaSri } from '@facturador/shared/domain';
import {
  ANULACION_CON_NOTAS_CREDITO_MESSAGE,
  anulacionFueraDePlazoMessage,
  anulacionNoAutorizadaMessage,
  MOTIVO_ANULACION_REQUERIDO_MESSAGE,
  notaCreditoConsumidorFinalMessage,
  REGLAS_ANULACION,
} from '@facturador/shared/domain/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anulaciones, documentos } from '../../src/db/schema';
import { stockOf } from '../helpers/catalogue';
import { BUYER, facturar, invoiceBody, line, listed, quickInvoice, useEmissionApi, waitForEstado } from './helpers';

/** Issue #24 §1: NAC-DGERCGC25-00000014 (reformed by -00000017), in force since 2025-08-01. */
const ctx = useEmissionApi();
const REGLA_2025 = REGLAS_ANULACION.find((regla) => regla.desde === '2025-08-01')!;

let principal: string;
let cemento: string;
beforeAll(() => {
  principal = ctx.ids.warehouse('Bodega Principal');
  cemento = ctx.ids.product('CEM-50')._id;
});

const cementLine = (cantidad: number) =>
  line('CEM-50', 'Cemento Holcim 50 kg', 8.25, cantidad, { producto_id: cemento, esInventariado: true });

async function authorized(body: unknown): Promise<string> {
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

function noteOn(clave: string, buyer: Record<string, unknown>, productos: ReturnType<typeof line>[]) {
  return invoiceBody({
    tipoComprobante: 'notaCredito',
    ...buyer,
    productos,
    motivoNotaCredito: 'Devolución de producto',
    facturaAModificar: clave,
    fechaFactura: formatFechaSri(new Date()),
  });
}

const anular = (clave: string, motivo: unknown) => ctx.demo.post(`/api/facturas/${clave}/anulacion`, { motivo });

describe('credit notes on a consumidor final invoice', () => {
  it('are refused with the rule named', async () => {
    const clave = await authorized(quickInvoice());
    const final = quickInvoice().factura.comprador;
    const response = await ctx.demo.post(
      '/api/facturar',
      noteOn(
        clave,
        {
          tipo_identificacion: '07',
          comprador_cedula: final.identificacionComprador,
          comprador_nombres: final.razonSocialComprador,
          comprador_direccion: 'SIN DIRECCION',
          comprador_email: '',
          registrar_comprador: false,
        },
        [line('SRV-INST', 'Instalación de equipos', 25, 1)],
      ),
    );
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(notaCreditoConsumidorFinalMessage(REGLA_2025));
    expect(response.body.error.message).toContain('NAC-DGERCGC25-00000014');
    // The screen's pre-fill says so too.
    const acreditable = await ctx.demo.get(`/api/facturas/${clave}/acreditable`);
    expect(acreditable.status).toBe(409);
    expect(acreditable.body.error.message).toBe(notaCreditoConsumidorFinalMessage(REGLA_2025));
  });
});

describe('POST /api/facturas/{clave}/anulacion', () => {
  it('marks an authorized invoice ANULADA: stock back, out of the reports, audited', async () => {
    const before = await stockOf(ctx.demo, cemento, principal);
    const ventasBefore = (await ctx.demo.get('/api/dashboard?ambiente=1')).body.mes.ventas as number;
    const clave = await authorized(invoiceBody({ productos: [cementLine(3)], almacen_id: principal }));
    expect(await stockOf(ctx.demo, cemento, principal)).toBe(before - 3);

    const missing = await anular(clave, '  ');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(MOTIVO_ANULACION_REQUERIDO_MESSAGE);

    const response = await anular(clave, 'Error en el precio; anulada en SRI en línea');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      estado: 'ANULADA',
      anulacion: { motivo: 'Error en el precio; anulada en SRI en línea', usuario: 'demo' },
    });
    expect((await listed(ctx.demo, clave)).estado).toBe('ANULADA');
    expect(await stockOf(ctx.demo, cemento, principal)).toBe(before);
    expect((await ctx.demo.get('/api/dashboard?ambiente=1')).body.mes.ventas).toBeCloseTo(ventasBefore, 2);
    const [audit] = await ctx.db.database.db
      .select()
      .from(anulaciones)
      .innerJoin(documentos, eq(documentos.id, anulaciones.documentoId))
      .where(eq(documentos.claveAcceso, clave));
    expect(audit!.anulaciones.motivo).toBe('Error en el precio; anulada en SRI en línea');
    expect(audit!.anulaciones.fecha).toBeInstanceOf(Date);

    // Twice is refused.
    const again = await anular(clave, 'otra vez');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(anulacionNoAutorizadaMessage('ANULADA'));
  });

  it('refuses a consumidor final invoice, a date past the deadline, and an invoice with credit notes', async () => {
    const final = await authorized(quickInvoice());
    const refused = await anular(final, 'No corresponde');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(notaCreditoConsumidorFinalMessage(REGLA_2025));

    const old = await authorized(invoiceBody({ productos: [line('SRV-INST', 'Instalación de equipos', 25, 1)] }));
    await ctx.db.database.db
      .update(documentos)
      .set({ fechaEmision: '20/08/2025' })
      .where(eq(documentos.claveAcceso, old));
    const late = await anular(old, 'Tarde');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(anulacionFueraDePlazoMessage('07/09/2025'));

    const credited = await authorized(invoiceBody({ productos: [line('SRV-INST', 'Instalación de equipos', 25, 2)] }));
    await authorized(noteOn(credited, BUYER, [line('SRV-INST', 'Instalación de equipos', 25, 1)]));
    const withNote = await anular(credited, 'Con nota');
    expect(withNote.status).toBe(409);
    expect(withNote.body.error.message).toBe(ANULACION_CON_NOTAS_CREDITO_MESSAGE);

    const unknown = await anular('0'.repeat(49), 'x');
    expect(unknown.status).toBe(404);
  });
});
