import type { Ambiente } from '../auth/user';
import type { PagoPayload } from '../invoicing/payload';
import { computeTotals } from '../invoicing/totals';
import { FORMA_PAGO_DEFAULT } from '../sri/payment-codes';
import type { LiquidacionCompraRequestInput, ProveedorLiquidacion } from './request';

/** A line as a screen holds it: what was bought, how much, at what price and IVA rate code. */
export interface LineaLiquidacion {
  producto_id?: string;
  codigo?: string;
  descripcion: string;
  cantidad: number;
  precioUnitario: number;
  descuento?: number;
  /** IVA rate code of taxes.ts (4 = IVA 15 %, 0 = IVA 0 %). */
  codigoPorcentaje: number;
}

export interface LiquidacionForm {
  ambiente: Ambiente;
  proveedor: ProveedorLiquidacion;
  lineas: LineaLiquidacion[];
  /** Absent: one payment 01 (sin utilización del sistema financiero) for the whole total. */
  pagos?: PagoPayload[];
  almacen_id?: string;
}

/** The `POST /api/liquidaciones-compra` body of a form, its figures computed as an invoice's. */
export function buildLiquidacionCompraRequest(form: LiquidacionForm): LiquidacionCompraRequestInput {
  const totales = computeTotals(form.lineas.map((linea) => ({ ...linea, descuento: linea.descuento ?? 0 })));
  return {
    ambiente: form.ambiente,
    ...(form.almacen_id ? { almacen_id: form.almacen_id } : {}),
    proveedor: form.proveedor,
    detalles: form.lineas.map((linea, index) => {
      const calculada = totales.lineas[index]!;
      return {
        ...(linea.producto_id ? { producto_id: linea.producto_id } : {}),
        ...(linea.codigo ? { codigo: linea.codigo } : {}),
        descripcion: linea.descripcion,
        cantidad: linea.cantidad,
        precioUnitario: linea.precioUnitario,
        descuento: linea.descuento ?? 0,
        precioTotalSinImpuesto: calculada.precioTotalSinImpuesto,
        impuesto: {
          codigo: 2,
          codigoPorcentaje: calculada.impuesto.codigoPorcentaje,
          tarifa: calculada.impuesto.tarifa,
          baseImponible: calculada.impuesto.baseImponible,
          valor: calculada.impuesto.valor,
        },
      };
    }),
    pagos: form.pagos ?? [{ formaPago: FORMA_PAGO_DEFAULT, total: totales.importeTotal }],
    totalSinImpuestos: totales.totalSinImpuestos,
    totalDescuento: totales.totalDescuento,
    subtotalIva: totales.subtotalIva,
    subtotalIvaCero: totales.subtotalIvaCero,
    iva: totales.iva,
    importeTotal: totales.importeTotal,
  };
}
