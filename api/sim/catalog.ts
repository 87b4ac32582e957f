import type { SriMensaje } from '@facturador/shared/domain';

/**
 * SRI's validation codes with the wording its web services use (ficha técnica, "Códigos de errores
 * y advertencias"; SRI-NOTES §4). informacionAdicional is the usual explanation; checks that know
 * more pass their own.
 */
const CATALOG: Record<string, { mensaje: string; informacionAdicional: string; tipo?: string }> = {
  '2': {
    mensaje: 'RUC DEL EMISOR SE ENCUENTRA NO ACTIVO',
    informacionAdicional: 'El RUC del emisor no se encuentra activo.',
  },
  '10': {
    mensaje: 'ESTABLECIMIENTO DEL EMISOR SE ENCUENTRA CLAUSURADO',
    informacionAdicional: 'No se autorizará comprobantes hasta que concluya la clausura.',
  },
  '26': {
    mensaje: 'TAMAÑO MÁXIMO SUPERADO',
    informacionAdicional: 'El archivo supera el tamaño permitido (individual 320KB, lote 500KB).',
  },
  '35': {
    mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
    informacionAdicional: 'Se encontró el siguiente error en la estructura del comprobante.',
  },
  '36': {
    mensaje: 'VERSIÓN ESQUEMA DESCONTINUADA',
    informacionAdicional: 'La versión del esquema ya no está vigente.',
  },
  '37': {
    mensaje: 'RUC SIN AUTORIZACIÓN DE EMISIÓN',
    informacionAdicional: 'El RUC del emisor no cuenta con una solicitud de emisión de comprobantes electrónicos.',
  },
  '39': {
    mensaje: 'FIRMA INVALIDA',
    informacionAdicional: 'La firma es invalida [Firma inválida (firma y/o certificados alterados)]',
  },
  '40': {
    mensaje: 'ERROR EN EL CERTIFICADO',
    informacionAdicional: 'No se encontró el certificado o no se puede convertir en certificado X509.',
  },
  '42': {
    mensaje: 'CERTIFICADO REVOCADO',
    informacionAdicional: 'Certificado que ha superado su fecha de caducidad, y no ha sido renovado.',
  },
  '43': { mensaje: 'CLAVE ACCESO REGISTRADA', informacionAdicional: 'La clave de acceso ya se encuentra registrada.' },
  '45': {
    mensaje: 'ERROR SECUENCIAL REGISTRADO',
    informacionAdicional: 'El secuencial ya se encuentra registrado para el establecimiento y punto de emisión.',
  },
  '46': { mensaje: 'RUC NO EXISTE', informacionAdicional: 'El RUC emisor no existe.' },
  '47': {
    mensaje: 'TIPO DE COMPROBANTE NO EXISTE',
    informacionAdicional: 'El tipo de comprobante no existe en el catálogo.',
  },
  '48': { mensaje: 'ESQUEMA XSD NO EXISTE', informacionAdicional: 'El esquema XSD del comprobante no existe.' },
  '49': { mensaje: 'ARGUMENTOS QUE ENVIAN AL WS NULOS', informacionAdicional: 'Se envió el comprobante vacío.' },
  '50': { mensaje: 'ERROR INTERNO GENERAL', informacionAdicional: 'Error interno del servicio.' },
  '52': { mensaje: 'ERROR EN DIFERENCIAS', informacionAdicional: 'Existe error en los cálculos del comprobante.' },
  '56': {
    mensaje: 'ESTABLECIMIENTO CERRADO',
    informacionAdicional: 'El establecimiento desde el cual se genera el comprobante se encuentra cerrado.',
  },
  '57': {
    mensaje: 'AUTORIZACIÓN SUSPENDIDA',
    informacionAdicional: 'La autorización para emisión de comprobantes electrónicos se encuentra suspendida.',
  },
  '58': {
    mensaje: 'ERROR EN LA ESTRUCTURA DE CLAVE ACCESO',
    informacionAdicional: 'La clave de acceso tiene componentes diferentes a los del comprobante.',
  },
  '63': { mensaje: 'RUC CLAUSURADO', informacionAdicional: 'El RUC del emisor se encuentra clausurado.' },
  '65': {
    mensaje: 'FECHA EMISIÓN EXTEMPORANEA',
    informacionAdicional:
      'La fecha de emisión está fuera del rango de tolerancia [129600 minutos], o es mayor a la fecha del servidor',
  },
  '67': { mensaje: 'FECHA INVÁLIDA', informacionAdicional: 'Existe errores en el formato de la fecha.' },
  '70': {
    mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO',
    informacionAdicional: 'Enviado anteriormente y el mismo no ha terminado su procesamiento.',
  },
  '80': {
    mensaje: 'ERROR EN LA ESTRUCTURA DE LA CLAVE DE ACCESO',
    informacionAdicional: 'La clave de acceso consultada no es válida.',
  },
};

/** A message with SRI's wording for a code; `informacionAdicional` overrides the usual text. */
export function sriMessage(code: string | number, informacionAdicional?: string): SriMensaje {
  const identificador = String(code);
  const entry = CATALOG[identificador];
  return {
    identificador,
    mensaje: entry?.mensaje ?? `ERROR ${identificador}`,
    informacionAdicional: informacionAdicional ?? entry?.informacionAdicional ?? 'Error simulado.',
    tipo: entry?.tipo ?? 'ERROR',
  };
}
