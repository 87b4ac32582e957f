import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ConfigOverrides, loadConfig, withOverrides } from './config';
import { type Database, openDatabase } from './db/database';
import { seedDemoOnce } from './db/seed/demo-once';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import emission from './plugins/app/emission';
import errorHandler from './plugins/app/error-handler';
import historyImport from './plugins/app/history-import';
import idempotency from './plugins/app/idempotency';
import integrations from './plugins/app/integrations';
import jobs from './plugins/app/jobs';
import mail from './plugins/app/mail';
import receivables from './plugins/app/receivables';
import shutdown from './plugins/app/shutdown';
import auth from './plugins/external/auth';
import cors from './plugins/external/cors';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import metrics from './plugins/external/metrics';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import textInput from './plugins/external/text-input';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';
import { assertProductionSecrets, resolveSecrets, type SecretsOptions } from './secrets';
import { secretBox } from './services/emission/certificates';
import { configureSpanishValidation } from './validation';

export interface BuildAppOptions {
  /** Overrides of the environment configuration (loadConfig), section by section. */
  config?: ConfigOverrides;
  /** An already opened database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Fastify logger option; default: JSON logs at config.server.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Write the demo data into an empty database. Default: config.database.seedDemo (SEED_DEMO) when set,
   * otherwise only for the embedded default (no DATABASE_URL, no database passed in).
   */
  seedDemo?: boolean;
}

/** Builds the API: plugins, routes, database (migrated). Returns it ready; call listen() to serve. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  configureSpanishValidation();
  const config = withOverrides(loadConfig(), options.config);
  const secretsOptions: SecretsOptions = {
    ...config.auth,
    production: config.auth.production || Boolean(config.database.url),
  };
  assertProductionSecrets(secretsOptions);
  const owned = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      config.database.url
        ? { engine: 'postgres', url: config.database.url }
        : { engine: 'pglite', dataDir: config.database.dataDir },
    ));

  const app = Fastify({
    logger: options.logger ?? {
      level: config.server.logLevel,
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
    trustProxy: config.server.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Closing answers a Spanish 503 (plugins/app/shutdown.ts), not Fastify's English one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    app.decorate('config', config);
    app.decorate('secrets', await resolveSecrets(database.db, secretsOptions));
    await app.register(db, { database, owned });
    await app.register(errorHandler);
    await app.register(shutdown);
    await app.register(textInput);
    await app.register(helmet);
    await app.register(cors);
    await app.register(rateLimit);
    await app.register(swagger);
    await app.register(auth);
    await app.register(jobs);
    await app.register(emission);
    await app.register(mail);
    await app.register(integrations);
    await app.register(receivables);
    await app.register(historyImport);
    await app.register(metrics);
    await app.register(idempotency);
    await app.register(healthRoutes);
    await app.register(apiRoutes);

    const seedDemo = options.seedDemo ?? config.database.seedDemo ?? (owned && !config.database.url);
    const key = app.secrets.certEncryptionKey;
    if (seedDemo && (await seedDemoOnce(database, key, secretBox(key).decrypt)))
      app.log.info('datos de demostración creados');
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    if (owned) await database.close().catch(() => {});
    throw error;
  }
  return app;
}
