import {
  COMPRA_ARCHIVO_ILEGIBLE_MESSAGE,
  compraRecibidaRegistradaMessage,
  type EstadoIngresoCompra,
} from '@facturador/shared/domain/withholdings';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { ComprobanteIlegibleError, unwrapAuthorizedFile } from '../../sri';
import { fetchPurchaseDocument, registerPurchase } from './purchases';
import type { AuthorizedDocumentFetcher } from './sri-fetch';

/** What became of one received document of a batch (a file, a ZIP entry, a line of the «recibidos» report). */
export interface Ingreso {
  estado: EstadoIngresoCompra;
  mensaje: string;
  compraId?: string;
}

/** Who registers, where: the purchases of one company by one user. */
export interface IngresoContext {
  db: Db;
  emisorId: string;
  userId: string;
}

export const rechazada = (mensaje: string): Ingreso => ({ estado: 'rechazada', mensaje });

/**
 * A refusal of POST /api/compras becomes the document's result: 409 «ya registrada», any other (a 4xx, or the
 * SRI not answering, 503) «rechazada» with its message.
 */
async function outcome(register: () => ReturnType<typeof registerPurchase>): Promise<Ingreso> {
  try {
    const compra = await register();
    return {
      estado: 'registrada',
      mensaje: compraRecibidaRegistradaMessage(compra.codDoc, compra.numero, compra.proveedor.razonSocial),
      compraId: compra.id,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return { estado: 'duplicada', mensaje: error.message };
    if (error instanceof HttpError) return rechazada(error.message);
    throw error;
  }
}

/** One authorized XML (a file or a ZIP entry), registered as POST /api/compras registers a file. */
export function registerXmlText(ctx: IngresoContext, text: string): Promise<Ingreso> {
  return outcome(() => {
    let archivo: ReturnType<typeof unwrapAuthorizedFile>;
    try {
      archivo = unwrapAuthorizedFile(text);
    } catch (error) {
      if (error instanceof ComprobanteIlegibleError) throw new HttpError(400, COMPRA_ARCHIVO_ILEGIBLE_MESSAGE);
      throw error;
    }
    return registerPurchase(ctx.db, ctx.emisorId, ctx.userId, { origen: 'archivo', archivo });
  });
}

/** One clave de acceso, fetched from the SRI and registered as POST /api/compras `{claveAcceso}` registers it. */
export function registerClave(
  ctx: IngresoContext,
  fetcher: AuthorizedDocumentFetcher,
  claveAcceso: string,
): Promise<Ingreso> {
  return outcome(async () => {
    const archivo = await fetchPurchaseDocument(fetcher, claveAcceso);
    return registerPurchase(ctx.db, ctx.emisorId, ctx.userId, { origen: 'clave', archivo, claveAcceso });
  });
}
