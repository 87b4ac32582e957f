import { DeliveryError, type Transport } from '../transports/transport';

export class QueueFullError extends Error {}

export interface QueueLimits {
  timeoutMs: number;
  maxQueuedJobs: number;
}

export interface SubmittedJob {
  /** Position of the job in this printer's order (1, 2, 3...): jobs go out in exactly this order. */
  jobNumber: number;
  done: Promise<void>;
}

/**
 * FIFO of one printer: one job on the wire at a time, so two receipts never interleave.
 * When a job fails, the jobs that were already waiting behind it fail at once with the same reason
 * instead of each waiting the whole timeout again: every caller gets an answer within about one timeout.
 */
export class PrinterQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private sequence = 0;
  private lastFailure: { jobNumber: number; error: DeliveryError } | undefined;

  constructor(
    readonly transport: Transport,
    private readonly limits: QueueLimits,
  ) {}

  get queuedJobs(): number {
    return this.pending;
  }

  submit(bytes: Buffer): SubmittedJob {
    if (this.pending >= this.limits.maxQueuedJobs) {
      throw new QueueFullError(`la cola tiene ${this.pending} trabajos pendientes; intente de nuevo en unos segundos`);
    }
    this.pending++;
    const jobNumber = ++this.sequence;
    const waitingSince = this.sequence - this.pending; // last job number that had finished when this one arrived
    const done = this.tail
      .then(() => this.deliver(bytes, waitingSince))
      .finally(() => {
        this.pending--;
      });
    this.tail = done.then(
      () => {
        this.lastFailure = undefined;
      },
      (error: unknown) => {
        if (error instanceof DeliveryError) this.lastFailure = { jobNumber, error };
      },
    );
    return { jobNumber, done };
  }

  private async deliver(bytes: Buffer, waitingSince: number): Promise<void> {
    const failure = this.lastFailure;
    if (failure && failure.jobNumber > waitingSince) throw failure.error;
    await this.transport.send(bytes, this.limits.timeoutMs);
  }
}
