import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/pglite-lock';
import { MissingSecretsError } from './secrets';

/** Longest a SIGTERM may take: orchestrators wait 10 s before SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 9_000;

/** Entry point: `pnpm --filter @facturador/api start`. */
async function main() {
  const { server, database } = loadConfig();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp();
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof MissingSecretsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Graceful stop: app.close() first closes the listener and waits for the requests in flight
  // (idle keep-alive connections are closed), then the plugins stop in reverse order: jobs finish
  // the ones running (pg-boss graceful stop), and the database closes last. Calls to SRI in flight
  // are aborted (plugins/app/shutdown.ts), so this takes seconds; past SHUTDOWN_DEADLINE_MS the
  // process exits anyway, as an orchestrator's SIGKILL would.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'deteniendo la API: termina las peticiones y tareas en curso');
    setTimeout(() => {
      app.log.error(`la API no terminó en ${SHUTDOWN_DEADLINE_MS} ms: se detiene igualmente`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'la API no se detuvo limpiamente');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: server.port, host: server.host });
  app.log.info(
    `API lista en http://${server.host}:${server.port} (documentación en /docs, base de datos: ${
      database.url ? 'PostgreSQL' : `PGlite en ${database.dataDir}`
    })`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
