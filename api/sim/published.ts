import { CLAVE_ACCESO_PATTERN, parseClaveAcceso } from '@facturador/shared/domain';
import type { SimStore } from './store';

export class PublishError extends Error {
  override name = 'PublishError';
}

/**
 * Keeps a signed comprobante another taxpayer had authorized (a customer's retención, a supplier's
 * invoice) so that autorizacionComprobante answers it as AUTORIZADO, like the real SRI does for any RUC.
 * Returns its access key.
 */
export function publishAuthorized(store: SimStore, xml: string, at: Date): string {
  const claveAcceso = /<claveAcceso>\s*([^<\s]*)\s*<\/claveAcceso>/.exec(xml)?.[1];
  const key = claveAcceso && CLAVE_ACCESO_PATTERN.test(claveAcceso) ? parseClaveAcceso(claveAcceso) : null;
  if (!claveAcceso || !key?.checkDigitOk) throw new PublishError('El comprobante no trae una clave de acceso válida');
  store.put({
    claveAcceso,
    ruc: key.ruc,
    codDoc: key.codDoc,
    ambiente: key.ambiente,
    estab: key.estab,
    ptoEmi: key.ptoEmi,
    secuencial: key.secuencial,
    faults: [],
    attempts: [{ estado: 'AUTORIZADO', receivedAt: at.getTime(), decidedAt: at.getTime(), mensajes: [], xml }],
  });
  return claveAcceso;
}
