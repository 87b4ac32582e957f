import { formatMoneyPlain } from '@facturador/shared/domain';
import { DOCUMENTOS_SUSTENTO_RIDE, IMPUESTOS_RETENCION_RIDE, type RetencionRide } from '@facturador/shared/domain/ride';
import { printableText } from './format';

/** One withholding row of a retención's RIDE, every cell as printed. */
export interface RetencionRideRow {
  /** The supporting document's type: `FACTURA`. */
  comprobante: string;
  numero: string;
  fecha: string;
  /** `RENTA` or `IVA`. */
  impuesto: string;
  codigo: string;
  baseImponible: string;
  porcentaje: string;
  valor: string;
}

/** A retención's own part of the RIDE as the layout prints it. */
export interface RetencionRideDocument {
  periodoFiscal: string;
  filas: RetencionRideRow[];
  totalRetenido: string;
}

/** The retención's part of the printed data as text: names for the codes, amounts with 2 decimals. */
export function normalizeRetencion(retencion: RetencionRide): RetencionRideDocument {
  return {
    periodoFiscal: printableText(retencion.periodoFiscal),
    filas: retencion.lineas.map((linea) => ({
      comprobante: printableText(DOCUMENTOS_SUSTENTO_RIDE[linea.codDocSustento] ?? linea.codDocSustento),
      numero: printableText(linea.numDocSustento),
      fecha: printableText(linea.fechaEmisionDocSustento),
      impuesto: IMPUESTOS_RETENCION_RIDE[linea.codigo] ?? printableText(linea.codigo),
      codigo: printableText(linea.codigoRetencion),
      baseImponible: formatMoneyPlain(linea.baseImponible),
      porcentaje: `${formatMoneyPlain(linea.porcentaje)}%`,
      valor: formatMoneyPlain(linea.valor),
    })),
    totalRetenido: formatMoneyPlain(retencion.totalRetenido),
  };
}
