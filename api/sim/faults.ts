/**
 * Fault switches: make the simulator fail the way SRI does, per run or per request.
 *
 *   devuelta:<code>                 recepción answers DEVUELTA with that SRI code
 *   no-autorizado:<code>            autorización ends NO AUTORIZADO with that code
 *   en-proceso                      autorización answers EN PROCESO forever
 *   http500[:recepcion|:autorizacion]        HTTP 500 with a SOAP Fault (both operations if unqualified)
 *   sin-respuesta[:recepcion|:autorizacion]  never answer: the client's timeout fires
 *
 * Per run: SRI_SIM_FAULTS="devuelta:43,http500:autorizacion", or POST /control/faults
 * {"faults": [...]} (DELETE clears). Per request: header `x-sri-sim-fault: <specs>`, or inside the
 * document `<campoAdicional nombre="SRI_SIM_FALLA">no-autorizado:39</campoAdicional>`, which sticks to
 * that document for its reception and every authorization query.
 */
export type Operation = 'recepcion' | 'autorizacion';

export type Fault =
  | { type: 'devuelta'; code: string }
  | { type: 'no-autorizado'; code: string }
  | { type: 'en-proceso' }
  | { type: 'http500'; operation?: Operation }
  | { type: 'sin-respuesta'; operation?: Operation };

export const FAULT_HEADER = 'x-sri-sim-fault';
export const FAULT_CAMPO_ADICIONAL = 'SRI_SIM_FALLA';

export class FaultSpecError extends Error {
  override name = 'FaultSpecError';
}

function parseOne(spec: string): Fault {
  const [type, argument, extra] = spec.trim().toLowerCase().split(':');
  const operation = (value: string | undefined): Operation | undefined => {
    if (value === undefined) return undefined;
    if (value === 'recepcion' || value === 'autorizacion') return value;
    throw new FaultSpecError(`Operación desconocida en "${spec}"`);
  };
  if (extra !== undefined) throw new FaultSpecError(`Falla mal escrita: "${spec}"`);
  switch (type) {
    case 'devuelta':
    case 'no-autorizado':
      if (!argument || !/^\d{1,4}$/.test(argument)) throw new FaultSpecError(`Falta el código SRI en "${spec}"`);
      return { type, code: String(Number(argument)) };
    case 'en-proceso':
      if (argument !== undefined) throw new FaultSpecError(`"${spec}" no lleva argumento`);
      return { type };
    case 'http500':
    case 'sin-respuesta':
      return { type, operation: operation(argument) };
    default:
      throw new FaultSpecError(`Falla desconocida: "${spec}"`);
  }
}

/** Parses "a,b" or ["a", "b"]; empty entries are ignored. */
export function parseFaults(specs: string | readonly string[] | undefined | null): Fault[] {
  if (!specs) return [];
  const list = typeof specs === 'string' ? specs.split(',') : specs.flatMap((spec) => spec.split(','));
  return list.filter((spec) => spec.trim() !== '').map(parseOne);
}

export function formatFault(fault: Fault): string {
  if (fault.type === 'devuelta' || fault.type === 'no-autorizado') return `${fault.type}:${fault.code}`;
  if (fault.type === 'en-proceso') return fault.type;
  return fault.operation ? `${fault.type}:${fault.operation}` : fault.type;
}

/** The transport fault (HTTP 500 or silence) that applies to an operation, if any. */
export function transportFault(
  faults: readonly Fault[],
  operation: Operation,
): 'http500' | 'sin-respuesta' | undefined {
  for (const fault of faults) {
    if (
      (fault.type === 'http500' || fault.type === 'sin-respuesta') &&
      (!fault.operation || fault.operation === operation)
    ) {
      return fault.type;
    }
  }
  return undefined;
}

export function findFault<T extends Fault['type']>(
  faults: readonly Fault[],
  type: T,
): Extract<Fault, { type: T }> | undefined {
  return faults.find((fault) => fault.type === type) as Extract<Fault, { type: T }> | undefined;
}
