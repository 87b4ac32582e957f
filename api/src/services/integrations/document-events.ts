import { COD_DOC, DOCUMENTOS_EMITIDOS } from '@facturador/shared/domain';
import type { EventoWebhook } from '@facturador/shared/domain/integrations';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { documentos, entregasCorreo } from '../../db/schema';
import type { WebhookDelivery } from './webhook-delivery';

/** The types whose events name them (a retención's event keeps its code, as before issue 40). */
const TIPOS: Record<string, string> = Object.fromEntries(
  DOCUMENTOS_EMITIDOS.filter(({ codDoc }) => codDoc !== COD_DOC.comprobanteRetencion).map(({ codDoc, nombre }) => [
    codDoc,
    nombre,
  ]),
);

/** What an integrator needs of a document in an event: enough to act without another request. */
async function documentData(tx: Tx, documentoId: string, publicUrl: string) {
  const [doc] = await tx.select().from(documentos).where(eq(documentos.id, documentoId));
  if (!doc) return null;
  return {
    emisorId: doc.emisorId,
    atencionDesde: doc.atencionDesde,
    datos: {
      claveAcceso: doc.claveAcceso,
      tipo: TIPOS[doc.tipo] ?? doc.tipo,
      codDoc: doc.tipo,
      numero: `${doc.estab}-${doc.ptoEmi}-${doc.secuencial}`,
      ambiente: doc.ambiente,
      estado: doc.estado,
      fechaEmision: doc.fechaEmision,
      importeTotal: doc.importeTotal,
      comprador: { identificacion: doc.compradorIdentificacion, razonSocial: doc.compradorRazonSocial },
      numeroAutorizacion: doc.numeroAutorizacion,
      fechaAutorizacion: doc.fechaAutorizacion?.toISOString() ?? null,
      mensajes: doc.mensajesSri,
      atencion: doc.atencion,
      documentoModificado: doc.documentoModificado,
      ride: `${publicUrl}/descargar-factura/${doc.claveAcceso}`,
    },
  };
}

/** A document event (autorizado, no autorizado, requiere atención) for the company's webhooks. */
export async function publishDocumentEvent(
  webhooks: WebhookDelivery,
  tx: Tx,
  documentoId: string,
  evento: Exclude<EventoWebhook, 'correo.fallo'>,
  publicUrl: string,
): Promise<void> {
  const doc = await documentData(tx, documentoId, publicUrl);
  if (!doc) return;
  if (evento === 'documento.requiere-atencion') {
    // Each flag is its own event: a document flagged again later (in another state) is news again.
    if (!doc.atencionDesde) return;
    await webhooks.publish(
      tx,
      doc.emisorId,
      evento,
      `${evento}:${documentoId}:${doc.atencionDesde.toISOString()}`,
      doc.datos,
    );
    return;
  }
  await webhooks.publish(tx, doc.emisorId, evento, `${evento}:${documentoId}`, doc.datos);
}

/** `correo.fallo`: the buyer's e-mail of a document could not be delivered. */
export async function publishMailFailure(
  webhooks: WebhookDelivery,
  tx: Tx,
  failure: { entregaId: string; motivo: string },
  publicUrl: string,
): Promise<void> {
  const [entrega] = await tx
    .select({ documentoId: entregasCorreo.documentoId, destinatarios: entregasCorreo.destinatarios })
    .from(entregasCorreo)
    .where(eq(entregasCorreo.id, failure.entregaId));
  if (!entrega) return;
  const doc = await documentData(tx, entrega.documentoId, publicUrl);
  if (!doc) return;
  await webhooks.publish(tx, doc.emisorId, 'correo.fallo', `correo.fallo:${failure.entregaId}`, {
    ...doc.datos,
    correo: { destinatarios: entrega.destinatarios, motivo: failure.motivo },
  });
}
