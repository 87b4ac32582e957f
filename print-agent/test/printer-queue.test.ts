import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrinterQueue, QueueFullError } from '../src/queue/printer-queue';
import { DeviceTransport } from '../src/transports/device';
import { DeliveryError } from '../src/transports/transport';

let workDir: string;
let fifo: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'print-queue-'));
  fifo = path.join(workDir, 'lp0');
  execFileSync('mkfifo', [fifo]);
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('PrinterQueue on a stuck device', () => {
  it('fails the jobs waiting behind a job that timed out with that same failure, instead of one timeout each', async () => {
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK); // never read: the pipe fills up
    try {
      const queue = new PrinterQueue(new DeviceTransport(fifo), { timeoutMs: 300, maxQueuedJobs: 10 });
      const jobs = [Buffer.alloc(200 * 1024, 0x41), Buffer.from('segundo\n'), Buffer.from('tercero\n')].map((bytes) =>
        queue.submit(bytes),
      );
      expect(jobs.map((job) => job.jobNumber)).toEqual([1, 2, 3]);
      const failures = await Promise.all(
        jobs.map((job) =>
          job.done.then(
            () => undefined,
            (error: unknown) => error,
          ),
        ),
      );
      expect(failures[0]).toBeInstanceOf(DeliveryError);
      expect((failures[0] as Error).message).toBe(
        'la impresora no respondió en 300 ms (¿apagada, sin papel o desconectada?)',
      );
      // The very same error object: jobs 2 and 3 never had an attempt of their own.
      expect(failures[1]).toBe(failures[0]);
      expect(failures[2]).toBe(failures[0]);
      expect(queue.queuedJobs).toBe(0);

      // A job that arrives after the failure gets its own attempt (and its own error).
      const later = await queue.submit(Buffer.from('cuarto\n')).done.catch((error: unknown) => error);
      expect(later).toBeInstanceOf(DeliveryError);
      expect(later).not.toBe(failures[0]);
    } finally {
      closeSync(reader);
    }
  });

  it('refuses jobs beyond maxQueuedJobs with a Spanish reason', async () => {
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const queue = new PrinterQueue(new DeviceTransport(fifo), { timeoutMs: 200, maxQueuedJobs: 2 });
      const accepted = [queue.submit(Buffer.alloc(100 * 1024)), queue.submit(Buffer.from('b'))];
      expect(() => queue.submit(Buffer.from('c'))).toThrow(
        new QueueFullError('la cola tiene 2 trabajos pendientes; intente de nuevo en unos segundos'),
      );
      await Promise.allSettled(accepted.map((job) => job.done));
    } finally {
      closeSync(reader);
    }
  });
});
