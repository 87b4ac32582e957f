import {
  documentoDevueltoMessage,
  type EstadoDocumento,
  type EstadoRecepcion,
  type FacturarResponse,
  SRI_EN_CAMINO_MESSAGE,
  SRI_NO_DISPONIBLE_MESSAGE,
  type SriMensaje,
} from '@facturador/shared/domain';

/** The answer of an emission for a document's state (spec 01 §4: success iff SRI.estado is RECIBIDA). */
export function facturarResponse(
  claveAcceso: string,
  estado: EstadoDocumento,
  recepcion: EstadoRecepcion,
  mensajes: SriMensaje[],
): FacturarResponse {
  const response: FacturarResponse = { claveAcceso, estado, SRI: { estado: recepcion, mensajes } };
  if (recepcion === 'DEVUELTA') response.error = { message: documentoDevueltoMessage(mensajes) };
  if (recepcion === 'SIN RESPUESTA') response.error = { message: SRI_NO_DISPONIBLE_MESSAGE };
  return response;
}

/** SRI has not answered yet: the document is INGRESADA and on its way (spec 01 §4 step 6 is for real failures). */
export function enCaminoResponse(claveAcceso: string): FacturarResponse {
  return {
    claveAcceso,
    estado: 'INGRESADA',
    SRI: { estado: 'SIN RESPUESTA', mensajes: [] },
    error: { message: SRI_EN_CAMINO_MESSAGE },
  };
}

/** What reception said, read back from a document's state (answers rebuilt after the fact). */
export function recepcionOf(estado: EstadoDocumento): EstadoRecepcion {
  if (estado === 'NO RECIBIDA') return 'DEVUELTA';
  if (estado === 'INGRESADA' || estado === 'PENDIENTE') return 'SIN RESPUESTA';
  return 'RECIBIDA';
}

/** The promise's outcome if it settles within `ms` (a rejection is rethrown), else null. */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
