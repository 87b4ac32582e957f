import type { Tx } from '../db/database';

/**
 * The background jobs services enqueue and handle (the port; plugins/app/jobs runs it on pg-boss),
 * so services never import from plugins/.
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
