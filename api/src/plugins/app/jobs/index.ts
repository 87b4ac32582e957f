import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Jobs } from '../../../services/jobs';
import { bossDb, transactionBossDb } from './boss-db';
import { type QueuePump, startQueuePump } from './queue-pump';

export type { JobOptions, Jobs, QueueOptions } from '../../../services/jobs';

/**
 * Background jobs with pg-boss 10 (the Jobs interface is services/jobs.ts), stored in the API's
 * database (PGlite or PostgreSQL), so a restart loses none. Queues use the `stately` policy: with a
 * key, at most one job per key waits in a queue, so enqueuing the same document twice is harmless.
 * Handlers never make pg-boss retry: they schedule their own follow-up, and a handler that fails
 * leaves the document to the owner's recovery sweep.
 */
declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

async function jobsPlugin(fastify: FastifyInstance) {
  const options = fastify.config.jobs;
  const boss = new PgBoss({
    db: bossDb(fastify.database),
    // Maintenance expires jobs of dead processes and archives finished ones; cron schedules (daily
    // digests) are checked by one instance at a time and their jobs polled every 30 s.
    supervise: true,
    schedule: true,
    cronWorkerIntervalSeconds: 30,
    migrate: true,
  });
  boss.on('error', (error) => fastify.log.error({ err: error }, 'error en las tareas en segundo plano'));
  // pg-boss creates its schema on first start: two instances on a new database must not race.
  await fastify.database.underMigrationLock(() => boss.start());

  const handlers = new Map<string, (data: object) => Promise<void>>();
  let stopping = false;
  let started = false;

  const jobs: Jobs = {
    async define(queue, handler, queueOptions = {}) {
      // Creating a queue creates its table: under the lock too, or two new instances deadlock.
      await fastify.database.underMigrationLock(() =>
        boss.createQueue(queue, {
          name: queue,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: queueOptions.expireInSeconds ?? 120,
        }),
      );
      handlers.set(queue, handler as (data: object) => Promise<void>);
    },
    async schedule(queue, cron, timeZone, data) {
      await boss.schedule(queue, cron, data, { tz: timeZone });
    },
    async send(queue, data, jobOptions = {}) {
      return boss.send(queue, data, {
        ...(jobOptions.key ? { singletonKey: jobOptions.key } : {}),
        ...(jobOptions.delayMs ? { startAfter: new Date(Date.now() + jobOptions.delayMs) } : {}),
        ...(jobOptions.transaction ? { db: transactionBossDb(jobOptions.transaction) } : {}),
      });
    },
    async sendMany(queue, batch) {
      if (batch.length === 0) return;
      await boss.insert(batch.map(({ data, key }) => ({ name: queue, data, singletonKey: key })));
    },
    async pending(queue) {
      return boss.getQueueSize(queue, { before: 'completed' });
    },
    running: () => started && !stopping,
    async counts() {
      const { rows } = await bossDb(fastify.database).executeSql(
        `select name, count(*) filter (where state in ('created', 'retry')) as waiting,
                count(*) filter (where state = 'failed') as failed
         from pgboss.job group by name`,
        [],
      );
      return (rows as { name: string; waiting: unknown; failed: unknown }[]).map((row) => ({
        queue: row.name,
        waiting: Number(row.waiting),
        failed: Number(row.failed),
      }));
    },
  };
  fastify.decorate('jobs', jobs);

  const pumps: QueuePump[] = [];
  fastify.addHook('onReady', async () => {
    started = true;
    for (const [queue, handler] of handlers) {
      pumps.push(
        startQueuePump({
          boss,
          queue,
          concurrency: options.concurrency,
          pollIntervalMs: options.pollIntervalMs,
          handler,
          onError: (error, job) => fastify.log.error({ err: error, queue, job }, 'una tarea en segundo plano falló'),
        }),
      );
    }
  });

  fastify.addHook('onClose', async () => {
    stopping = true;
    // Jobs in flight end first (their SRI calls abort on close), then pg-boss's own maintenance stops.
    await Promise.all(pumps.map((pump) => pump.stop()));
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
