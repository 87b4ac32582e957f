import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeSystemError, type Transport, timeoutError } from './transport';

const RETRY_DELAY_MS = 20;

/**
 * A device path (`/dev/usb/lp0`, `COM3`) or a Windows shared printer (`\\PC\POS-80`, `//PC/POS-80`).
 * node-thermal-printer's file interface retries in the background for minutes; this one opens without creating,
 * in non-blocking mode where the OS has it, retries "busy" writes only until the deadline and then gives up.
 */
export class DeviceTransport implements Transport {
  readonly description: string;

  constructor(readonly path: string) {
    this.description = path;
  }

  async send(bytes: Buffer, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const handle = await withDeadline(open(this.path, openFlags()), timeoutMs, timeoutMs, (late) => late.close()).catch(
      (error: unknown) => {
        throw describeSystemError(error, this.path);
      },
    );
    try {
      let offset = 0;
      while (offset < bytes.length) {
        if (Date.now() >= deadline) throw timeoutError(timeoutMs);
        try {
          const remaining = Math.max(1, deadline - Date.now());
          const write = handle.write(bytes, offset, bytes.length - offset);
          const { bytesWritten } = await withDeadline(write, remaining, timeoutMs);
          offset += bytesWritten;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
          await sleep(RETRY_DELAY_MS);
        }
      }
    } catch (error) {
      throw describeSystemError(error, this.path);
    } finally {
      // Not awaited: FileHandle.close() waits for a write still blocked in the system, which would break the deadline.
      handle.close().catch(() => {});
    }
  }
}

function openFlags(): number {
  // Never O_CREAT: a missing device must fail, not become a regular file.
  const nonBlocking = process.platform === 'win32' ? 0 : (constants.O_NONBLOCK ?? 0);
  const append = process.platform === 'win32' ? 0 : constants.O_APPEND;
  return constants.O_WRONLY | nonBlocking | append;
}

/** Rejects after `ms`; a late result is released with `onLate` (a blocked open cannot be cancelled). */
function withDeadline<T>(work: Promise<T>, ms: number, timeoutMs: number, onLate?: (value: T) => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(timeoutError(timeoutMs));
    }, ms);
  });
  work.then(
    (value) => {
      if (timedOut) onLate?.(value);
    },
    () => {},
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer)) as Promise<T>;
}
