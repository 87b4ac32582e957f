import type { ImpuestoRetenido } from '@facturador/shared/domain/withholdings';

/** One withholding as issued: the request's line with its computed value. */
export interface LineaEmitida {
  impuesto: ImpuestoRetenido;
  codigo: string;
  descripcion: string;
  baseImponible: number;
  porcentaje: number;
  valor: number;
}

/** What a comprobante de retención stores as its `payload` (the RIDE is built from it). */
export interface RetencionPayload {
  retencion: {
    compraId: string;
    numeroFactura: string;
    /** aaaa-mm-dd */
    fechaFactura: string;
    lineas: LineaEmitida[];
  };
}

export function retencionPayloadOf(value: unknown): RetencionPayload['retencion'] | null {
  const retencion = (value as Partial<RetencionPayload> | null)?.retencion;
  return retencion && Array.isArray(retencion.lineas) ? retencion : null;
}
