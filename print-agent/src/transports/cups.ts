import { spawn } from 'node:child_process';
import { DeliveryError, type Transport, timeoutError } from './transport';

/**
 * A raw CUPS queue (`lpadmin -p POS-80 -E -v usb://... -m raw`), printed with `lp -o raw`: no native module,
 * and CUPS keeps the job while the printer is off, so `ok: true` here means "accepted by CUPS".
 */
export class CupsTransport implements Transport {
  readonly description: string;

  constructor(
    readonly queue: string,
    private readonly command = 'lp',
  ) {
    this.description = `cups:${queue}`;
  }

  send(bytes: Buffer, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.command, ['-d', this.queue, '-o', 'raw', '-t', 'Facturador'], {
        stdio: ['pipe', 'ignore', 'pipe'],
      });
      let stderr = '';
      let settled = false;
      const settle = (error?: DeliveryError) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (error) reject(error);
        else resolve();
      };
      const deadline = setTimeout(() => {
        child.kill('SIGKILL');
        settle(timeoutError(timeoutMs));
      }, timeoutMs);
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        settle(
          new DeliveryError(
            error.code === 'ENOENT'
              ? 'no se encontró el comando lp de CUPS (instale el paquete cups-client)'
              : `no se pudo ejecutar lp: ${error.message}`,
          ),
        );
      });
      child.once('close', (code) => {
        if (code === 0) settle();
        else
          settle(
            new DeliveryError(`CUPS rechazó el trabajo en la cola ${this.queue}: ${stderr.trim() || `código ${code}`}`),
          );
      });
      // lp may exit before reading everything (unknown queue): its exit status tells why, not EPIPE.
      child.stdin.on('error', () => {});
      child.stdin.end(bytes);
    });
  }
}
