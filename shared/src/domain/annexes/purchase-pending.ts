import { diasDesdeFactura, PLAZO_RETENCION_DIAS } from '../withholdings/purchases';
import type { CompraConSustento } from './sustento';

/**
 * What a purchase still needs (issue #42 §1), as the «Compras» screen lists it: its código de sustento for the
 * ATS, and its retención while the 5 days after the document run (a nota de crédito carries none).
 */
export const COMPRA_SIN_SUSTENTO_PENDIENTE = 'Falta el código de sustento (ATS)';
export const retencionPorVencerPendiente = (dias: number) =>
  dias === 0
    ? 'Retención por emitir: vence hoy'
    : `Retención por emitir: vence en ${dias} ${dias === 1 ? 'día' : 'días'}`;

/** A retención that still stands: neither refused by the SRI nor annulled. */
const retencionVigente = (estado: string) => estado !== 'NO AUTORIZADA' && estado !== 'ANULADA';

/** The pending items of `compra` on `hoy` (aaaa-mm-dd), in the order the screen shows them. */
export function pendientesDeCompra(
  compra: Pick<CompraConSustento, 'codSustento' | 'codDoc' | 'fechaEmision' | 'retenciones'>,
  hoy: string,
): string[] {
  const pendientes: string[] = [];
  if (!compra.codSustento) pendientes.push(COMPRA_SIN_SUSTENTO_PENDIENTE);
  const quedan = PLAZO_RETENCION_DIAS - diasDesdeFactura(compra.fechaEmision, hoy);
  const retenida = compra.retenciones.some((retencion) => retencionVigente(retencion.estado));
  if (compra.codDoc !== '04' && !retenida && quedan >= 0 && quedan < PLAZO_RETENCION_DIAS)
    pendientes.push(retencionPorVencerPendiente(quedan));
  return pendientes;
}
