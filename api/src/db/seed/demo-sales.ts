import { buildInvoicePayload, formatFechaSri } from '@facturador/shared/domain';
import { and, eq } from 'drizzle-orm';
import { documentTaxRows } from '../../services/reports/document-taxes';
import { rememberSupplierEmail } from '../../services/withholdings/supplier-email';
import { buildAuthorizedXml, buildComprobanteXml, loadCertificate, signXml } from '../../sri';
import type { Db } from '../database';
import { documentoImpuestos, documentos, emisores, establecimientos, puntosEmision, secuenciales } from '../schema';
import { demoEmisor } from './demo-data';
import {
  DEMO_AGENTE_RETENCION,
  DEMO_PROVEEDOR,
  DEMO_SALES,
  DEMO_SALES_AMBIENTE,
  demoSaleClave,
} from './demo-withholdings';

/**
 * The demo company's authorized invoices to its withholding customer (issue #22), signed with its
 * demo certificate as the emission would have; the counter of its point moves past them. `decrypt`
 * opens the stored certificate password.
 */
export async function seedDemoSales(db: Db, emisorId: string, decrypt: (sealed: string) => string): Promise<void> {
  // The demo's supplier e-mail is remembered (issue #37 §2): its purchases by clave propose it.
  await rememberSupplierEmail(db, emisorId, DEMO_PROVEEDOR.ruc, DEMO_PROVEEDOR.email);
  const [punto] = await db
    .select({ id: puntosEmision.id })
    .from(puntosEmision)
    .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
    .where(
      and(eq(establecimientos.emisorId, emisorId), eq(establecimientos.codigo, '001'), eq(puntosEmision.codigo, '001')),
    );
  const [emisor] = await db
    .select({ p12: emisores.certificadoP12, clave: emisores.certificadoClaveCifrada })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!punto || !emisor?.p12 || !emisor.clave) return;
  const certificate = loadCertificate(emisor.p12, decrypt(emisor.clave), { allowInvalidDates: true });
  await db.transaction(async (tx) => {
    for (const sale of DEMO_SALES) {
      const request = buildInvoicePayload({
        ambiente: DEMO_SALES_AMBIENTE,
        registrar_comprador: false,
        tipo_identificacion: '04',
        comprador_cedula: DEMO_AGENTE_RETENCION.ruc,
        comprador_nombres: DEMO_AGENTE_RETENCION.razonSocial,
        comprador_direccion: DEMO_AGENTE_RETENCION.dirMatriz,
        comprador_email: DEMO_AGENTE_RETENCION.email,
        productos: sale.lineas,
        infoAdicional: [],
      });
      const claveAcceso = demoSaleClave(sale);
      const secuencial = String(sale.secuencial).padStart(9, '0');
      const xml = buildComprobanteXml(request.factura, {
        emisor: {
          ruc: demoEmisor.ruc,
          razonSocial: demoEmisor.razonSocial,
          nombreComercial: demoEmisor.nombreComercial,
          dirMatriz: demoEmisor.dirMatriz,
          obligadoContabilidad: 'NO',
          contribuyenteRimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE',
        },
        puntoEmision: { estab: '001', ptoEmi: '001', dirEstablecimiento: demoEmisor.dirMatriz },
        claveAcceso,
        secuencial,
        fechaEmision: sale.fecha,
      });
      const xmlFirmado = signXml(xml, certificate, { signingTime: sale.fecha });
      const autorizadoEn = new Date(sale.fecha.getTime() + 60_000);
      const [row] = await tx
        .insert(documentos)
        .values({
          emisorId,
          tipo: '01',
          ambiente: DEMO_SALES_AMBIENTE,
          estab: '001',
          ptoEmi: '001',
          secuencial,
          claveAcceso,
          estado: 'AUTORIZADA',
          fecha: sale.fecha,
          fechaEmision: formatFechaSri(sale.fecha),
          compradorTipoIdentificacion: '04',
          compradorIdentificacion: DEMO_AGENTE_RETENCION.ruc,
          compradorRazonSocial: DEMO_AGENTE_RETENCION.razonSocial,
          compradorDireccion: DEMO_AGENTE_RETENCION.dirMatriz,
          compradorEmail: DEMO_AGENTE_RETENCION.email,
          importeTotal: request.factura.importeTotal,
          payload: request,
          xmlFirmado,
          numeroAutorizacion: claveAcceso,
          fechaAutorizacion: autorizadoEn,
          xmlAutorizado: buildAuthorizedXml({
            estado: 'AUTORIZADO',
            numeroAutorizacion: claveAcceso,
            fechaAutorizacion: autorizadoEn.toISOString(),
            ambiente: 'PRODUCCIÓN',
            comprobante: xmlFirmado,
            mensajes: [],
          }),
          estadoDesde: autorizadoEn,
        })
        .returning({ id: documentos.id });
      await tx.insert(documentoImpuestos).values(documentTaxRows(row!.id, request.factura));
    }
    await tx.insert(secuenciales).values({
      puntoEmisionId: punto.id,
      tipo: '01',
      ambiente: DEMO_SALES_AMBIENTE,
      ultimo: Math.max(...DEMO_SALES.map((sale) => sale.secuencial)),
    });
  });
}
