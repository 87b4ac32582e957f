import type { TipoIdentificacion } from '@facturador/shared/domain';
import type { FacturaRide } from '@facturador/shared/domain/ride';
import { IMPUESTO_RETENIDO_NOMBRE } from '@facturador/shared/domain/withholdings';
import { retencionPayloadOf } from '../withholdings/issued-payload';

interface RetencionRow {
  payload: unknown;
  fechaEmision: string;
  importeTotal: number;
  compradorRazonSocial: string;
  compradorIdentificacion: string;
  compradorTipoIdentificacion: string;
  compradorDireccion: string;
  compradorEmail: string;
}

const fechaSriOf = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A comprobante de retención's part of the RIDE (issue #22): the sujeto retenido in the buyer's
 * block, one detail line per withholding (tax, code, base, percentage, value) naming the supplier's
 * invoice, and the total withheld. Null when the payload is not a retención's.
 */
export function retencionRideBody(row: RetencionRow): Omit<FacturaRide, RideHeaderKey> | null {
  const retencion = retencionPayloadOf(row.payload);
  if (!retencion) return null;
  const total = retencion.lineas.reduce((sum, linea) => sum + Math.round(linea.valor * 100), 0) / 100;
  return {
    comprador: {
      razonSocial: row.compradorRazonSocial,
      identificacion: row.compradorIdentificacion,
      direccion: row.compradorDireccion,
      tipoIdentificacion: row.compradorTipoIdentificacion as TipoIdentificacion,
      email: row.compradorEmail,
    },
    fecha: row.fechaEmision,
    facturaModificada: retencion.numeroFactura,
    fechaDocumentoModificado: fechaSriOf(retencion.fechaFactura),
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    productos: retencion.lineas.map((linea) => ({
      codPrincipal: linea.codigo,
      codAuxiliar: null,
      cantidad: 1,
      nombre: `${IMPUESTO_RETENIDO_NOMBRE[linea.impuesto]} ${linea.codigo}: ${linea.descripcion}`,
      descripcion: `Retención ${IMPUESTO_RETENIDO_NOMBRE[linea.impuesto]} ${linea.porcentaje}% sobre $${linea.baseImponible.toFixed(2)} (factura ${retencion.numeroFactura})`,
      detalleAdicional: [],
      precioUnitario: linea.valor,
      subsidio: 0,
      precioSinSubsidio: linea.valor,
      descuento: 0,
      precioTotal: linea.valor,
      producto_id: null,
      esInventariado: false,
      impuesto: { codigoPorcentaje: 0, tarifa: 0, valor: 0 },
    })),
    facturacion: {
      subtotalIva: 0,
      subtotalIvaCero: total,
      totalSinImpuestos: total,
      totalDescuento: 0,
      ice: 0,
      iva: 0,
      importeTotal: total,
      propina: 0,
      impuestos: [],
    },
    informacionAdicional: [
      {
        nombre: 'Documento sustento',
        valor: `Factura ${retencion.numeroFactura} del ${fechaSriOf(retencion.fechaFactura)}`,
      },
      ...(row.compradorEmail ? [{ nombre: 'Email', valor: row.compradorEmail }] : []),
    ],
    pagos: [],
  };
}

/** The header fields facturaRide fills for every document type. */
export type RideHeaderKey =
  | 'logo'
  | 'comerciante'
  | 'direccionMatriz'
  | 'direccionSucursal'
  | 'obligadoContabilidad'
  | 'contribuyenteRimpe'
  | 'contribuyenteEspecial'
  | 'agenteRetencion'
  | 'tipoDocumento'
  | 'codDoc'
  | 'numeroEstablecimiento'
  | 'puntoEmision'
  | 'secuencial'
  | 'claveAcceso'
  | 'numeroAutorizacion'
  | 'fechaAutorizacion'
  | 'ambiente'
  | 'tipoEmision'
  | 'estado';
