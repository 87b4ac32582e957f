import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api/ folder, whatever the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** undefined: generated once and stored in the database. */
  jwtSecret: string | undefined;
  tokenTtl: string;
  corsOrigins: string[];
  /** Login attempts per IP and usuario per minute. */
  loginRateLimit: number;
  logLevel: string;
}

const localOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`${name} debe ser un entero entre ${min} y ${max} (recibido: ${value})`);
  return parsed;
}

/** Reads the environment; every variable has a documented default (README, "Configuración"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: integer('PORT', env.PORT, 4000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data', 'pglite')),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtl: env.TOKEN_TTL || '12h',
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : localOrigins,
    loginRateLimit: integer('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 20, 1, 1_000_000),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
