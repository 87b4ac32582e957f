import type PgBoss from 'pg-boss';

/**
 * Runs one queue's jobs, at most `concurrency` at a time in this process, each completed on its own.
 * pg-boss 10's `work()` hands a batch to one handler and fetches again only when the whole batch has
 * ended: one document whose SRI call never answers (two timeouts) held back every document fetched
 * with it, and the queue behind them. Here a slow job holds one slot; the others keep flowing.
 */
export interface QueuePumpOptions {
  boss: PgBoss;
  queue: string;
  concurrency: number;
  pollIntervalMs: number;
  handler: (data: object) => Promise<void>;
  /** A handler's or pg-boss's failure: logged, never thrown (the owner's recovery picks documents up). */
  onError: (error: unknown, jobId?: string) => void;
}

export interface QueuePump {
  /** Stops fetching and waits for the jobs in flight to end. */
  stop(): Promise<void>;
}

export function startQueuePump(options: QueuePumpOptions): QueuePump {
  const { boss, queue, concurrency, pollIntervalMs, handler, onError } = options;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let wake: (() => void) | undefined;

  // Sleeps until the poll interval passes, a slot frees up, or the pump stops.
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const run = (job: PgBoss.Job<object>) => {
    const work = handler(job.data)
      .catch((error: unknown) => onError(error, job.id))
      .then(() => boss.complete(queue, job.id))
      .catch((error: unknown) => onError(error, job.id))
      .finally(() => {
        inFlight.delete(work);
        wake?.();
      });
    inFlight.add(work);
  };

  const loop = (async () => {
    while (!stopped) {
      const free = concurrency - inFlight.size;
      if (free > 0) {
        let jobs: PgBoss.Job<object>[] = [];
        try {
          jobs = (await boss.fetch<object>(queue, { batchSize: free })) ?? [];
        } catch (error) {
          onError(error);
        }
        if (stopped) {
          // Fetched while stopping: leave them to expire into the owner's recovery, as a dead process would.
          if (jobs.length > 0)
            await boss
              .fail(
                queue,
                jobs.map((job) => job.id),
              )
              .catch(onError);
          break;
        }
        for (const job of jobs) run(job);
        // A full fetch means more may be waiting: ask again at once.
        if (jobs.length === free) continue;
      }
      await pause();
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      await Promise.allSettled([...inFlight]);
    },
  };
}
