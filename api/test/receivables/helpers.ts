import { fechaIsoHoy, type InvoiceFormLine, isoToFechaSri, type PagoFormRow } from '@facturador/shared/domain';
import { eq, sql } from 'drizzle-orm';
import { documentos, retencionesRecibidas, retencionesRecibidasLineas } from '../../src/db/schema';
import { type EmissionContext, facturar, invoiceBody, line, waitForEstado } from '../emission/helpers';
import type { ApiClient } from '../helpers/api';

/** Today in Ecuador as YYYY-MM-DD, and days around it. */
export const todayIso = () => fechaIsoHoy();
export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const toSri = isoToFechaSri;

/** A credit sale: one Forma de pago row with a term of `plazo` días (PRODUCCIÓN, the company's ambiente). */
export function creditInvoice(
  productos: InvoiceFormLine[],
  plazo = 30,
  extra: Partial<Parameters<typeof invoiceBody>[0]> = {},
  pagos: PagoFormRow[] = [{ formaPago: '20', total: '', plazo: String(plazo), unidadTiempo: 'dias' }],
) {
  return invoiceBody({ ambiente: 2, productos, pagos, ...extra });
}

/** $ 115.00: base 100.00 with IVA 15 %. */
export const line115 = () => line('SRV-ASE', 'Asesoría contable', 100, 1);

export async function authorized(client: ApiClient, body: unknown): Promise<string> {
  const response = await facturar(client, body);
  await waitForEstado(client, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

/**
 * A retención received, as issue #22's registration stores it (rows written directly: this issue
 * only reads them).
 */
export async function retencionRecibida(
  ctx: EmissionContext,
  claveFactura: string,
  lineas: { impuesto: 'renta' | 'iva'; codigo: string; base: number; porcentaje: number; valor: number }[],
  numero = '001-001-000000077',
  fechaIso = todayIso(),
): Promise<string> {
  const db = ctx.db.database.db;
  const [factura] = await db
    .select({ id: documentos.id, emisorId: documentos.emisorId, ambiente: documentos.ambiente })
    .from(documentos)
    .where(eq(documentos.claveAcceso, claveFactura));
  const [retencion] = await db
    .insert(retencionesRecibidas)
    .values({
      emisorId: factura!.emisorId,
      claveAcceso: `${Date.now()}${Math.random()}`.replace(/\D/g, '').padEnd(49, '7').slice(0, 49),
      ambiente: factura!.ambiente,
      numero,
      fechaEmision: fechaIso,
      identificacionAgente: '1790012345001',
      razonSocialAgente: 'AGENTE DE RETENCION S.A.',
      origen: 'clave',
      xml: '<comprobanteRetencion/>',
    })
    .returning({ id: retencionesRecibidas.id });
  await db.insert(retencionesRecibidasLineas).values(
    lineas.map((item) => ({
      emisorId: factura!.emisorId,
      retencionId: retencion!.id,
      documentoId: factura!.id,
      impuesto: item.impuesto,
      codigo: item.codigo,
      baseImponible: item.base,
      porcentaje: item.porcentaje,
      valor: item.valor,
    })),
  );
  return retencion!.id;
}

/** Moves an invoice's issue date back, as if `days` had passed since it was issued. */
export async function issuedDaysAgo(ctx: EmissionContext, clave: string, days: number) {
  const fecha = toSri(plusDays(todayIso(), -days));
  await ctx.db.database.db
    .update(documentos)
    .set({ fechaEmision: fecha, fecha: sql`${documentos.fecha} - make_interval(days => ${days})` })
    .where(eq(documentos.claveAcceso, clave));
}
