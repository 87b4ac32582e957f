import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningAgent, startAgent } from './agent';
import { type CliOptions, CliUsageError, parseCliArgs, usage } from './cli/args';
import { ConfigError, loadOrCreateConfig } from './config/load';
import { currentPlatform, resolveConfigPath } from './config/paths';
import { DEFAULT_PRINTER_NAME } from './config/schema';
import { CapturePrinter } from './demo/capture-printer';
import { TransportConfigError } from './transports/parse-transport';

/** Exit status for a bad configuration: the systemd unit does not restart on it (RestartPreventExitStatus). */
const EXIT_CONFIG = 78;

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDemoDataDir = path.join(packageRoot, '.data');

async function main(options: CliOptions): Promise<void> {
  if (options.help) {
    console.log(usage);
    return;
  }
  if (options.version) {
    console.log((createRequire(import.meta.url)('../package.json') as { version: string }).version);
    return;
  }

  const demoDataDir = path.resolve(options.demoDataDir ?? defaultDemoDataDir);
  let capture: CapturePrinter | undefined;
  if (options.demo) {
    const directory = path.resolve(options.capturesDir ?? path.join(demoDataDir, 'capturas'));
    capture = await CapturePrinter.start({ host: '127.0.0.1', port: options.capturePort, directory }).catch(
      (error: NodeJS.ErrnoException) => {
        throw new StartupError(
          error.code === 'EADDRINUSE'
            ? `El puerto ${options.capturePort} de la impresora de demostración ya está en uso (¿ya hay una demo abierta?). Use --puerto-captura.`
            : `No se pudo abrir la impresora de demostración: ${error.message}`,
        );
      },
    );
    console.error(`Impresora de demostración en ${capture.address}; trabajos guardados en ${directory}`);
  }

  const demoConfig = options.demo ? path.join(demoDataDir, 'config.json') : undefined;
  const configPath = resolveConfigPath(options.configPath, currentPlatform(), demoConfig);
  const loaded = await loadOrCreateConfig(configPath, capture?.address);
  let config = options.port === undefined ? loaded.config : { ...loaded.config, port: options.port };
  if (capture) {
    // In demo mode "POS-80" is the demo printer, whatever port it was given this time.
    const current = config.printers[DEFAULT_PRINTER_NAME];
    const demoPrinter = {
      characterSet: 'PC858_EURO',
      width: 48,
      type: 'epson',
      ...current,
      transport: capture.address,
    } as const;
    config = { ...config, printers: { ...config.printers, [DEFAULT_PRINTER_NAME]: demoPrinter } };
  }

  let agent: RunningAgent;
  try {
    agent = await startAgent(config, { logger: { level: config.logLevel } });
  } catch (error) {
    await capture?.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `El puerto ${config.port} ya está en uso: ¿otro agente de impresión o el plugin ESC/POS ya está abierto? Use --puerto.`,
      );
    }
    throw error;
  }
  agent.app.log.info(
    { configuracion: loaded.path, creada: loaded.created, impresoras: [...agent.printers.keys()] },
    `Agente de impresión escuchando en http://${config.host}:${agent.port} (POST /imprimir, GET /impresoras, GET /version)`,
  );

  const shutdown = async (signal: string) => {
    agent.app.log.info(`${signal}: cerrando el agente de impresión`);
    await agent.close();
    await capture?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  exitWithParent(() => void shutdown('proceso padre terminado'));
}

/**
 * `pnpm run` does not pass SIGTERM on to its script: when the suite stops pnpm, the agent would stay behind
 * holding ports 8000 and 9100. Leave when the parent process goes away (under systemd the parent is PID 1
 * from the start, so nothing changes there).
 */
function exitWithParent(leave: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      leave();
    }
  }, 1000);
  timer.unref();
}

class StartupError extends Error {}

try {
  await main(parseCliArgs(process.argv.slice(2), process.env));
} catch (error) {
  if (error instanceof CliUsageError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof TransportConfigError) {
    console.error(error.message);
    process.exit(EXIT_CONFIG);
  }
  throw error;
}
