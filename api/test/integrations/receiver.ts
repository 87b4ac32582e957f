import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A webhook receiver on loopback, as an integrator runs one: records every POST and answers with
 * the next status of `statuses` (then 200); a held answer waits until the test releases it.
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const statuses: (number | Promise<number>)[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const next = statuses.shift() ?? 200;
      // A held answer's status is known once released (0 until then).
      const delivery = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: typeof next === 'number' ? next : 0,
      };
      received.push(delivery);
      for (const wake of waiters.splice(0)) wake();
      delivery.status = await next;
      response.writeHead(delivery.status, { 'content-type': 'text/plain' }).end(delivery.status < 300 ? 'ok' : 'error');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sri`,
    received,
    /** The receiver answers these statuses to the next requests, in order. */
    answerNext(...codes: number[]) {
      statuses.push(...codes);
    },
    /** The next request is recorded at once but answered only with the status given to `release`. */
    holdNext() {
      let release!: (status: number) => void;
      statuses.push(new Promise<number>((resolve) => (release = resolve)));
      return { release: (status: number) => release(status) };
    },
    /** Resolves once `count` requests have arrived (waits on the requests, never on a clock). */
    async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedDelivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`el receptor recibió ${received.length} de ${count} entregas`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
