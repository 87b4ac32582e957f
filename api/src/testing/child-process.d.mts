import type { ChildProcess } from 'node:child_process';

export interface ServiceProcess extends ChildProcess {
  /** The last 256 KB of stdout and stderr. */
  output(): string;
  /** SIGTERM (SIGKILL after killAfterMs); resolves once the process has exited. */
  stop(): Promise<void>;
}

export interface SpawnServiceOptions {
  cwd?: string;
  /** Added to process.env. */
  env?: Record<string, string | undefined>;
  onOutput?: (text: string, stream: 'stdout' | 'stderr') => void;
  killAfterMs?: number;
}

export interface WaitForHttpOptions {
  child?: ChildProcess;
  timeoutMs?: number;
  intervalMs?: number;
  /** Any HTTP answer counts (default: only 2xx). */
  anyAnswer?: boolean;
}

export function freePort(): Promise<number>;
export function spawnService(command: string, args: string[], options?: SpawnServiceOptions): ServiceProcess;
export function waitForHttp(url: string, options?: WaitForHttpOptions): Promise<void>;
export function startService(
  command: string,
  args: string[],
  options: SpawnServiceOptions & Omit<WaitForHttpOptions, 'child'> & { readyUrl: string },
): Promise<ServiceProcess>;
