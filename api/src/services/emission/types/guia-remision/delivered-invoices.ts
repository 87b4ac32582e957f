import { COD_DOC, type FacturaPayload, numeroDocumento } from '@facturador/shared/domain';
import {
  type GuiaDestinatario,
  guiaExcedeFacturadoMessage,
  guiaFacturaNoAutorizadaMessage,
  guiaProductoNoFacturadoMessage,
} from '@facturador/shared/domain/waybills';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import { documentos } from '../../../../db/schema';
import { HttpError } from '../../../../errors';
import { checkWithinSource, type DeliverableLine, type DeliveryMessages, earlierGuias } from './delivery-caps';

/** A destinatario's sustento: the invoice its goods were sold on. */
export interface Sustento {
  numero: string;
  fechaEmision: string;
  numeroAutorizacion: string;
}

type Line = FacturaPayload['productos'][number];
type Detalle = GuiaDestinatario['detalles'][number];

const invoiceMessages: DeliveryMessages = {
  notIncluded: guiaProductoNoFacturadoMessage,
  exceeds: guiaExcedeFacturadoMessage,
};

/** What the earlier guías of an invoice (but NO AUTORIZADA ones) already carried for it. */
async function alreadyDelivered(tx: Tx, emisorId: string, clave: string): Promise<Detalle[]> {
  const earlier = await earlierGuias(tx, emisorId, sql`${documentos.payload} -> 'guia' -> 'facturas' ? ${clave}`);
  return earlier.flatMap((guia) =>
    guia.destinatarios
      .filter((destinatario) => destinatario.facturaClaveAcceso === clave)
      .flatMap((destinatario) => destinatario.detalles),
  );
}

const deliverable = (line: Line): DeliverableLine => ({
  codigo: line.codigo,
  nombre: line.nombre,
  cantidad: line.cantidad,
});

/**
 * The invoices a guía delivers: each AUTORIZADA, the company's, in the guía's ambiente, locked until
 * commit (two guías of one invoice are checked one after the other); across all its guías no line
 * travels more than was sold. Returns each invoice's sustento by its key.
 */
export async function checkDeliveredInvoices(
  tx: Tx,
  emisorId: string,
  ambiente: 1 | 2,
  destinatarios: GuiaDestinatario[],
): Promise<Map<string, Sustento>> {
  const sustentos = new Map<string, Sustento>();
  const claves = [...new Set(destinatarios.flatMap((d) => (d.facturaClaveAcceso ? [d.facturaClaveAcceso] : [])))];
  for (const clave of claves) {
    const [invoice] = await tx
      .select({ fechaEmision: documentos.fechaEmision, payload: documentos.payload })
      .from(documentos)
      .where(
        and(
          eq(documentos.emisorId, emisorId),
          eq(documentos.claveAcceso, clave),
          eq(documentos.tipo, COD_DOC.factura),
          eq(documentos.estado, 'AUTORIZADA'),
          eq(documentos.ambiente, ambiente),
        ),
      )
      .for('update');
    if (!invoice) throw new HttpError(422, guiaFacturaNoAutorizadaMessage(numeroDocumento(clave)));
    const lines = (invoice.payload as { factura: FacturaPayload }).factura.productos.map(deliverable);
    checkWithinSource(
      lines,
      await alreadyDelivered(tx, emisorId, clave),
      destinatarios.filter((d) => d.facturaClaveAcceso === clave).flatMap((d) => d.detalles),
      invoiceMessages,
    );
    sustentos.set(clave, {
      numero: numeroDocumento(clave),
      fechaEmision: invoice.fechaEmision,
      numeroAutorizacion: clave,
    });
  }
  return sustentos;
}
