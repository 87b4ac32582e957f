import type { ServerResponse } from 'node:http';
import { type Fault, type Operation, transportFault } from './faults';
import { send } from './http';
import { soapFault } from './soap-responses';
import type { SimStore } from './store';

/** What one running simulator keeps between requests; the control routes change it. */
export interface SimState {
  store: SimStore;
  /** Faults for the whole run (SRI_SIM_FAULTS, /control/faults). */
  runFaults: Fault[];
  /** Milliseconds a received document stays EN PROCESO. */
  authDelayMs: number;
  now: () => Date;
  /** Requests answered with silence (fault sin-respuesta), destroyed on close. */
  hanging: Set<ServerResponse>;
}

/** Applies HTTP 500 / silence; true when the request is taken care of. */
export function applyTransportFault(
  state: SimState,
  faults: readonly Fault[],
  operation: Operation,
  response: ServerResponse,
): boolean {
  const fault = transportFault(faults, operation);
  if (fault === 'http500') {
    send(response, 500, soapFault('Error interno del servidor (simulado)'));
    return true;
  }
  if (fault === 'sin-respuesta') {
    state.hanging.add(response);
    response.on('close', () => state.hanging.delete(response));
    return true;
  }
  return false;
}
