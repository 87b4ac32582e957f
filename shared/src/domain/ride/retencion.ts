import { z } from 'zod/mini';

/**
 * A comprobante de retención's own part of the printed data (codDoc 07, ComprobanteRetencion 2.0.0),
 * read from its signed XML: the ejercicio fiscal and one line per withholding with the document it
 * rests on. The RIDE prints these instead of invoice lines and totals.
 */
export const retencionRideLineaSchema = z.object({
  /** The supporting document's type (SRI table 4): '01' factura, '03' liquidación de compra … */
  codDocSustento: z.string(),
  /** `001-001-000000123` */
  numDocSustento: z.string(),
  /** dd/mm/aaaa */
  fechaEmisionDocSustento: z.string(),
  /** The XML's codigo: '1' renta, '2' IVA, '6' ISD. */
  codigo: z.string(),
  codigoRetencion: z.string(),
  baseImponible: z.number(),
  porcentaje: z.number(),
  valor: z.number(),
});
export type RetencionRideLinea = z.infer<typeof retencionRideLineaSchema>;

export const retencionRideSchema = z.object({
  /** mm/aaaa */
  periodoFiscal: z.string(),
  lineas: z.array(retencionRideLineaSchema),
  /** Sum of every valor retenido. */
  totalRetenido: z.number(),
});
export type RetencionRide = z.infer<typeof retencionRideSchema>;

/** The supporting documents' names as the RIDE prints them (SRI table 4); other codes print as such. */
export const DOCUMENTOS_SUSTENTO_RIDE: Readonly<Record<string, string>> = {
  '01': 'FACTURA',
  '02': 'NOTA DE VENTA',
  '03': 'LIQUIDACIÓN DE COMPRA',
  '04': 'NOTA DE CRÉDITO',
  '05': 'NOTA DE DÉBITO',
};

/** The withheld tax by the XML's codigo. */
export const IMPUESTOS_RETENCION_RIDE: Readonly<Record<string, string>> = { '1': 'RENTA', '2': 'IVA', '6': 'ISD' };

export const TITULO_RETENCION_RIDE = 'COMPROBANTE DE RETENCIÓN';
