import net from 'node:net';
import { describeSystemError, type Transport, timeoutError } from './transport';

/** Raw TCP (port 9100 "JetDirect"): one connection per job, closed by us once every byte is out. */
export class TcpTransport implements Transport {
  readonly description: string;

  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    this.description = `tcp://${host}:${port}`;
  }

  send(bytes: Buffer, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host, port: this.port });
      let settled = false;
      const settle = (error?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (error) {
          socket.destroy();
          reject(describeSystemError(error, `${this.host}:${this.port}`));
        } else {
          resolve();
        }
      };
      // One deadline for connect + write: an unreachable printer answers within timeoutMs, never later.
      const deadline = setTimeout(() => settle(timeoutError(timeoutMs)), timeoutMs);
      socket.once('connect', () => socket.end(bytes));
      // 'finish': every byte handed to the system and FIN sent.
      socket.once('finish', () => settle());
      socket.on('error', (error) => settle(error));
      // Some printers answer status bytes: read and drop them so the connection can close cleanly.
      socket.on('data', () => {});
      // A printer that never closes its side would keep the socket half open: drop it after a while.
      const linger = setTimeout(() => socket.destroy(), 30_000);
      linger.unref();
      socket.once('close', () => clearTimeout(linger));
    });
  }
}
