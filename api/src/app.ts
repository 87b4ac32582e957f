import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { hasAnyEmisor, seedDemoData } from './db/seed/seed';
import emission from './plugins/app/emission';
import errorHandler from './plugins/app/error-handler';
import jobs from './plugins/app/jobs';
import auth from './plugins/external/auth';
import cors from './plugins/external/cors';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import apiRoutes from './routes/api';
import { configureSpanishValidation } from './validation';

export interface BuildAppOptions {
  /** Overrides of the environment configuration (loadConfig). */
  config?: Partial<AppConfig>;
  /** An already opened database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Fastify logger option; default: JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Write the demo data into an empty database. Default: SEED_DEMO=1 / 0 when set, otherwise only
   * for the embedded default (no DATABASE_URL, no database passed in).
   */
  seedDemo?: boolean;
}

/** Builds the API: plugins, routes, database (migrated). Returns it ready; call listen() to serve. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  configureSpanishValidation();
  const config = { ...loadConfig(), ...options.config };
  const owned = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { engine: 'postgres', url: config.databaseUrl }
        : { engine: 'pglite', dataDir: config.dataDir },
    ));

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: {
        // GET /api/persona may carry the token in its query string: never write it to the logs.
        req: (request) => ({
          method: request.method,
          url: request.url.replace(/([?&]token=)[^&]*/g, '$1[oculto]'),
          remoteAddress: request.ip,
        }),
      },
    },
    // Behind a proxy the client IP (used by the login rate limit) comes from X-Forwarded-For.
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    app.decorate('config', config);
    await app.register(db, { database, owned });
    await app.register(errorHandler);
    await app.register(helmet);
    await app.register(cors);
    await app.register(rateLimit);
    await app.register(swagger);
    await app.register(auth);
    await app.register(jobs);
    await app.register(emission);
    await app.register(apiRoutes);

    const seedEnv = process.env.SEED_DEMO;
    const seedDemo =
      options.seedDemo ?? (seedEnv === '1' ? true : seedEnv === '0' ? false : owned && !config.databaseUrl);
    if (seedDemo && !(await hasAnyEmisor(database.db))) {
      await seedDemoData(database.db);
      app.log.info('datos de demostración creados');
    }
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    if (owned) await database.close().catch(() => {});
    throw error;
  }
  return app;
}
