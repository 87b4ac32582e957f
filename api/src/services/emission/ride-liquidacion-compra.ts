import { FORMAS_PAGO, recomputeFacturaTotals } from '@facturador/shared/domain';
import {
  type LiquidacionCompraRequest,
  liquidacionComoDocumento,
} from '@facturador/shared/domain/purchase-settlements';
import type { FacturaRide } from '@facturador/shared/domain/ride';
import { rideFacturacion } from './ride-facturacion';
import { informacionAdicional } from './ride-nota-debito';
import type { RideHeaderKey } from './ride-retencion';
import type { RideXmlData } from './ride-xml';

/** The stored `{liquidacionCompra}` request, or null when the payload is not a liquidación's. */
function liquidacionOf(payload: unknown): LiquidacionCompraRequest | null {
  const liquidacion = (payload as { liquidacionCompra?: LiquidacionCompraRequest } | null)?.liquidacionCompra;
  return liquidacion && Array.isArray(liquidacion.detalles) ? liquidacion : null;
}

/**
 * A liquidación de compra's part of the RIDE (issue 41 §2): an invoice's, with the proveedor in the
 * comprador's place (the PDF labels it «Proveedor»), its lines, totals recomputed as an invoice's and
 * its formas de pago. Null when the payload is not a liquidación's.
 */
export function liquidacionCompraRideBody(
  row: { payload: unknown; fechaEmision: string; xmlFirmado: string | null },
  xml: RideXmlData | null,
): Omit<FacturaRide, RideHeaderKey> | null {
  const liquidacion = liquidacionOf(row.payload);
  if (!liquidacion) return null;
  const { proveedor } = liquidacion;
  const totals = recomputeFacturaTotals(liquidacionComoDocumento(liquidacion));
  return {
    comprador: {
      razonSocial: proveedor.razonSocial,
      identificacion: proveedor.identificacion,
      direccion: proveedor.direccion,
      tipoIdentificacion: proveedor.tipoIdentificacion,
      email: proveedor.email ?? '',
    },
    fecha: row.fechaEmision,
    facturaModificada: null,
    fechaDocumentoModificado: null,
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    productos: liquidacion.detalles.map((detalle, index) => {
      const linea = totals.lineas[index]!;
      return {
        codPrincipal: detalle.codigo ?? '',
        codAuxiliar: null,
        cantidad: detalle.cantidad,
        nombre: detalle.descripcion,
        descripcion: detalle.descripcion,
        detalleAdicional: [],
        precioUnitario: detalle.precioUnitario,
        subsidio: 0,
        precioSinSubsidio: detalle.precioUnitario,
        descuento: detalle.descuento,
        precioTotal: linea.precioTotalSinImpuesto,
        producto_id: detalle.producto_id ? detalle.producto_id : null,
        esInventariado: false,
        impuesto: {
          codigoPorcentaje: linea.impuesto.codigoPorcentaje,
          tarifa: linea.impuesto.tarifa,
          valor: linea.impuesto.valor,
        },
      };
    }),
    facturacion: rideFacturacion(totals, xml),
    informacionAdicional: informacionAdicional(row.xmlFirmado, proveedor.email ?? ''),
    pagos: liquidacion.pagos.map((pago) => ({
      formaPago: pago.formaPago,
      descripcion: FORMAS_PAGO[pago.formaPago] ?? pago.formaPago,
      total: pago.total,
      ...(pago.plazo !== undefined ? { plazo: pago.plazo } : {}),
      ...(pago.unidadTiempo ? { unidadTiempo: pago.unidadTiempo } : {}),
    })),
  };
}
