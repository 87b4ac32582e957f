import { envInteger } from '../jobs/config';

/**
 * Emission settings, read from the environment when the API starts. Every delay has a default fit
 * for SRI (authorization usually takes seconds, SRI promises it within 24 h); tests shorten them.
 *
 * | Variable                | Default  | Meaning                                                              |
 * | ----------------------- | -------- | -------------------------------------------------------------------- |
 * | SRI_URL                 | SRI      | Host of both SRI services (the simulator: http://127.0.0.1:4100)     |
 * | SRI_TIMEOUT_MS          | 20000    | Timeout of each SRI call                                             |
 * | SRI_POLL_DELAY_MS       | 3000     | First authorization query after RECIBIDA; doubles on each EN PROCESO |
 * | SRI_POLL_MAX_DELAY_MS   | 300000   | Longest wait between two authorization queries                       |
 * | SRI_POLL_MAX_ATTEMPTS   | 20       | EN PROCESO answers before the document is left POR AUTORIZAR         |
 * | SRI_RETRY_DELAY_MS      | 10000    | First resend of a PENDIENTE document (SRI unreachable); doubles      |
 * | SRI_RETRY_MAX_DELAY_MS  | 600000   | Longest wait between two resends (they never stop)                   |
 * | SRI_SWEEP_INTERVAL_MS   | 300000   | Re-enqueues documents on their way to SRI that lost their job; 0=off |
 * | CERT_ENCRYPTION_KEY     | generated| Key that encrypts certificate passwords at rest (else stored in DB)  |
 * | RIDE_RATE_LIMIT         | 60       | Public RIDE/XML requests per IP per minute                           |
 */
export interface EmissionConfig {
  pollDelayMs: number;
  pollMaxDelayMs: number;
  pollMaxAttempts: number;
  retryDelayMs: number;
  retryMaxDelayMs: number;
  sweepIntervalMs: number;
  certEncryptionKey: string | undefined;
  rideRateLimit: number;
  /** How long a retried request waits for its twin's answer (idempotency). */
  idempotencyWaitMs: number;
  sriTimeoutMs: number;
}

const DAY_MS = 86_400_000;

export function loadEmissionConfig(env: NodeJS.ProcessEnv = process.env): EmissionConfig {
  const sriTimeoutMs = envInteger(env, 'SRI_TIMEOUT_MS', 20_000, 1, 600_000);
  return {
    pollDelayMs: envInteger(env, 'SRI_POLL_DELAY_MS', 3_000, 0, DAY_MS),
    pollMaxDelayMs: envInteger(env, 'SRI_POLL_MAX_DELAY_MS', 300_000, 0, DAY_MS),
    pollMaxAttempts: envInteger(env, 'SRI_POLL_MAX_ATTEMPTS', 20, 1, 10_000),
    retryDelayMs: envInteger(env, 'SRI_RETRY_DELAY_MS', 10_000, 0, DAY_MS),
    retryMaxDelayMs: envInteger(env, 'SRI_RETRY_MAX_DELAY_MS', 600_000, 0, DAY_MS),
    sweepIntervalMs: envInteger(env, 'SRI_SWEEP_INTERVAL_MS', 300_000, 0, DAY_MS),
    certEncryptionKey: env.CERT_ENCRYPTION_KEY || undefined,
    rideRateLimit: envInteger(env, 'RIDE_RATE_LIMIT', 60, 1, 1_000_000),
    idempotencyWaitMs: 2 * sriTimeoutMs + 10_000,
    sriTimeoutMs,
  };
}

/** Exponential backoff: base, 2 x base, 4 x base ... capped at max. `attempt` starts at 1. */
export function backoffDelay(baseMs: number, maxMs: number, attempt: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, Math.max(maxMs, baseMs));
}
