import { type RunningAgent, startAgent } from '../src/agent';
import { validateConfig } from '../src/config/load';
import type { AgentConfigInput } from '../src/config/schema';
import { CapturePrinter } from '../src/demo/capture-printer';
import type { PrintAnswer } from '../src/http/server';

export const hex = (value: string) => Buffer.from(value.replace(/\s+/g, ''), 'hex');
export const CODE_PAGE_PC858 = '1b 74 13';

export interface Operation {
  nombre: string;
  argumentos?: unknown[];
}

export interface TestRig {
  agent: RunningAgent;
  capture: CapturePrinter;
  /** POST /imprimir with a JSON body; `headers` may set Origin or Content-Type. */
  print(
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: PrintAnswer; headers: Headers }>;
  /** Operations for printer POS-80 with an empty serial, as the invoice screen sends them. */
  job(
    operaciones: Operation[],
    nombreImpresora?: string,
  ): { serial: string; nombreImpresora: string; operaciones: Operation[] };
  close(): Promise<void>;
}

/**
 * A real agent on an ephemeral loopback port, printing to a real capture printer over TCP as "POS-80".
 * `extraPrinters` are added to the config next to POS-80.
 */
export async function startRig(
  config: Partial<AgentConfigInput> = {},
  extraPrinters: AgentConfigInput['printers'] = {},
): Promise<TestRig> {
  const capture = await CapturePrinter.start({ port: 0 });
  const agent = await startAgent(
    validateConfig(
      {
        host: '127.0.0.1',
        port: 0,
        ...config,
        printers: { 'POS-80': { transport: capture.address }, ...extraPrinters },
      },
      'prueba',
    ),
  );
  return {
    agent,
    capture,
    async print(body, headers = {}) {
      const response = await fetch(`${agent.url}/imprimir`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as PrintAnswer, headers: response.headers };
    },
    job: (operaciones, nombreImpresora = 'POS-80') => ({ serial: '', nombreImpresora, operaciones }),
    async close() {
      await agent.close();
      await capture.close();
    },
  };
}
