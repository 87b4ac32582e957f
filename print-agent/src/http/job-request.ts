import { JobValidationError } from '../escpos/arguments';
import type { OperationInput } from '../escpos/operations';

/** The plugin's body: `{serial, nombreImpresora, operaciones: [{nombre, argumentos}]}`. */
export interface JobRequest {
  serial: string;
  nombreImpresora: string;
  operaciones: OperationInput[];
}

export const MAX_OPERATIONS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the shape with messages a page author can act on; arguments are checked per operation later. */
export function parseJobRequest(body: unknown): JobRequest {
  if (!isRecord(body)) {
    throw new JobValidationError('El cuerpo debe ser un objeto JSON con serial, nombreImpresora y operaciones.');
  }
  const { serial = '', nombreImpresora, operaciones } = body;
  if (serial !== null && typeof serial !== 'string')
    throw new JobValidationError('serial debe ser un texto (puede ir vacío).');
  if (typeof nombreImpresora !== 'string' || nombreImpresora.trim() === '') {
    throw new JobValidationError('Falta nombreImpresora: el nombre de la impresora donde imprimir.');
  }
  if (!Array.isArray(operaciones)) {
    throw new JobValidationError('operaciones debe ser una lista de objetos {nombre, argumentos}.');
  }
  if (operaciones.length === 0) throw new JobValidationError('operaciones está vacía: no hay nada que imprimir.');
  if (operaciones.length > MAX_OPERATIONS) {
    throw new JobValidationError(`Demasiadas operaciones en un trabajo (máximo ${MAX_OPERATIONS}).`);
  }
  const parsed = operaciones.map((operation, index): OperationInput => {
    if (!isRecord(operation) || typeof operation.nombre !== 'string' || operation.nombre === '') {
      throw new JobValidationError(
        `Operación ${index + 1}: debe ser un objeto con nombre (texto) y argumentos (lista).`,
      );
    }
    const { nombre, argumentos = [] } = operation;
    if (argumentos !== null && !Array.isArray(argumentos)) {
      throw new JobValidationError(`Operación ${index + 1} (${nombre}): argumentos debe ser una lista.`);
    }
    return { nombre, argumentos: argumentos ?? [] };
  });
  return { serial: serial ?? '', nombreImpresora, operaciones: parsed };
}
