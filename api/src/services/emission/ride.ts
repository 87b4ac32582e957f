import {
  CLAVE_ACCESO_PATTERN,
  type EstadoDocumento,
  FORMA_PAGO_DEFAULT,
  FORMAS_PAGO,
  formatFechaHoraSri,
  LEYENDA_RIMPE,
  parseClaveAcceso,
  type Regimen,
  recomputeFacturaTotals,
} from '@facturador/shared/domain';
import {
  AMBIENTES_RIDE,
  type FacturaRide,
  TIPO_EMISION_NORMAL,
  TIPOS_DOCUMENTO_RIDE,
} from '@facturador/shared/domain/ride';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentos, emisores, establecimientos } from '../../db/schema';
import { logoDataUrl } from '../company/logo';
import { rideFacturacion } from './ride-facturacion';
import { guiaRemisionRideBody } from './ride-guia-remision';
import { liquidacionCompraRideBody } from './ride-liquidacion-compra';
import { notaDebitoRideBody } from './ride-nota-debito';
import { type RideHeaderKey, retencionRideBody } from './ride-retencion';
import { rideEmisorSnapshotOf } from './ride-snapshot';
import { rideXmlData } from './ride-xml';
import { storedPayload } from './stored-payload';

/** A document's row with its emisor and establishment, as the RIDE reads it. */
async function rideRow(db: Executor, claveAcceso: string) {
  const [row] = await db
    .select({
      tipo: documentos.tipo,
      ambiente: documentos.ambiente,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      estado: documentos.estado,
      fechaEmision: documentos.fechaEmision,
      numeroAutorizacion: documentos.numeroAutorizacion,
      fechaAutorizacion: documentos.fechaAutorizacion,
      documentoModificado: documentos.documentoModificado,
      payload: documentos.payload,
      compradorRazonSocial: documentos.compradorRazonSocial,
      compradorIdentificacion: documentos.compradorIdentificacion,
      compradorTipoIdentificacion: documentos.compradorTipoIdentificacion,
      compradorDireccion: documentos.compradorDireccion,
      compradorEmail: documentos.compradorEmail,
      importeTotal: documentos.importeTotal,
      xmlFirmado: documentos.xmlFirmado,
      rideEmisor: documentos.rideEmisor,
      ruc: emisores.ruc,
      razonSocial: emisores.razonSocial,
      nombreComercial: emisores.nombreComercial,
      dirMatriz: emisores.dirMatriz,
      obligadoContabilidad: emisores.obligadoContabilidad,
      regimen: emisores.regimen,
      logo: emisores.logo,
      logoTipo: emisores.logoTipo,
      direccionSucursal: establecimientos.direccion,
    })
    .from(documentos)
    .innerJoin(emisores, eq(emisores.id, documentos.emisorId))
    .leftJoin(
      establecimientos,
      and(eq(establecimientos.emisorId, documentos.emisorId), eq(establecimientos.codigo, documentos.estab)),
    )
    .where(eq(documentos.claveAcceso, claveAcceso));
  return row;
}

type RideRow = NonNullable<Awaited<ReturnType<typeof rideRow>>>;

/** The RIDE's issuer, number, dates and state: the same for every document type. */
function rideHeader(
  row: RideRow,
  claveAcceso: string,
  xml: ReturnType<typeof rideXmlData> | null,
): Pick<FacturaRide, RideHeaderKey> {
  // The issuer as its signed XML says, and the logo as it was at authorization (issue #24): the
  // RIDE of a document never follows later changes to the company's settings.
  const snapshot = rideEmisorSnapshotOf(row.rideEmisor);
  const currentLogo = row.logo && row.logoTipo ? logoDataUrl(row.logo, row.logoTipo) : null;
  return {
    logo: snapshot ? snapshot.logo : currentLogo,
    comerciante: xml
      ? { ruc: xml.ruc, nombreComercial: xml.nombreComercial, razonSocial: xml.razonSocial }
      : { ruc: row.ruc, nombreComercial: row.nombreComercial, razonSocial: row.razonSocial },
    direccionMatriz: xml?.dirMatriz ?? row.dirMatriz,
    direccionSucursal: xml?.dirEstablecimiento ?? row.direccionSucursal ?? row.dirMatriz,
    obligadoContabilidad: xml ? (xml.obligadoContabilidad ?? 'NO') : row.obligadoContabilidad ? 'SI' : 'NO',
    contribuyenteRimpe: xml ? xml.contribuyenteRimpe : (LEYENDA_RIMPE[row.regimen as Regimen] ?? null),
    contribuyenteEspecial: xml?.contribuyenteEspecial ?? null,
    agenteRetencion: xml?.agenteRetencion ?? null,
    tipoDocumento: TIPOS_DOCUMENTO_RIDE[row.tipo as keyof typeof TIPOS_DOCUMENTO_RIDE],
    codDoc: row.tipo as keyof typeof TIPOS_DOCUMENTO_RIDE,
    numeroEstablecimiento: row.estab.padStart(3, '0'),
    puntoEmision: row.ptoEmi.padStart(3, '0'),
    secuencial: row.secuencial.padStart(9, '0'),
    claveAcceso,
    numeroAutorizacion: row.numeroAutorizacion,
    fechaAutorizacion: row.fechaAutorizacion ? formatFechaHoraSri(row.fechaAutorizacion) : null,
    ambiente: AMBIENTES_RIDE[row.ambiente === 2 ? 2 : 1],
    tipoEmision: TIPO_EMISION_NORMAL,
    estado: row.estado as EstadoDocumento,
  };
}

