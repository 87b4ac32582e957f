import type { ServerResponse } from 'node:http';
import { ComprobanteIlegibleError, readXml, type XmlNode } from '../src/sri/reader';
import { sriMessage } from './catalog';
import { type ComprobanteFacts, factsOf } from './checks/document';
import { checkFechaEmision } from './checks/rules';
import { StructureError, validateStructure } from './checks/structure';
import { FAULT_CAMPO_ADICIONAL, type Fault, FaultSpecError, findFault, formatFault, parseFaults } from './faults';
import { send } from './http';
import { operationArgument } from './soap-request';
import { recepcionResponse } from './soap-responses';
import { applyTransportFault, type SimState } from './state';
import type { Attempt } from './store';

/** Largest comprobante SRI accepts (ficha técnica: 320 KB). */
const MAX_COMPROBANTE_BYTES = 320 * 1024;

interface Examined {
  parseProblem?: string;
  structureProblem?: string;
  facts?: ComprobanteFacts;
  /** Faults the document asks for in its infoAdicional (SRI_SIM_FALLA). */
  documentFaults: Fault[];
}

/** Parses the comprobante and checks its structure; what went wrong is answered after the faults. */
function examine(xml: string): Examined {
  let root: XmlNode;
  try {
    root = readXml(xml);
  } catch (error) {
    if (!(error instanceof ComprobanteIlegibleError)) throw error;
    return { parseProblem: error.message, documentFaults: [] };
  }
  try {
    const { tipo, codDoc } = validateStructure(root);
    const facts = factsOf(root, tipo, codDoc);
    return { facts, documentFaults: parseFaults(facts.campoAdicional(FAULT_CAMPO_ADICIONAL)) };
  } catch (error) {
    if (error instanceof StructureError) return { structureProblem: error.message, documentFaults: [] };
    if (error instanceof FaultSpecError)
      return { structureProblem: `${FAULT_CAMPO_ADICIONAL}: ${error.message}`, documentFaults: [] };
    throw error;
  }
}

/** validarComprobante: SRI's checks at reception, in SRI's order; returns the outcome for the log. */
export function recepcion(state: SimState, body: string, requestFaults: Fault[], response: ServerResponse): string {
  const base64 = operationArgument(body, 'validarComprobante', 'xml');
  if (!base64) {
    if (applyTransportFault(state, [...requestFaults, ...state.runFaults], 'recepcion', response))
      return 'falla de transporte';
    send(response, 200, recepcionResponse('DEVUELTA', undefined, [sriMessage(49)]));
    return 'DEVUELTA 49';
  }
  const xml = Buffer.from(base64, 'base64').toString('utf8');
  const claveTexto = /<claveAcceso>\s*([^<\s]*)\s*<\/claveAcceso>/.exec(xml)?.[1];
  const devuelta = (code: string | number, informacionAdicional?: string) => {
    send(response, 200, recepcionResponse('DEVUELTA', claveTexto, [sriMessage(code, informacionAdicional)]));
    return `DEVUELTA ${code}`;
  };
  const estructura = (detalle: string) =>
    devuelta(35, `Se encontró el siguiente error en la estructura del comprobante: ${detalle}`);

  const { parseProblem, facts, documentFaults, structureProblem } = examine(xml);
  const faults = [...requestFaults, ...documentFaults, ...state.runFaults];
  if (applyTransportFault(state, faults, 'recepcion', response)) return 'falla de transporte';
  const devueltaFault = findFault(faults, 'devuelta');
  if (devueltaFault) return devuelta(devueltaFault.code);
  if (Buffer.byteLength(xml) > MAX_COMPROBANTE_BYTES) return devuelta(26);
  if (parseProblem !== undefined) return estructura(parseProblem);
  if (structureProblem !== undefined || !facts) return estructura(structureProblem ?? 'documento vacío');

  const existing = state.store.get(facts.claveAcceso);
  const current = existing?.attempts.at(-1);
  if (current?.estado === 'EN PROCESO') return devuelta(70);
  if (current?.estado === 'AUTORIZADO') return devuelta(43);
  const identity = {
    claveAcceso: facts.claveAcceso,
    ruc: facts.ruc,
    codDoc: facts.codDoc,
    ambiente: facts.ambiente,
    estab: facts.estab,
    ptoEmi: facts.ptoEmi,
    secuencial: facts.secuencial,
  };
  const taken = state.store.sameSecuencial(identity).some((other) => other.attempts.at(-1)?.estado !== 'NO AUTORIZADO');
  if (taken) return devuelta(45);
  const fecha = checkFechaEmision(facts, state.now());
  if (fecha) return devuelta(fecha.code, fecha.informacionAdicional);

  const attempt: Attempt = { estado: 'EN PROCESO', receivedAt: state.now().getTime(), mensajes: [], xml };
  state.store.put({
    ...identity,
    faults: documentFaults.map(formatFault),
    attempts: [...(existing?.attempts ?? []), attempt],
  });
  send(response, 200, recepcionResponse('RECIBIDA'));
  return 'RECIBIDA';
}
