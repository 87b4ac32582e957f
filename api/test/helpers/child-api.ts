import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_ROOT } from '../../src/config';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('puerto')),
      );
    });
  });
}

export interface ChildApi {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Runs `tsx src/server.ts` as a separate OS process, as `pnpm --filter @facturador/api start` does. */
export function spawnApi(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [path.join(API_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return Object.assign(child, { output: () => output });
}

/** Starts a second API process and waits until it answers. */
export async function startChildApi(env: Record<string, string>): Promise<ChildApi> {
  const port = await freePort();
  const child = spawnApi({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`la API hija terminó: ${child.output()}`);
    try {
      const response = await fetch(`${url}/docs/json`);
      if (response.ok) return { url, process: child, output: child.output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`la API hija no respondió: ${child.output()}`);
}
