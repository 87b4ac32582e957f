import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSUMIDOR_FINAL_MAX_DEFAULT } from '@facturador/shared/domain';
import { localAppOrigins } from '@facturador/shared/federation/apps';
import type { HostResolver } from './services/integrations/destination-guard';
import type { SriEndpointSettings } from './sri';

/** The api/ folder, whatever the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

/**
 * Everything the API reads from the environment, read once when it starts. Every variable is in the
 * table of docs/configuracion.md with its default; this is the only reader.
 */
export interface AppConfig {
  server: {
    port: number;
    host: string;
    /** Behind a reverse proxy: the client IP comes from X-Forwarded-For (login rate limit). */
    trustProxy: boolean;
    corsOrigins: string[];
    logLevel: string;
    /** Bearer token for GET /metrics; undefined: served to loopback callers only. */
    metricsToken: string | undefined;
  };
  database: {
    /** PostgreSQL connection string; undefined = embedded PGlite in dataDir. */
    url: string | undefined;
    dataDir: string;
    /** SEED_DEMO=1 / 0; undefined: demo data only for the embedded default. */
    seedDemo: boolean | undefined;
  };
  auth: {
    /** Required in production; the embedded default generates it into secretsFile. */
    jwtSecret: string | undefined;
    /** Encrypts the certificates' passwords; required in production like jwtSecret. */
    certEncryptionKey: string | undefined;
    /** NODE_ENV=production: secrets must come from the environment (as with DATABASE_URL). */
    production: boolean;
    /** Generated secrets of the embedded default (0600), beside the data directory. */
    secretsFile: string;
    tokenTtl: string;
    /** Login attempts per IP and usuario per minute. */
    loginRateLimit: number;
  };
  emission: EmissionConfig;
  jobs: JobsConfig;
  mail: MailConfig;
  integrations: IntegrationsConfig;
}

/** Emission to SRI: where SRI is, and delays fit for it (authorization takes seconds, at most 24 h). */
export interface EmissionConfig {
  sriEndpoints: SriEndpointSettings;
  sriTimeoutMs: number;
  /** Longest POST /api/facturar waits for reception before answering that the document is on its way. */
  respuestaMaximaMs: number;
  pollDelayMs: number;
  pollMaxDelayMs: number;
  pollMaxAttempts: number;
  retryDelayMs: number;
  retryMaxDelayMs: number;
  /** Interval of the authorization queries of a POR AUTORIZAR document. */
  porAutorizarPollMs: number;
  /** How long a POR AUTORIZAR document is polled (SRI authorizes within 24 h); then it is flagged. */
  porAutorizarMaxMs: number;
  /** A document PENDIENTE (SRI unreachable) this long is flagged; its resends go on. */
  pendienteAtencionMs: number;
  sweepIntervalMs: number;
  rideRateLimit: number;
  /** How long a retried request waits for its twin's answer (idempotency). */
  idempotencyWaitMs: number;
  /** Cap on importeTotal of a consumidor final invoice (USD). */
  consumidorFinalMax: number;
  /** RUC of the e-invoicing software provider: every document carries it as campoAdicional (unset: none). */
  rucProveedor: string | undefined;
  /** Host of the SRI's public taxpayer registry (catastro); SRI_URL's when that points at the simulator. */
  catastroUrl: string;
  catastroTimeoutMs: number;
}

/** E-mail of authorized documents to their buyers (issue #12). */
export interface MailConfig {
  /** Deployment-wide SMTP server, e.g. smtp://127.0.0.1:1025; undefined: only emisores with their own. */
  smtpUrl: string | undefined;
  /** Sender address (and default name) of every message, e.g. `Facturador <facturas@example.com>`. */
  smtpFrom: string;
  /** Base of the public RIDE link in the body: `<publicUrl>/descargar-factura/{clave}`. */
  publicUrl: string;
  smtpTimeoutMs: number;
  retryDelayMs: number;
  retryMaxDelayMs: number;
  /** Sends SMTP did not accept for a transient reason before the message is left FALLÓ. */
  maxAttempts: number;
  /** Hour of the day (America/Guayaquil) the low-stock digest goes out (issue #15). */
  stockDigestHour: number;
  /** Hour of the day (America/Guayaquil) payment reminders go out (issue #23). */
  paymentReminderHour: number;
}

