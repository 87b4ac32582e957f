import { COD_DOC, type FacturaPayload, numeroDocumento } from '@facturador/shared/domain';
import {
  type GuiaDestinatario,
  type GuiaRemisionPayload,
  guiaExcedeFacturadoMessage,
  guiaFacturaNoAutorizadaMessage,
  guiaProductoNoFacturadoMessage,
} from '@facturador/shared/domain/waybills';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import { documentos } from '../../../../db/schema';
import { HttpError } from '../../../../errors';

/** A destinatario's sustento: the invoice its goods were sold on. */
export interface Sustento {
  numero: string;
  fechaEmision: string;
  numeroAutorizacion: string;
}

type Line = FacturaPayload['productos'][number];

/** Quantities have up to 6 decimals in a guía (3 in an invoice): summed without binary noise. */
const plus = (a: number, b: number) => Number((a + b).toFixed(6));

/** A guía's line is the invoice's line of the same code, or (without a code) of the same name. */
const sameItem = (detalle: GuiaDestinatario['detalles'][number]) => (line: Line) =>
  detalle.codigoInterno ? line.codigo === detalle.codigoInterno : line.nombre === detalle.descripcion;

/** What the earlier guías of an invoice (but NO AUTORIZADA ones) already carried, per invoice line. */
async function alreadyDelivered(tx: Tx, emisorId: string, clave: string, lines: Line[]): Promise<number[]> {
  const earlier = await tx
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.tipo, COD_DOC.guiaRemision),
        ne(documentos.estado, 'NO AUTORIZADA'),
        sql`${documentos.payload} -> 'guia' -> 'facturas' ? ${clave}`,
      ),
    );
  const delivered = lines.map(() => 0);
  for (const row of earlier) {
    for (const destinatario of (row.payload as GuiaRemisionPayload).guia.destinatarios) {
      if (destinatario.facturaClaveAcceso === clave) addTo(delivered, lines, destinatario.detalles);
    }
  }
  return delivered;
}

function addTo(delivered: number[], lines: Line[], detalles: GuiaDestinatario['detalles']): void {
  for (const detalle of detalles) {
    const index = lines.findIndex(sameItem(detalle));
    if (index < 0) throw new HttpError(422, guiaProductoNoFacturadoMessage(detalle.descripcion));
    delivered[index] = plus(delivered[index]!, detalle.cantidad);
  }
}

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
    const lines = (invoice.payload as { factura: FacturaPayload }).factura.productos;
    const delivered = await alreadyDelivered(tx, emisorId, clave, lines);
    const before = [...delivered];
    addTo(
      delivered,
      lines,
      destinatarios.filter((d) => d.facturaClaveAcceso === clave).flatMap((d) => d.detalles),
    );
    lines.forEach((line, index) => {
      if (delivered[index]! > line.cantidad) {
        const disponible = plus(line.cantidad, -before[index]!);
        throw new HttpError(
          422,
          guiaExcedeFacturadoMessage(line.nombre, plus(delivered[index]!, -before[index]!), disponible),
        );
      }
    });
    sustentos.set(clave, {
      numero: numeroDocumento(clave),
      fechaEmision: invoice.fechaEmision,
      numeroAutorizacion: clave,
    });
  }
  return sustentos;
}
