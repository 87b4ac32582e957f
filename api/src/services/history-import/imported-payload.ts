import {
  CODIGO_IVA,
  type FacturarRequest,
  facturarRequestSchema,
  INFO_ADICIONAL_EMAIL,
  isIvaCero,
  ivaOptionByCodigo,
  SIN_CORREO,
  sumMoney,
} from '@facturador/shared/domain';
import type { DocumentoEmitidoLeido, ImpuestoLeido } from '../../sri';

const EMAIL = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;

/** The buyer's e-mail: the campoAdicional named like one, or the first value that is one. */
export function emailOf(leido: Pick<DocumentoEmitidoLeido, 'infoAdicional'>): string {
  const named = leido.infoAdicional.find((campo) => /mail|correo/i.test(campo.nombre) && EMAIL.test(campo.valor));
  return (named ?? leido.infoAdicional.find((campo) => EMAIL.test(campo.valor)))?.valor ?? '';
}

/** A tax as the payload carries it: the XML's tarifa, or the rate its IVA code has. */
const impuestoPayload = (impuesto: ImpuestoLeido) => ({
  codigo: impuesto.codigo,
  codigoPorcentaje: impuesto.codigoPorcentaje,
  tarifa:
    impuesto.tarifa ||
    (impuesto.codigo === CODIGO_IVA ? (ivaOptionByCodigo(impuesto.codigoPorcentaje)?.tarifa ?? 0) : 0),
  baseImponible: impuesto.baseImponible,
  valor: impuesto.valor,
});

const valoresDe = (impuestos: ImpuestoLeido[], codigo: number) =>
  impuestos.filter((impuesto) => impuesto.codigo === codigo);

/**
 * A factura's or nota de crédito's XML as the `POST /api/facturar` payload it would have been: the RIDE,
 * the customer's statement and later credit notes read imported documents the way they read issued ones.
 * Null when it does not fit the payload's rules (a code or text the form would refuse): the document is
 * kept with its XML all the same.
 */
export function importedFacturaPayload(leido: DocumentoEmitidoLeido): FacturarRequest | null {
  if (leido.codDoc !== '01' && leido.codDoc !== '04') return null;
  const iva = valoresDe(leido.totalImpuestos, CODIGO_IVA);
  const email = emailOf(leido);
  const otros = leido.infoAdicional.filter((campo) => campo.valor !== email && campo.nombre && campo.valor);
  const notaCredito = leido.codDoc === '04';
  const factura = {
    tipoComprobante: notaCredito ? 'notaCredito' : 'factura',
    ambiente: Number(leido.ambiente),
    totalSinImpuestos: leido.totalSinImpuestos,
    totalDescuento: leido.totalDescuento,
    subtotalIva: sumMoney(iva.filter((i) => !isIvaCero(i.codigoPorcentaje)).map((i) => i.baseImponible)),
    subtotalIvaCero: sumMoney(iva.filter((i) => isIvaCero(i.codigoPorcentaje)).map((i) => i.baseImponible)),
    iva: sumMoney(iva.map((i) => i.valor)),
    ice: sumMoney(valoresDe(leido.totalImpuestos, 3).map((i) => i.valor)),
    irbpnr: sumMoney(valoresDe(leido.totalImpuestos, 5).map((i) => i.valor)),
    importeTotal: leido.importeTotal,
    comprador: {
      tipoIdentificacion: leido.contraparte.tipoIdentificacion,
      razonSocialComprador: leido.contraparte.razonSocial,
      identificacionComprador: leido.contraparte.identificacion,
      direccionComprador: leido.contraparte.direccion,
      emailComprador: email,
    },
    productos: leido.lineas.map((linea) => ({
      codigo: linea.codigo || 'S/C',
      nombre: linea.descripcion,
      cantidad: linea.cantidad,
      precioUnitario: linea.precioUnitario,
      descuento: linea.descuento,
      precioTotalSinImpuesto: linea.precioTotalSinImpuesto,
      // IVA first, as the payload wants it.
      impuestos: [...linea.impuestos]
        .sort((a, b) => Number(b.codigo === CODIGO_IVA) - Number(a.codigo === CODIGO_IVA))
        .map(impuestoPayload),
    })),
    infoAdicional: [{ nombre: INFO_ADICIONAL_EMAIL, valor: email || SIN_CORREO }, ...otros].slice(0, 15),
    ...(!notaCredito && leido.pagos.length > 0 ? { pagos: leido.pagos } : {}),
    ...(notaCredito && leido.docModificado
      ? {
          facturaModificada: leido.docModificado.numero.replace(/^(\d{3})(\d{3})(\d{9})$/, '$1-$2-$3'),
          fechaDocumentoModificado: leido.docModificado.fechaEmision,
          ...(leido.docModificado.motivo ? { observacionNotaCredito: leido.docModificado.motivo.slice(0, 300) } : {}),
        }
      : {}),
  };
  const parsed = facturarRequestSchema.safeParse({ factura, registrarComprador: false });
  return parsed.success ? parsed.data : null;
}
