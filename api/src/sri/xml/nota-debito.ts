import { COD_DOC, INFO_ADICIONAL_EMAIL, SIN_CORREO } from '@facturador/shared/domain';
import type { NotaDebitoEmitida } from '@facturador/shared/domain/debit-notes';
import { comprobanteShell, docModificado, fechaSri, impuestos, pagos } from './common';
import { money, optional, raw, required, wrap, XmlBuildError } from './text';
import type { NombreValorXml, NotaDebitoXmlInput } from './types';

function motivos(list: NotaDebitoXmlInput['motivos']): string {
  if (list.length === 0) throw new XmlBuildError('motivos: al menos un motivo');
  return wrap(
    'motivos',
    list
      .map((motivo) => wrap('motivo', required('razon', motivo.razon) + raw('valor', money(motivo.valor, 'valor'))))
      .join(''),
  );
}

/**
 * notaDebito 1.0.0 (NotaDebito_V1.0.0.xsd, SRI-NOTES §10.1) in the XSD's element order, compact,
 * unsigned: infoNotaDebito with the modified document, impuestos (tarifa required) and valorTotal,
 * then the valued motivos and infoAdicional.
 */
export function buildNotaDebitoXml(input: NotaDebitoXmlInput): string {
  const fechaEmision = fechaSri(input.fechaEmision, 'fechaEmision');
  const infoNotaDebito = wrap(
    'infoNotaDebito',
    raw('fechaEmision', fechaEmision) +
      optional('dirEstablecimiento', input.puntoEmision.dirEstablecimiento) +
      required('tipoIdentificacionComprador', input.comprador.tipoIdentificacion, 2) +
      required('razonSocialComprador', input.comprador.razonSocial) +
      required('identificacionComprador', input.comprador.identificacion, 20) +
      optional('contribuyenteEspecial', input.emisor.contribuyenteEspecial, 13) +
      optional('obligadoContabilidad', input.emisor.obligadoContabilidad, 2) +
      docModificado(input.docModificado) +
      raw('totalSinImpuestos', money(input.totalSinImpuestos, 'totalSinImpuestos')) +
      impuestos(input.impuestos) +
      raw('valorTotal', money(input.valorTotal, 'valorTotal')) +
      // Optional in notaDebito 1.0.0: without them the charge goes to the customer's account.
      (input.pagos?.length ? pagos(input.pagos) : ''),
  );
  return comprobanteShell(
    'notaDebito',
    '1.0.0',
    {
      ambiente: input.ambiente,
      claveAcceso: input.claveAcceso,
      codDoc: COD_DOC.notaDebito,
      secuencial: input.secuencial,
      fechaEmision,
      emisor: input.emisor,
      puntoEmision: input.puntoEmision,
    },
    infoNotaDebito + motivos(input.motivos),
    input.infoAdicional,
  );
}

/** What the emission knows besides the stored nota de débito: who issues, where, the frozen key. */
export interface NotaDebitoContext {
  ambiente: 1 | 2;
  emisor: NotaDebitoXmlInput['emisor'];
  puntoEmision: NotaDebitoXmlInput['puntoEmision'];
  claveAcceso: string;
  secuencial: string | number;
  fechaEmision: Date | string;
  /** After the Email entry (the RUC Proveedor, when configured). */
  infoAdicional?: NombreValorXml[];
}

/** The builder's input from the stored payload (notaDebitoPayloadOf): the invoice's buyer, Email first. */
export function notaDebitoXmlInput(nota: NotaDebitoEmitida, context: NotaDebitoContext): NotaDebitoXmlInput {
  return {
    ambiente: context.ambiente,
    claveAcceso: context.claveAcceso,
    secuencial: context.secuencial,
    fechaEmision: context.fechaEmision,
    emisor: context.emisor,
    puntoEmision: context.puntoEmision,
    comprador: {
      tipoIdentificacion: nota.comprador.tipoIdentificacion,
      identificacion: nota.comprador.identificacion,
      razonSocial: nota.comprador.razonSocial,
      direccion: nota.comprador.direccion,
    },
    docModificado: {
      codDoc: COD_DOC.factura,
      numero: nota.numDocModificado,
      fechaEmision: nota.fechaEmisionDocSustento,
    },
    totalSinImpuestos: nota.totalSinImpuestos,
    impuestos: [nota.impuesto],
    valorTotal: nota.valorTotal,
    pagos: nota.pagos,
    motivos: nota.motivos,
    infoAdicional: [
      { nombre: INFO_ADICIONAL_EMAIL, valor: nota.comprador.email || SIN_CORREO },
      ...(context.infoAdicional ?? []),
    ],
  };
}
