import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HistoryImports } from '../../../services/history-import/history-imports';
import { AuthorizedDocumentFetcher } from '../../../services/withholdings/sri-fetch';

declare module 'fastify' {
  interface FastifyInstance {
    historyImports: HistoryImports;
  }
}

/**
 * Imports of the history a company issued elsewhere: their pg-boss queue, and a sweep that resumes an import
 * whose worker died (its lease ran out) — at start and every lease period.
 */
async function historyImportPlugin(fastify: FastifyInstance) {
  const imports = new HistoryImports(
    fastify.db,
    fastify.jobs,
    new AuthorizedDocumentFetcher(fastify.config.emission),
    fastify.log,
  );
  await imports.defineQueue();
  fastify.decorate('historyImports', imports);

  let sweep: NodeJS.Timeout | undefined;
  const recover = () =>
    imports
      .recover()
      .then((n) => n > 0 && fastify.log.info(`${n} importación(es) de historial retomada(s)`))
      .catch((error) => fastify.log.error({ err: error }, 'barrido de importaciones'));
  fastify.addHook('onReady', async () => {
    await recover();
    sweep = setInterval(recover, imports.leaseMs);
    sweep.unref();
  });
  fastify.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(historyImportPlugin, { name: 'history-import', dependencies: ['db', 'jobs'] });
