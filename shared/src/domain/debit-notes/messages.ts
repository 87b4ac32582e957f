import type { EstadoDocumento } from '../documents/states';

/** The business refusals of `POST /api/notas-debito`, checked against the modified invoice (issue 40 §2). */
export const NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE = 'La factura a modificar no existe o no es de esta empresa.';
export const notaDebitoFacturaNoAutorizadaMessage = (estado: EstadoDocumento | string) =>
  `Solo se puede emitir una nota de débito sobre una factura AUTORIZADA; la factura está ${estado}.`;
export const AMBIENTE_NOTA_DEBITO_MESSAGE =
  'La nota de débito debe emitirse en el mismo ambiente que la factura que modifica.';
