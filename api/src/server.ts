import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/pglite-lock';

/** Entry point: `pnpm --filter @facturador/api start`. */
async function main() {
  const config = loadConfig();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'deteniendo la API');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API lista en http://${config.host}:${config.port} (documentación en /docs, base de datos: ${
      config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`
    })`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
