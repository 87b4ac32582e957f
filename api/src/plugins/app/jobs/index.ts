import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Tx } from '../../../db/database';
import { bossDb, transactionBossDb } from './boss-db';
import { type QueuePump, startQueuePump } from './queue-pump';

/**
 * Background jobs with pg-boss 10, stored in the API's database (PGlite or PostgreSQL), so a restart
 * loses none. Queues use the `stately` policy: with a key, at most one job per key waits in a queue,
 * so enqueuing the same document twice is harmless. Handlers never make pg-boss retry: they schedule
 * their own follow-up, and a handler that fails leaves the document to the owner's recovery sweep.
 */
export interface JobOptions {
  /** At most one waiting job per key in the queue (e.g. the document id); duplicates are dropped. */
  key?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  transaction?: Tx;
}

export interface QueueOptions {
  /** An active job not finished after this long is failed (its process died). Default 120 s. */
  expireInSeconds?: number;
}

export interface Jobs {
  /** Creates the queue (now) and runs `handler` for its jobs once the app is ready. */
  define<T extends object>(queue: string, handler: (data: T) => Promise<void>, options?: QueueOptions): Promise<void>;
  /**
   * Runs a job in `queue` on a cron schedule (pg-boss's clock: once per tick across every instance);
   * replaces the queue's previous schedule.
   */
  schedule<T extends object>(queue: string, cron: string, timeZone: string, data: T): Promise<void>;
  /** Enqueues a job; null when an equal-keyed job is already waiting. */
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Enqueues many keyed jobs in one statement (pg-boss `insert`); an equal-keyed waiting job drops its twin. */
  sendMany<T extends object>(queue: string, jobs: { data: T; key: string }[]): Promise<void>;
  /** Jobs waiting (created or retry) or running in a queue. */
  pending(queue: string): Promise<number>;
  /** True between a successful start and the app closing (readiness). */
  running(): boolean;
  /** Jobs per queue waiting (created, retry) and failed, for the metrics. */
  counts(): Promise<{ queue: string; waiting: number; failed: number }[]>;
}

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