/** API keys and webhooks for other systems (issue #28). */
export interface IntegrationsConfig {
  /** Requests per minute allowed to each API key, counted across instances. */
  apiKeyRateLimit: number;
  /** How long a webhook receiver has to answer one delivery. */
  webhookTimeoutMs: number;
  /** First retry delay of a failed delivery; each next one doubles, up to webhookRetryMaxDelayMs. */
  webhookRetryDelayMs: number;
  webhookRetryMaxDelayMs: number;
  /** A delivery not accepted this long after its event is left FALLIDA (24 h). */
  webhookRetryWindowMs: number;
  /** Webhooks may point at this machine (127.0.0.0/8, ::1): on in the embedded default, off in production. */
  webhookAllowLoopback: boolean;
  /** Webhooks may point at private networks (10/8, 172.16/12, 192.168/16, fc00::/7…): off unless configured. */
  webhookAllowPrivate: boolean;
  /** How webhook host names are resolved, at save and at connect: the system's unless overridden (tests). */
  webhookResolver?: HostResolver;
}

export interface JobsConfig {
  pollIntervalMs: number;
  /** Jobs of one queue running at once in this process (each finishes on its own). */
  concurrency: number;
}

/** The overrides buildApp takes (tests): any field of any section. */
export type ConfigOverrides = { [Section in keyof AppConfig]?: Partial<AppConfig[Section]> };

/** An integer setting with a default and bounds; a bad value stops the start with its name. */
export function envInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`${name} debe ser un entero entre ${min} y ${max} (recibido: ${value})`);
  return parsed;
}

/** An amount in dollars (at most 2 decimals) with a default; a bad value stops the start with its name. */
function envAmount(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim()))
    throw new Error(`${name} debe ser un monto en dólares con hasta 2 decimales (recibido: ${value})`);
  return Number(value);
}

/** A 13-digit RUC, or unset; anything else stops the start with its name. */
function envRuc(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!/^\d{13}$/.test(value)) throw new Error(`${name} debe ser un RUC de 13 dígitos (recibido: ${value})`);
  return value;
}

