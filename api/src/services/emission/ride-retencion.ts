import { isoToFechaSri, sumMoney, type TipoIdentificacion } from '@facturador/shared/domain';
import type { FacturaRide, RetencionRide } from '@facturador/shared/domain/ride';
import { ComprobanteIlegibleError, element, elements, readComprobanteRetencion, readXml, textOf } from '../../sri';
import { retencionPayloadOf } from '../withholdings/issued-payload';

interface RetencionRow {
  payload: unknown;
  fechaEmision: string;
  xmlFirmado: string | null;
  compradorRazonSocial: string;
  compradorIdentificacion: string;
  compradorTipoIdentificacion: string;
  compradorDireccion: string;
  compradorEmail: string;
}

const numeroOf = (num15: string) => `${num15.slice(0, 3)}-${num15.slice(3, 6)}-${num15.slice(6)}`;
const CODIGO_IMPUESTO = { renta: '1', iva: '2' } as const;

/** The signed XML's campoAdicional entries, as every RIDE prints them (throws ComprobanteIlegibleError). */
export function informacionAdicionalOf(xml: string): FacturaRide['informacionAdicional'] {
  return elements(element(readXml(xml), 'infoAdicional'), 'campoAdicional').map((campo) => ({
    nombre: campo.getAttribute('nombre') ?? '',
    valor: textOf(campo),
  }));
}

/** The signed XML's ejercicio fiscal, withholdings per supporting document and infoAdicional. */
function fromSignedXml(xml: string): {
  retencion: RetencionRide;
  informacionAdicional: FacturaRide['informacionAdicional'];
} {
  const leida = readComprobanteRetencion(xml);
  const lineas = leida.docsSustento.flatMap((doc) =>
    doc.retenciones.map((item) => ({
      codDocSustento: doc.codDocSustento,
      numDocSustento: numeroOf(doc.numDocSustento),
      fechaEmisionDocSustento: doc.fechaEmisionDocSustento,
      codigo: item.codigo,
      codigoRetencion: item.codigoRetencion,
      baseImponible: item.baseImponible,
      porcentaje: item.porcentaje,
      valor: item.valor,
    })),
  );
  const campos = informacionAdicionalOf(xml);
  return {
    retencion: {
      periodoFiscal: leida.periodoFiscal,
      lineas,
      totalRetenido: sumMoney(lineas.map((linea) => linea.valor)),
    },
    informacionAdicional: campos,
  };
}

/** Without a readable signed XML (never on an issued document, but the RIDE must not fail): the stored request. */
function fromPayload(
  row: RetencionRow,
  retencion: NonNullable<ReturnType<typeof retencionPayloadOf>>,
): ReturnType<typeof fromSignedXml> {
  const lineas = retencion.lineas.map((linea) => ({
    codDocSustento: '01',
    numDocSustento: retencion.numeroFactura,
    fechaEmisionDocSustento: isoToFechaSri(retencion.fechaFactura),
    codigo: CODIGO_IMPUESTO[linea.impuesto],
    codigoRetencion: linea.codigo,
    baseImponible: linea.baseImponible,
    porcentaje: linea.porcentaje,
    valor: linea.valor,
  }));
  return {
    retencion: {
      periodoFiscal: row.fechaEmision.slice(3),
      lineas,
      totalRetenido: sumMoney(lineas.map((linea) => linea.valor)),
    },
    informacionAdicional: row.compradorEmail ? [{ nombre: 'Email', valor: row.compradorEmail }] : [],
  };
}

function readable(row: RetencionRow): ReturnType<typeof fromSignedXml> | null {
  if (!row.xmlFirmado) return null;
  try {
    return fromSignedXml(row.xmlFirmado);
  } catch (error) {
    if (error instanceof ComprobanteIlegibleError) return null;
    throw error;
  }
}

/**
 * A comprobante de retención's part of the RIDE (issue 37 §3): the sujeto retenido, and in
 * `retencion` the ejercicio fiscal and one line per withholding with its comprobante sustento, as the
 * signed XML says, and the total withheld (also `importeTotal`). No invoice lines. Null when neither the
 * signed XML nor the payload is a retención's.
 */
export function retencionRideBody(row: RetencionRow): Omit<FacturaRide, RideHeaderKey> | null {
  // The signed XML says it all; the payload is the fallback (an imported retención has only its XML).
  const payload = retencionPayloadOf(row.payload);
  const body = readable(row) ?? (payload ? fromPayload(row, payload) : null);
  if (!body) return null;
  const { retencion, informacionAdicional } = body;
  const total = retencion.totalRetenido;
  return {
    comprador: {
      razonSocial: row.compradorRazonSocial,
      identificacion: row.compradorIdentificacion,
      direccion: row.compradorDireccion,
      tipoIdentificacion: row.compradorTipoIdentificacion as TipoIdentificacion,
      email: row.compradorEmail,
    },
    fecha: row.fechaEmision,
    facturaModificada: null,
    fechaDocumentoModificado: null,
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    productos: [],
    facturacion: {
      subtotalIva: 0,
      subtotalIvaCero: 0,
      totalSinImpuestos: 0,
      totalDescuento: 0,
      ice: 0,
      iva: 0,
      importeTotal: total,
      propina: 0,
      impuestos: [],
    },
    informacionAdicional,
    pagos: [],
    retencion,
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
