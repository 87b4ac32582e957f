import { fechaSriToIso, formatFechaSri, ivaOptionByCodigo } from '@facturador/shared/domain';
import type { CompraBase } from '@facturador/shared/domain/withholdings';
import type { compras } from '../../../../db/schema';
import type { NumberedDocument } from '../../spine/document-type';
import type { LiquidacionDraft } from './draft';

/**
 * The purchase a liquidación de compra is (issue #41 §2): listed by GET /api/compras, and the
 * docSustento (codDoc 03, authorized by its own access key) of a retención on it. Its figures are the
 * document's own, hence verified.
 */
export function purchaseOf(
  { request, totales }: LiquidacionDraft,
  numbered: NumberedDocument,
  emisorId: string,
  usuarioId: string,
): typeof compras.$inferInsert {
  const bases: CompraBase[] = totales.totalConImpuestos.map((impuesto) => ({
    codigoPorcentaje: impuesto.codigoPorcentaje,
    tarifa: ivaOptionByCodigo(impuesto.codigoPorcentaje)?.tarifa ?? impuesto.tarifa,
    baseImponible: impuesto.baseImponible,
    valor: impuesto.valor,
  }));
  const { proveedor } = request;
  return {
    emisorId,
    origen: 'liquidacion',
    claveAcceso: numbered.claveAcceso,
    codDoc: numbered.codDoc,
    numero: `${numbered.puntoEmision.estab}-${numbered.puntoEmision.ptoEmi}-${numbered.secuencial}`,
    fechaEmision: fechaSriToIso(formatFechaSri(numbered.fecha)),
    numeroAutorizacion: numbered.claveAcceso,
    proveedorTipoIdentificacion: proveedor.tipoIdentificacion,
    proveedorIdentificacion: proveedor.identificacion,
    proveedorRazonSocial: proveedor.razonSocial,
    proveedorDireccion: proveedor.direccion,
    proveedorEmail: proveedor.email ?? '',
    totalSinImpuestos: totales.totalSinImpuestos,
    bases,
    iva: totales.iva,
    importeTotal: totales.importeTotal,
    xml: null,
    verificada: true,
    creadoPor: usuarioId,
  };
}
