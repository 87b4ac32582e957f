/** An integer setting from the environment, with a default and bounds (a bad value stops the start). */
export function envInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`${name} debe ser un entero entre ${min} y ${max} (recibido: ${value})`);
  return parsed;
}

/**
 * JOBS_POLL_INTERVAL_MS (default 1000, at least 500): how often workers look for due jobs.
 * JOBS_BATCH_SIZE (default 20): jobs a worker takes at once; they run concurrently.
 */
export interface JobsConfig {
  pollIntervalMs: number;
  batchSize: number;
}

export function loadJobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  return {
    pollIntervalMs: envInteger(env, 'JOBS_POLL_INTERVAL_MS', 1_000, 500, 3_600_000),
    batchSize: envInteger(env, 'JOBS_BATCH_SIZE', 20, 1, 500),
  };
}
