import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AgentConfig } from './config/schema';
import { buildAgentServer } from './http/server';
import { createPrinterRegistry, type PrinterRegistry } from './printers';

export interface RunningAgent {
  app: FastifyInstance;
  printers: PrinterRegistry;
  port: number;
  /** Base URL on the loopback address the agent listens on. */
  url: string;
  close(): Promise<void>;
}

export async function startAgent(
  config: AgentConfig,
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningAgent> {
  const printers = createPrinterRegistry(config);
  const app = buildAgentServer({ config, printers, logger });
  // "localhost" makes Fastify listen on 127.0.0.1 and ::1: browsers may try either for http://localhost:8000.
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const url = config.host === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;
  return { app, printers, port, url, close: () => app.close() };
}
