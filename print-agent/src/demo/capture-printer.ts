import { EventEmitter, once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

export interface CapturedJob {
  /** Order of arrival: connections are numbered when accepted, so numbers follow the sender's order. */
  sequence: number;
  bytes: Buffer;
  /** performance.now() when the last byte (the sender's FIN) arrived. */
  receivedAt: number;
  /** Where the job is stored, when the printer stores jobs... */
  file?: string;
  /** ...and when it is on disk (the `job` event comes first, at the last byte). */
  saved?: Promise<void>;
}

export interface CapturePrinterOptions {
  host?: string;
  port?: number;
  /** Folder where each job is written as `<fecha>-<número>.bin`; nothing is written without it. */
  directory?: string;
  /** Jobs kept in memory for `jobs` and `waitForJobs` (the oldest are dropped). */
  keepInMemory?: number;
}

/**
 * The demo printer: a raw TCP "port 9100" printer that prints nothing and keeps every job it receives.
 * One connection is one job, complete when the sender closes its side.
 */
export class CapturePrinter extends EventEmitter<{ job: [CapturedJob] }> {
  readonly jobs: CapturedJob[] = [];
  private sequence = 0;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    private readonly options: CapturePrinterOptions,
  ) {
    super();
  }

  static async start(options: CapturePrinterOptions = {}): Promise<CapturePrinter> {
    if (options.directory) await mkdir(options.directory, { recursive: true });
    const server = net.createServer();
    const printer = new CapturePrinter(server, options);
    server.on('connection', (socket) => printer.accept(socket));
    server.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 9100 });
    await once(server, 'listening');
    return printer;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get address(): string {
    const { address, port } = this.server.address() as AddressInfo;
    return `tcp://${address}:${port}`;
  }

  private accept(socket: net.Socket): void {
    const sequence = ++this.sequence;
    const chunks: Buffer[] = [];
    this.sockets.add(socket);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a sender that resets is not our problem: the job is just incomplete
    socket.on('close', () => this.sockets.delete(socket));
    socket.once('end', () => {
      const job: CapturedJob = { sequence, bytes: Buffer.concat(chunks), receivedAt: performance.now() };
      socket.end();
      this.record(job);
    });
  }

  private record(job: CapturedJob): void {
    this.jobs.push(job);
    const keep = this.options.keepInMemory ?? 1000;
    if (this.jobs.length > keep) this.jobs.splice(0, this.jobs.length - keep);
    if (this.options.directory) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(this.options.directory, `${stamp}-${String(job.sequence).padStart(6, '0')}.bin`);
      job.file = file;
      job.saved = writeFile(file, job.bytes).catch((error: Error) => {
        console.error(`No se pudo guardar el trabajo capturado en ${file}: ${error.message}`);
      });
    }
    this.emit('job', job);
  }

  /** Resolves once `count` jobs are held (counting those already received), or rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs = 5000): Promise<CapturedJob[]> {
    if (this.jobs.length >= count) return Promise.resolve(this.jobs.slice(0, count));
    return new Promise((resolve, reject) => {
      const onJob = () => {
        if (this.jobs.length < count) return;
        cleanup();
        resolve(this.jobs.slice(0, count));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`La impresora de captura recibió ${this.jobs.length} de ${count} trabajos esperados.`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.off('job', onJob);
      };
      this.on('job', onJob);
    });
  }

  clear(): void {
    this.jobs.length = 0;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
