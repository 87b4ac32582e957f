// Plain JavaScript so the suite launcher (e2e/scripts/suite.mjs, run by node without tsx) can use it
// too: `@facturador/api/child-process`. Types in child-process.d.mts.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** Keeps the last this many characters of a child's output (for error messages). */
const OUTPUT_LIMIT = 256 * 1024;

/** A TCP port free right now on 127.0.0.1. */
export function freePort() {
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

/**
 * Spawns a program with its output piped: kept (the tail) for output(), and passed to onOutput.
 * stop() sends SIGTERM, SIGKILL after killAfterMs, and resolves once the process has exited.
 */
export function spawnService(command, args, { cwd, env, onOutput, killAfterMs = 5_000 } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (stream) => (chunk) => {
    output = (output + chunk).slice(-OUTPUT_LIMIT);
    onOutput?.(chunk.toString(), stream);
  };
  child.stdout.on('data', collect('stdout'));
  child.stderr.on('data', collect('stderr'));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return Object.assign(child, { output: () => output, stop });
}

/**
 * Resolves once `url` answers (with a 2xx, or with anything when anyAnswer); rejects when the child
 * exits first or after timeoutMs.
 */
export async function waitForHttp(url, { child, timeoutMs = 60_000, intervalMs = 250, anyAnswer = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`terminó con código ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (anyAnswer || response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`no respondió en ${timeoutMs / 1000} s (${url})`);
}

/** spawnService, then waitForHttp(readyUrl); on failure stops the child and throws with its output. */
export async function startService(command, args, { readyUrl, timeoutMs, intervalMs, anyAnswer, ...options }) {
  const child = spawnService(command, args, options);
  try {
    await waitForHttp(readyUrl, { child, timeoutMs, intervalMs, anyAnswer });
  } catch (error) {
    await child.stop();
    throw new Error(`${error.message}: ${child.output().slice(-3000)}`);
  }
  return child;
}
