import type { EmisorSettings } from '@facturador/shared/domain';
import type { EstablecimientoInfo } from '@facturador/shared/domain/settings';

export interface SetupProgress {
  certificado: boolean;
  logo: boolean;
  numeracion: boolean;
  primeraFactura: boolean;
}

/**
 * What «Primeros pasos» ticks. The numbering counts as done once a punto de emisión's next factura number is
 * no longer 1 in either ambiente: it continues a previous system's, or this one already issued with it.
 */
export function setupProgress(
  emisor: EmisorSettings | null,
  establecimientos: EstablecimientoInfo[] | null,
  documentos: number | null,
): SetupProgress {
  const puntos = (establecimientos ?? []).flatMap((establecimiento) => establecimiento.puntos);
  return {
    certificado: Boolean(emisor?.certificado),
    logo: Boolean(emisor?.logo),
    numeracion: puntos.some(({ siguiente }) => siguiente.factura.pruebas !== 1 || siguiente.factura.produccion !== 1),
    primeraFactura: (documentos ?? 0) > 0,
  };
}