/** A text setting; empty counts as unset. */
function envText(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** `1` / `0` switches; anything else (or unset) is undefined. */
function envSwitch(env: Env, name: string): boolean | undefined {
  return env[name] === '1' ? true : env[name] === '0' ? false : undefined;
}

const localOrigins = localAppOrigins();

const DAY_MS = 86_400_000;

/** The SRI's public registry host (SRI en línea). */
export const CATASTRO_SRI_URL = 'https://srienlinea.sri.gob.ec';

export function loadConfig(env: Env = process.env): AppConfig {
  const sriTimeoutMs = envInteger(env, 'SRI_TIMEOUT_MS', 20_000, 1, 600_000);
  const dataDir = path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data', 'pglite'));
  return {
    server: {
      port: envInteger(env, 'PORT', 4000, 0, 65535),
      host: env.HOST || '127.0.0.1',
      trustProxy: env.TRUST_PROXY === '1',
      corsOrigins: env.CORS_ORIGINS
        ? env.CORS_ORIGINS.split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : localOrigins,
      logLevel: env.LOG_LEVEL || 'info',
      metricsToken: envText(env, 'METRICS_TOKEN'),
    },
    database: {
      url: env.DATABASE_URL || undefined,
      dataDir,
      seedDemo: envSwitch(env, 'SEED_DEMO'),
    },
    auth: {
      jwtSecret: env.JWT_SECRET || undefined,
      certEncryptionKey: env.CERT_ENCRYPTION_KEY || undefined,
      production: env.NODE_ENV === 'production',
      secretsFile: path.resolve(env.SECRETS_FILE || path.join(path.dirname(dataDir), 'secrets.json')),
      tokenTtl: env.TOKEN_TTL || '12h',
      loginRateLimit: envInteger(env, 'LOGIN_RATE_LIMIT', 20, 1, 1_000_000),
    },
    emission: {
      sriEndpoints: {
        url: envText(env, 'SRI_URL'),
        recepcion: envText(env, 'SRI_RECEPCION_URL'),
        autorizacion: envText(env, 'SRI_AUTORIZACION_URL'),
      },
      sriTimeoutMs,
      respuestaMaximaMs: envInteger(env, 'SRI_RESPUESTA_MAXIMA_MS', 8_000, 1, 600_000),
      pollDelayMs: envInteger(env, 'SRI_POLL_DELAY_MS', 3_000, 0, DAY_MS),
      pollMaxDelayMs: envInteger(env, 'SRI_POLL_MAX_DELAY_MS', 300_000, 0, DAY_MS),
      pollMaxAttempts: envInteger(env, 'SRI_POLL_MAX_ATTEMPTS', 20, 1, 10_000),
      retryDelayMs: envInteger(env, 'SRI_RETRY_DELAY_MS', 10_000, 0, DAY_MS),
      retryMaxDelayMs: envInteger(env, 'SRI_RETRY_MAX_DELAY_MS', 600_000, 0, DAY_MS),
      porAutorizarPollMs: envInteger(env, 'SRI_POR_AUTORIZAR_POLL_MS', 1_800_000, 100, DAY_MS),
      porAutorizarMaxMs: envInteger(env, 'SRI_POR_AUTORIZAR_MAX_MS', DAY_MS, 1_000, 7 * DAY_MS),
      pendienteAtencionMs: envInteger(env, 'SRI_PENDIENTE_ATENCION_MS', 3_600_000, 1_000, 7 * DAY_MS),
      sweepIntervalMs: envInteger(env, 'SRI_SWEEP_INTERVAL_MS', 300_000, 0, DAY_MS),
      rideRateLimit: envInteger(env, 'RIDE_RATE_LIMIT', 60, 1, 1_000_000),
      idempotencyWaitMs: 2 * sriTimeoutMs + 10_000,
      consumidorFinalMax: envAmount(env, 'CONSUMIDOR_FINAL_MAX', CONSUMIDOR_FINAL_MAX_DEFAULT),
      rucProveedor: envRuc(env, 'RUC_PROVEEDOR'),
      catastroUrl: (envText(env, 'CATASTRO_URL') ?? envText(env, 'SRI_URL') ?? CATASTRO_SRI_URL).replace(/\/+$/, ''),
      catastroTimeoutMs: envInteger(env, 'CATASTRO_TIMEOUT_MS', 5_000, 1, 600_000),
    },
    integrations: {
      apiKeyRateLimit: envInteger(env, 'API_KEY_RATE_LIMIT', 300, 1, 1_000_000),
      webhookTimeoutMs: envInteger(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
      webhookRetryDelayMs: envInteger(env, 'WEBHOOK_RETRY_DELAY_MS', 30_000, 0, DAY_MS),
      webhookRetryMaxDelayMs: envInteger(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 3_600_000, 0, DAY_MS),
      webhookRetryWindowMs: envInteger(env, 'WEBHOOK_RETRY_WINDOW_MS', DAY_MS, 1_000, 7 * DAY_MS),
      // A production deployment (NODE_ENV=production or DATABASE_URL) never calls itself unless told to.
      webhookAllowLoopback:
        envSwitch(env, 'WEBHOOK_ALLOW_LOOPBACK') ?? !(env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL)),
      webhookAllowPrivate: envSwitch(env, 'WEBHOOK_ALLOW_PRIVATE') ?? false,
    },
    jobs: {
      pollIntervalMs: envInteger(env, 'JOBS_POLL_INTERVAL_MS', 1_000, 500, 3_600_000),
      concurrency: envInteger(env, 'JOBS_CONCURRENCY', 20, 1, 500),
    },
    mail: {
      smtpUrl: envText(env, 'SMTP_URL'),
      smtpFrom: envText(env, 'SMTP_FROM') ?? 'Facturador <facturas@facturador.local>',
      publicUrl: (envText(env, 'PUBLIC_URL') ?? envText(env, 'SHELL_URL') ?? 'http://localhost:3000').replace(
        /\/+$/,
        '',
      ),
      smtpTimeoutMs: envInteger(env, 'SMTP_TIMEOUT_MS', 20_000, 1, 600_000),
      retryDelayMs: envInteger(env, 'MAIL_RETRY_DELAY_MS', 30_000, 0, DAY_MS),
      retryMaxDelayMs: envInteger(env, 'MAIL_RETRY_MAX_DELAY_MS', 3_600_000, 0, DAY_MS),
      maxAttempts: envInteger(env, 'MAIL_MAX_ATTEMPTS', 12, 1, 1_000),
      stockDigestHour: envInteger(env, 'STOCK_DIGEST_HOUR', 7, 0, 23),
      paymentReminderHour: envInteger(env, 'PAYMENT_REMINDER_HOUR', 8, 0, 23),
    },
  };
}

/** The configuration with some fields replaced, section by section. */
export function withOverrides(config: AppConfig, overrides: ConfigOverrides = {}): AppConfig {
  return {
    server: { ...config.server, ...overrides.server },
    database: { ...config.database, ...overrides.database },
    auth: { ...config.auth, ...overrides.auth },
    emission: { ...config.emission, ...overrides.emission },
    jobs: { ...config.jobs, ...overrides.jobs },
    mail: { ...config.mail, ...overrides.mail },
    integrations: { ...config.integrations, ...overrides.integrations },
  };
}
