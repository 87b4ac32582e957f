import { COD_DOC } from '@facturador/shared/domain';
import type { GuiaDestinatario, GuiaRemisionPayload } from '@facturador/shared/domain/waybills';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import { documentos } from '../../../../db/schema';
import { HttpError } from '../../../../errors';

type Detalle = GuiaDestinatario['detalles'][number];

/** What a guía may carry: an invoice's line, or a product a TRASLADO moved. */
export interface DeliverableLine {
  codigo: string;
  nombre: string;
  cantidad: number;
}

/** How a refusal names the source: the invoice, or the transfer. */
export interface DeliveryMessages {
  notIncluded: (descripcion: string) => string;
  exceeds: (descripcion: string, cantidad: number, disponible: number) => string;
}

/** The company's earlier guías of one source (NO AUTORIZADA ones left out: their goods never travelled). */
export async function earlierGuias(tx: Tx, emisorId: string, source: SQL): Promise<GuiaRemisionPayload['guia'][]> {
  const rows = await tx
    .select({ payload: documentos.payload })
    .from(documentos)
    .where(
      and(
        eq(documentos.emisorId, emisorId),
        eq(documentos.tipo, COD_DOC.guiaRemision),
        ne(documentos.estado, 'NO AUTORIZADA'),
        source,
      ),
    );
  return rows.map((row) => (row.payload as GuiaRemisionPayload).guia);
}

/** Quantities have up to 6 decimals in a guía (3 in an invoice): summed without binary noise. */
const plus = (a: number, b: number) => Number((a + b).toFixed(6));

/** A guía's line is the source's line of the same code, or (without a code) of the same name. */
const sameItem = (detalle: Detalle) => (line: DeliverableLine) =>
  detalle.codigoInterno ? line.codigo === detalle.codigoInterno : line.nombre === detalle.descripcion;

function addTo(delivered: number[], lines: DeliverableLine[], detalles: Detalle[], messages: DeliveryMessages) {
  for (const detalle of detalles) {
    const index = lines.findIndex(sameItem(detalle));
    if (index < 0) throw new HttpError(422, messages.notIncluded(detalle.descripcion));
    delivered[index] = plus(delivered[index]!, detalle.cantidad);
  }
}

/**
 * Across all the guías of one source no line travels more than the source holds: `earlier` are the
 * detalles the other guías carried (NO AUTORIZADA ones left out by the caller), `now` this guía's.
 */
export function checkWithinSource(
  lines: DeliverableLine[],
  earlier: Detalle[],
  now: Detalle[],
  messages: DeliveryMessages,
): void {
  const before = lines.map(() => 0);
  addTo(before, lines, earlier, messages);
  const after = [...before];
  addTo(after, lines, now, messages);
  lines.forEach((line, index) => {
    if (after[index]! > line.cantidad) {
      const disponible = plus(line.cantidad, -before[index]!);
      throw new HttpError(422, messages.exceeds(line.nombre, plus(after[index]!, -before[index]!), disponible));
    }
  });
}
