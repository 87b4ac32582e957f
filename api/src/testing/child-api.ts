import { API_ROOT } from '../config';
import { freePort, type ServiceProcess, spawnService, startService } from './child-process.mjs';
import { TEST_SECRETS_ENV } from './secrets';

/**
 * Node with tsx as a loader runs the program in the spawned process itself (`pnpm start` does the same),
 * so SIGTERM reaches the server: tsx's CLI relays it to a child it SIGKILLs when no answer comes within
 * 60 ms, which under load cut requests in flight.
 */
const withTsx = (entry: string) => ['--import', 'tsx', entry];
const API_ARGS = withTsx('src/server.ts');
/** Long enough for a graceful stop (jobs, pools); a hang shows up in the caller rather than being killed. */
const KILL_AFTER_MS = 120_000;

export interface ChildApi {
  url: string;
  process: ServiceProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `src/server.ts` as a separate OS process, as `pnpm --filter @facturador/api start` does, with
 * the test secrets unless `env` sets others (production, i.e. DATABASE_URL, requires them).
 */
export function spawnApi(env: Record<string, string>): ServiceProcess {
  return spawnService(process.execPath, API_ARGS, {
    cwd: API_ROOT,
    env: { LOG_LEVEL: 'warn', ...TEST_SECRETS_ENV, ...env },
    killAfterMs: KILL_AFTER_MS,
  });
}

/** Starts an API process (as spawnApi) on a free port and waits until it answers. */
export async function startChildApi(env: Record<string, string>): Promise<ChildApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startService(process.execPath, API_ARGS, {
    cwd: API_ROOT,
    env: { LOG_LEVEL: 'warn', ...TEST_SECRETS_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    killAfterMs: KILL_AFTER_MS,
    readyUrl: `${url}/docs/json`,
  }).catch((error: Error) => {
    throw new Error(`la API hija no arrancó: ${error.message}`);
  });
  return { url, process: child, output: child.output, stop: child.stop };
}

/** The SRI simulator as its own process (`pnpm --filter @facturador/api sim`) on a free port. */
export async function startSimulatorProcess(
  env: Record<string, string> = {},
): Promise<ServiceProcess & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startService(process.execPath, withTsx('sim/server.ts'), {
    cwd: API_ROOT,
    env: { ...env, SRI_SIM_PORT: String(port) },
    readyUrl: `${url}/health`,
  });
  return Object.assign(child, { url });
}
