import { createRequire } from 'node:module';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AgentConfig } from '../config/schema';
import { JobValidationError } from '../escpos/arguments';
import { renderJob } from '../escpos/render-job';
import type { PrinterRegistry } from '../printers';
import { QueueFullError } from '../queue/printer-queue';
import { DeliveryError } from '../transports/transport';
import { parseJobRequest } from './job-request';
import { EMPTY_BODY_MESSAGE, INVALID_JSON_MESSAGE, JsonBodyError, parseJsonBody } from './json-body';
import { clientErrorHandler, registerRequestGuard, registerResponseHeaders } from './security';

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string };

export interface PrintAnswer {
  ok: boolean;
  message: string;
}

export interface AgentServerOptions {
  config: AgentConfig;
  printers: PrinterRegistry;
  logger?: FastifyServerOptions['logger'];
}

const operatingSystems: Partial<Record<NodeJS.Platform, string>> = { win32: 'windows', darwin: 'macos' };

/** JSON answers `{ok: false, message}` for bad bodies, unknown routes and internal errors. */
function registerErrorHandlers(app: FastifyInstance, config: AgentConfig): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (statusCode: number, message: string) => reply.code(statusCode).send({ ok: false, message });
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(
          413,
          `El cuerpo de la petición supera el límite de ${config.bodyLimitBytes} bytes; no se imprimió nada.`,
        );
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return answer(400, EMPTY_BODY_MESSAGE);
    }
    if (error instanceof JsonBodyError) return answer(400, error.message);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return answer(400, INVALID_JSON_MESSAGE);
    }
    if (error.statusCode && error.statusCode < 500)
      return answer(error.statusCode, `Petición inválida: ${error.message}`);
    request.log.error({ err: error }, 'error interno');
    return answer(500, 'Error interno del agente de impresión.');
  });

  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send({ ok: false, message: 'Ruta no encontrada: use POST /imprimir, GET /impresoras o GET /version.' }),
  );
}

/** GET /version, /impresoras and the probes /health and /ready. */
function registerInfoRoutes(app: FastifyInstance, printers: PrinterRegistry): void {
  app.get('/version', async () => ({
    version: packageJson.version,
    plataforma: `Facturador print agent (Node.js ${process.version})`,
    sistemaOperativo: operatingSystems[process.platform] ?? process.platform,
  }));

  app.get('/impresoras', async () => [...printers.keys()]);

  // Probes for systemd, Windows services and monitoring: the process answers; it has printers to print on.
  app.get('/health', async () => ({ ok: true }));
  app.get('/ready', async (_request, reply) =>
    printers.size > 0
      ? { ok: true, impresoras: printers.size }
      : reply.code(503).send({ ok: false, message: 'No hay impresoras configuradas en el agente.' }),
  );
}

/** POST /imprimir: validate the job and the serial, render it, and wait for the printer's queue. */
function registerPrintRoute(app: FastifyInstance, config: AgentConfig, printers: PrinterRegistry): void {
  app.post('/imprimir', async (request, reply): Promise<PrintAnswer> => {
    const answer = (statusCode: number, message: string, ok = false): PrintAnswer => {
      reply.code(statusCode);
      if (!ok) request.log.warn({ status: statusCode, motivo: message }, 'trabajo no impreso');
      return { ok, message };
    };
    let job: ReturnType<typeof parseJobRequest>;
    try {
      job = parseJobRequest(request.body);
    } catch (error) {
      if (error instanceof JobValidationError) return answer(400, error.message);
      throw error;
    }
    if (config.serial !== '' && job.serial !== config.serial) {
      return answer(
        403,
        'Licencia no válida: el serial enviado no coincide con el configurado en el agente de impresión.',
      );
    }
    const printer = printers.get(job.nombreImpresora);
    if (!printer) {
      const names = [...printers.keys()].join(', ') || 'ninguna';
      return answer(
        404,
        `La impresora "${job.nombreImpresora}" no está configurada en el agente. Impresoras configuradas: ${names}.`,
      );
    }

    let bytes: Buffer;
    try {
      bytes = await renderJob(job.operaciones, printer.builder);
    } catch (error) {
      if (error instanceof JobValidationError) return answer(400, error.message);
      throw error;
    }

    const started = performance.now();
    try {
      const { jobNumber, done } = printer.queue.submit(bytes);
      reply.header('X-Print-Job', String(jobNumber));
      await done;
      request.log.info(
        { printer: printer.name, job: jobNumber, bytes: bytes.length, ms: Math.round(performance.now() - started) },
        'trabajo impreso',
      );
      return answer(200, '', true);
    } catch (error) {
      const reason = error instanceof DeliveryError || error instanceof QueueFullError ? error.message : undefined;
      if (!reason) throw error;
      return answer(
        503,
        `No se pudo imprimir en "${printer.name}" (${printer.queue.transport.description}): ${reason}.`,
      );
    }
  });
}

export function buildAgentServer({ config, printers, logger = false }: AgentServerOptions): FastifyInstance {
  // One log line per print job (below) instead of two per request.
  const logController = new LogController({ disableRequestLogging: true });
  const app = Fastify({ logger, bodyLimit: config.bodyLimitBytes, logController, clientErrorHandler });

  // The plugin's own client posts JSON.stringify(...) with no Content-Type (the browser says text/plain),
  // and older pages post JSON as form data: every body is read as JSON, as the plugin does.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain', '*'], { parseAs: 'string' }, parseJsonBody);

  registerResponseHeaders(app);
  registerRequestGuard(app, config.allowedOrigins);
  app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });

  registerErrorHandlers(app, config);
  registerInfoRoutes(app, printers);
  registerPrintRoute(app, config, printers);

  return app;
}
