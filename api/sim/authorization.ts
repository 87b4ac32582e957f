import type { ServerResponse } from 'node:http';
import { formatFechaHoraSri, parseClaveAcceso, type SriMensaje } from '@facturador/shared/domain';
import { readXml } from '../src/sri/reader';
import { verifySignedXml } from '../src/sri/signature';
import { sriMessage } from './catalog';
import { factsOf } from './checks/document';
import { checkClaveAcceso, checkTotals } from './checks/rules';
import { validateStructure } from './checks/structure';
import { type Fault, findFault, parseFaults } from './faults';
import { send } from './http';
import { operationArgument } from './soap-request';
import { type AutorizacionEntry, autorizacionResponse } from './soap-responses';
import { applyTransportFault, type SimState } from './state';
import type { Attempt, SimDocument } from './store';

const AMBIENTES: Record<string, string> = { '1': 'PRUEBAS', '2': 'PRODUCCIÓN' };

/** SRI's checks at authorization: signature (39), key components (58), totals (52). */
function decide(state: SimState, attempt: Attempt, faults: readonly Fault[]): void {
  const forced = findFault(faults, 'no-autorizado');
  let problem: SriMensaje | undefined;
  if (forced) problem = sriMessage(forced.code);
  else {
    const verification = verifySignedXml(attempt.xml);
    if (!verification.valid) problem = sriMessage(39, `La firma es invalida [${verification.reason}]`);
    else {
      const root = readXml(attempt.xml);
      const { tipo, codDoc } = validateStructure(root);
      const facts = factsOf(root, tipo, codDoc);
      const failure = checkClaveAcceso(facts) ?? checkTotals(root, facts);
      if (failure) problem = sriMessage(failure.code, failure.informacionAdicional);
    }
  }
  attempt.estado = problem ? 'NO AUTORIZADO' : 'AUTORIZADO';
  attempt.mensajes = problem ? [problem] : [];
  attempt.decidedAt = state.now().getTime();
  state.store.changed();
}

function entryOf(doc: SimDocument, attempt: Attempt): AutorizacionEntry {
  if (attempt.estado === 'EN PROCESO') return { estado: 'EN PROCESO', mensajes: [] };
  return {
    estado: attempt.estado,
    numeroAutorizacion: attempt.estado === 'AUTORIZADO' ? doc.claveAcceso : undefined,
    fechaAutorizacion: formatFechaHoraSri(new Date(attempt.decidedAt ?? attempt.receivedAt)),
    ambiente: AMBIENTES[doc.ambiente] ?? doc.ambiente,
    comprobante: attempt.xml,
    mensajes: attempt.mensajes,
  };
}

/** autorizacionComprobante: decides a document once its delay has passed, then answers every attempt. */
export function autorizacion(state: SimState, body: string, requestFaults: Fault[], response: ServerResponse): string {
  const clave = operationArgument(body, 'autorizacionComprobante', 'claveAccesoComprobante') ?? '';
  const doc = state.store.get(clave);
  const faults = [...requestFaults, ...parseFaults(doc?.faults), ...state.runFaults];
  if (applyTransportFault(state, faults, 'autorizacion', response)) return 'falla de transporte';
  if (!parseClaveAcceso(clave)?.checkDigitOk) {
    send(response, 200, autorizacionResponse(clave, [{ estado: 'RECHAZADA', mensajes: [sriMessage(80)] }]));
    return 'RECHAZADA 80';
  }
  if (!doc) {
    send(response, 200, autorizacionResponse(clave, []));
    return 'sin comprobantes';
  }
  const current = doc.attempts.at(-1)!;
  if (
    current.estado === 'EN PROCESO' &&
    !findFault(faults, 'en-proceso') &&
    state.now().getTime() >= current.receivedAt + state.authDelayMs
  ) {
    decide(state, current, faults);
  }
  // Newest first, as a resent document shows its earlier rejections too.
  const entries = [...doc.attempts].reverse().map((attempt) => entryOf(doc, attempt));
  send(response, 200, autorizacionResponse(clave, entries));
  return current.estado;
}
