import {
  AMBIENTES_RIDE,
  type EstadoDocumento,
  type FacturaRide,
  FORMAS_PAGO,
  formatFechaHoraSri,
  parseClaveAcceso,
  recomputeFacturaTotals,
  TIPO_EMISION_NORMAL,
  TIPOS_DOCUMENTO_RIDE,
} from '@facturador/shared/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { documentos, emisores, establecimientos } from '../../../db/schema';
import { FORMA_PAGO_DEFAULT } from '../../../sri';
import { storedPayload } from './stored-payload';

/**
 * The printed invoice data of a document (spec 02 §3), from the document as issued: its stored
 * payload (totals recomputed the one way they are computed), number, dates and the emisor. Null when
 * the key is unknown. Public: knowing the key is the access right.
 */
export async function facturaRide(db: Executor, claveAcceso: string): Promise<FacturaRide | null> {
  if (!/^\d{49}$/.test(claveAcceso)) return null;
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
      ruc: emisores.ruc,
      razonSocial: emisores.razonSocial,
      nombreComercial: emisores.nombreComercial,
      dirMatriz: emisores.dirMatriz,
      obligadoContabilidad: emisores.obligadoContabilidad,
      contribuyenteRimpe: emisores.contribuyenteRimpe,
      direccionSucursal: establecimientos.direccion,
    })
    .from(documentos)
    .innerJoin(emisores, eq(emisores.id, documentos.emisorId))
    .leftJoin(
      establecimientos,
      and(eq(establecimientos.emisorId, documentos.emisorId), eq(establecimientos.codigo, documentos.estab)),
    )
    .where(eq(documentos.claveAcceso, claveAcceso));
  const factura = row ? storedPayload(row.payload)?.factura : undefined;
  if (!row || !factura || (row.tipo !== '01' && row.tipo !== '04')) return null;

  const totals = recomputeFacturaTotals(factura);
  const notaCredito = row.tipo === '04';
  const modificada = row.documentoModificado ? parseClaveAcceso(row.documentoModificado) : null;
  return {
    logo: null,
    comerciante: { ruc: row.ruc, nombreComercial: row.nombreComercial, razonSocial: row.razonSocial },
    direccionMatriz: row.dirMatriz,
    direccionSucursal: row.direccionSucursal ?? row.dirMatriz,
    obligadoContabilidad: row.obligadoContabilidad ? 'SI' : 'NO',
    contribuyenteRimpe: row.contribuyenteRimpe,
    tipoDocumento: TIPOS_DOCUMENTO_RIDE[row.tipo],
    codDoc: row.tipo,
    numeroEstablecimiento: row.estab.padStart(3, '0'),
    puntoEmision: row.ptoEmi.padStart(3, '0'),
    secuencial: row.secuencial.padStart(9, '0'),
    claveAcceso,
    numeroAutorizacion: row.numeroAutorizacion,
    fechaAutorizacion: row.fechaAutorizacion ? formatFechaHoraSri(row.fechaAutorizacion) : null,
    ambiente: AMBIENTES_RIDE[row.ambiente === 2 ? 2 : 1],
    tipoEmision: TIPO_EMISION_NORMAL,
    estado: row.estado as EstadoDocumento,
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
    facturacion: {
      subtotalIva: totals.subtotalIva,
      subtotalIvaCero: totals.subtotalIvaCero,
      totalSinImpuestos: totals.totalSinImpuestos,
      totalDescuento: totals.totalDescuento,
      ice: 0,
      iva: totals.iva,
      importeTotal: totals.importeTotal,
      propina: 0,
    },
    informacionAdicional: factura.infoAdicional.map(({ nombre, valor }) => ({ nombre, valor })),
    pagos: notaCredito
      ? []
      : [
          {
            formaPago: FORMA_PAGO_DEFAULT,
            descripcion: FORMAS_PAGO[FORMA_PAGO_DEFAULT] ?? FORMA_PAGO_DEFAULT,
            total: totals.importeTotal,
          },
        ],
  };
}

/** The authorized XML (`<autorizacion>` with the signed comprobante), once AUTORIZADA. */
export async function authorizedXml(
  db: Executor,
  claveAcceso: string,
): Promise<{ found: boolean; xml: string | null }> {
  if (!/^\d{49}$/.test(claveAcceso)) return { found: false, xml: null };
  const [row] = await db
    .select({ estado: documentos.estado, xml: documentos.xmlAutorizado })
    .from(documentos)
    .where(eq(documentos.claveAcceso, claveAcceso));
  if (!row) return { found: false, xml: null };
  return { found: true, xml: row.estado === 'AUTORIZADA' ? row.xml : null };
}