/** The RIDE body of a document type with its own builder; null for an unknown type or payload. */
function ownRideBody(row: RideRow, xml: ReturnType<typeof rideXmlData> | null) {
  if (row.tipo === '07') return retencionRideBody(row);
  if (row.tipo === '05') return notaDebitoRideBody(row);
  if (row.tipo === '06') return guiaRemisionRideBody(row);
  if (row.tipo === '03') return liquidacionCompraRideBody(row, xml);
  return null;
}

/**
 * The printed document data (spec 02 §3), from the document as issued: its stored payload (totals
 * recomputed the one way they are computed), number, dates and the emisor. Null when the key is
 * unknown. Public: knowing the key is the access right.
 */
export async function facturaRide(db: Executor, claveAcceso: string): Promise<FacturaRide | null> {
  if (!CLAVE_ACCESO_PATTERN.test(claveAcceso)) return null;
  const row = await rideRow(db, claveAcceso);
  if (!row) return null;
  const xml = row.xmlFirmado ? rideXmlData(row.xmlFirmado) : null;
  if (row.tipo !== '01' && row.tipo !== '04') {
    const body = ownRideBody(row, xml);
    return body ? { ...rideHeader(row, claveAcceso, xml), ...body } : null;
  }
  const factura = storedPayload(row.payload)?.factura;
  if (!factura) return null;

  const totals = recomputeFacturaTotals(factura);
  const notaCredito = row.tipo === '04';
  const modificada = row.documentoModificado ? parseClaveAcceso(row.documentoModificado) : null;
  return {
    ...rideHeader(row, claveAcceso, xml),
    comprador: {
      razonSocial: factura.comprador.razonSocialComprador,
      identificacion: factura.comprador.identificacionComprador,
      direccion: factura.comprador.direccionComprador ?? '',
      tipoIdentificacion: factura.comprador.tipoIdentificacion,
      email: factura.comprador.emailComprador ?? '',
    },
    fecha: row.fechaEmision,
    facturaModificada: notaCredito ? (modificada?.numeroDocumento ?? factura.facturaModificada ?? null) : null,
    fechaDocumentoModificado: notaCredito ? (factura.fechaDocumentoModificado ?? null) : null,
    observacionNotaCredito: notaCredito ? (factura.observacionNotaCredito ?? null) : null,
    motivoNotaCredito: notaCredito ? (factura.motivoNotaCredito ?? null) : null,
    productos: factura.productos.map((producto, index) => {
      const linea = totals.lineas[index]!;
      return {
        codPrincipal: producto.codigo,
        codAuxiliar: null,
        cantidad: producto.cantidad,
        nombre: producto.nombre,
        descripcion: producto.descripcion ?? producto.nombre,
        detalleAdicional: producto.detallesAdicionales.map((detalle) => ({
          _nombre: detalle.nombre,
          _valor: detalle.valor,
        })),
        precioUnitario: producto.precioUnitario,
        subsidio: 0,
        precioSinSubsidio: producto.precioUnitario,
        descuento: producto.descuento,
        precioTotal: linea.precioTotalSinImpuesto,
        producto_id:
          producto.producto_id === null || producto.producto_id === undefined ? null : String(producto.producto_id),
        esInventariado: producto.esInventariado,
        impuesto: {
          codigoPorcentaje: linea.impuesto.codigoPorcentaje,
          tarifa: linea.impuesto.tarifa,
          valor: linea.impuesto.valor,
        },
      };
    }),
    facturacion: rideFacturacion(totals, xml),
    informacionAdicional: factura.infoAdicional.map(({ nombre, valor }) => ({ nombre, valor })),
    pagos: notaCredito
      ? []
      : (factura.pagos ?? [{ formaPago: FORMA_PAGO_DEFAULT, total: totals.importeTotal }]).map((pago) => ({
          formaPago: pago.formaPago,
          descripcion: FORMAS_PAGO[pago.formaPago] ?? pago.formaPago,
          total: pago.total,
          ...('plazo' in pago && pago.plazo !== undefined ? { plazo: pago.plazo } : {}),
          ...('unidadTiempo' in pago && pago.unidadTiempo ? { unidadTiempo: pago.unidadTiempo } : {}),
        })),
  };
}

/** The authorized XML (`<autorizacion>` with the signed comprobante), once AUTORIZADA. */
export async function authorizedXml(
  db: Executor,
  claveAcceso: string,
): Promise<{ found: boolean; xml: string | null }> {
  if (!CLAVE_ACCESO_PATTERN.test(claveAcceso)) return { found: false, xml: null };
  const [row] = await db
    .select({ estado: documentos.estado, xml: documentos.xmlAutorizado })
    .from(documentos)
    .where(eq(documentos.claveAcceso, claveAcceso));
  if (!row) return { found: false, xml: null };
  return { found: true, xml: row.estado === 'AUTORIZADA' ? row.xml : null };
}
