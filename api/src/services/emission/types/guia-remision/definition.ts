import { COD_DOC, formatFechaSri, tipoIdentificacionPorLongitud } from '@facturador/shared/domain';
import {
  type EmitirGuiaRemisionRequest,
  type GuiaRemisionPayload,
  guiaEstablecimientoDestinoNoExisteMessage,
  guiaFechaInicioMessage,
} from '@facturador/shared/domain/waybills';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../db/database';
import { establecimientos } from '../../../../db/schema';
import { badRequest, HttpError } from '../../../../errors';
import { buildGuiaRemisionXml } from '../../../../sri';
import type { DocumentType } from '../../spine/document-type';
import { checkDeliveredInvoices } from './delivered-invoices';
import { checkTransferredMovement } from './transferred-movement';

type GuiaDraft = GuiaRemisionPayload['guia'];

/** The company's establishments a transfer goes to must exist. */
async function checkDestinationEstablishments(tx: Tx, emisorId: string, codigos: string[]): Promise<void> {
  if (codigos.length === 0) return;
  const found = await tx
    .select({ codigo: establecimientos.codigo })
    .from(establecimientos)
    .where(and(eq(establecimientos.emisorId, emisorId), inArray(establecimientos.codigo, codigos)));
  const missing = codigos.find((codigo) => !found.some((row) => row.codigo === codigo));
  if (missing) throw new HttpError(422, guiaEstablecimientoDestinoNoExisteMessage(missing));
}

/**
 * Guía de remisión (06, guiaRemision 1.1.0): the goods of a sale (each destinatario names its AUTORIZADA
 * invoice, within what it sold across its guías) or of a transfer to one of the company's own
 * establishments (the company is the destinatario), optionally for a stock TRASLADO, within what it
 * moved. It carries no amounts and moves no stock.
 */
export const guiaRemisionType: DocumentType<EmitirGuiaRemisionRequest, GuiaDraft> = {
  codDoc: COD_DOC.guiaRemision,
  validate(request) {
    // Its access key carries fechaIniTransporte and it goes to SRI now: the goods leave today.
    const hoy = formatFechaSri(new Date());
    if (request.fechaIniTransporte !== hoy) throw badRequest(guiaFechaInicioMessage(hoy));
  },
  fingerprint: (request) => ({ guiaRemision: request }),
  ambiente: (request) => request.ambiente,
  async prepare(tx, { auth, issuer }, request) {
    const sustentos = await checkDeliveredInvoices(tx, auth.emisorId, request.ambiente, request.destinatarios);
    const traslados = request.destinatarios.filter((destinatario) => !destinatario.facturaClaveAcceso);
    if (request.movimientoId) await checkTransferredMovement(tx, auth.emisorId, request.movimientoId, traslados);
    await checkDestinationEstablishments(tx, auth.emisorId, [
      ...new Set(traslados.map((destinatario) => destinatario.codEstabDestino!)),
    ]);
    const destinatarios = request.destinatarios.map((destinatario) =>
      destinatario.facturaClaveAcceso
        ? { ...destinatario, codEstabDestino: undefined, sustento: sustentos.get(destinatario.facturaClaveAcceso) }
        : // A transfer between the company's own establishments: the company receives it.
          { ...destinatario, identificacion: issuer.emisor.xml.ruc, razonSocial: issuer.emisor.xml.razonSocial },
    );
    return { ...request, destinatarios, facturas: [...sustentos.keys()] };
  },
  compose(guia, numbered) {
    const [first] = guia.destinatarios;
    const email = guia.destinatarios.find((destinatario) => destinatario.email)?.email ?? '';
    return {
      xml: buildGuiaRemisionXml({
        ambiente: numbered.ambiente,
        claveAcceso: numbered.claveAcceso,
        secuencial: numbered.secuencial,
        emisor: numbered.emisor,
        puntoEmision: numbered.puntoEmision,
        dirPartida: guia.dirPartida,
        transportista: guia.transportista,
        fechaIniTransporte: guia.fechaIniTransporte,
        fechaFinTransporte: guia.fechaFinTransporte,
        placa: guia.placa,
        destinatarios: guia.destinatarios.map((destinatario) => ({
          ...destinatario,
          sustento: destinatario.sustento && { codDoc: COD_DOC.factura, ...destinatario.sustento },
        })),
        infoAdicional: email ? [{ nombre: 'Email', valor: email }] : [],
      }),
      record: {
        compradorTipoIdentificacion: tipoIdentificacionPorLongitud(first!.identificacion) ?? '06',
        compradorIdentificacion: first!.identificacion,
        compradorRazonSocial: first!.razonSocial,
        compradorDireccion: first!.direccion,
        compradorEmail: email,
        importeTotal: 0,
        payload: { guia } satisfies GuiaRemisionPayload,
      },
      taxes: [],
    };
  },
};
