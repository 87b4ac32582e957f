import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import { appSettings } from './db/schema';

/** The two keys the API needs: they sign sessions and encrypt the .p12 passwords stored in the database. */
export interface Secrets {
  jwtSecret: string;
  certEncryptionKey: string;
}

type SecretName = keyof Secrets;
const ENV_NAMES: Record<SecretName, string> = { jwtSecret: 'JWT_SECRET', certEncryptionKey: 'CERT_ENCRYPTION_KEY' };
// Where versions before the secrets file kept them (app_settings), read once to move them out.
const LEGACY_SETTING: Record<SecretName, string> = {
  jwtSecret: 'jwt_secret',
  certEncryptionKey: 'cert_encryption_key',
};
const GENERATE: Record<SecretName, () => string> = {
  jwtSecret: () => randomBytes(48).toString('base64url'),
  certEncryptionKey: () => randomBytes(32).toString('base64url'),
};

export class MissingSecretsError extends Error {
  override name = 'MissingSecretsError';
}

export const missingSecretsMessage = (names: string[]) =>
  `En producción (NODE_ENV=production o DATABASE_URL definida) la API no arranca sin ${names.join(' y ')} ` +
  'en el entorno: defínalas con valores aleatorios largos (p. ej. `openssl rand -base64 48`) y guárdelas fuera ' +
  'de la base de datos.';

/** config.auth's secrets; `production` also when DATABASE_URL is set (secrets from the environment). */
export type SecretsOptions = Pick<AppConfig['auth'], 'jwtSecret' | 'certEncryptionKey' | 'production' | 'secretsFile'>;

const missingSecrets = (options: SecretsOptions) =>
  (Object.keys(ENV_NAMES) as SecretName[]).filter((name) => !options[name]);

/** Shortest secret production accepts: 256 bits, what HS256 and the AES-256 key derivation rely on. */
export const MIN_SECRET_BYTES = 32;

export const shortSecretsMessage = (names: string[]) =>
  `En producción ${names.join(' y ')} debe${names.length > 1 ? 'n' : ''} tener al menos ${MIN_SECRET_BYTES} bytes: ` +
  'use valores aleatorios largos (p. ej. `openssl rand -base64 48`).';

/** Throws before anything opens when production lacks a secret or has one too short to be safe. */
export function assertProductionSecrets(options: SecretsOptions): void {
  if (!options.production) return;
  const missing = missingSecrets(options);
  if (missing.length) throw new MissingSecretsError(missingSecretsMessage(missing.map((name) => ENV_NAMES[name])));
  const short = (Object.keys(ENV_NAMES) as SecretName[]).filter(
    (name) => Buffer.byteLength(options[name]!, 'utf8') < MIN_SECRET_BYTES,
  );
  if (short.length) throw new MissingSecretsError(shortSecretsMessage(short.map((name) => ENV_NAMES[name])));
}

function readFile(file: string): Partial<Secrets> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Writes the file whole (a temporary file renamed over it), readable by its owner only. */
function writeFile(file: string, secrets: Partial<Secrets>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * The environment's secrets; in production both are required. The embedded demo generates the
 * missing ones into `secretsFile`, never into the database that holds what they protect; a secret an
 * older version stored in app_settings is moved to the file (it still decrypts that database's data).
 */
export async function resolveSecrets(db: Db, options: SecretsOptions): Promise<Secrets> {
  assertProductionSecrets(options);
  const missing = missingSecrets(options);
  if (missing.length === 0) return { jwtSecret: options.jwtSecret!, certEncryptionKey: options.certEncryptionKey! };

  const stored = readFile(options.secretsFile);
  let changed = false;
  for (const name of missing) {
    const [legacy] = await db
      .select({ valor: appSettings.valor })
      .from(appSettings)
      .where(eq(appSettings.clave, LEGACY_SETTING[name]));
    const value = legacy?.valor ?? stored[name];
    if (value !== stored[name] || !value) {
      stored[name] = value ?? GENERATE[name]();
      changed = true;
    }
  }
  if (changed) writeFile(options.secretsFile, stored);
  // Only once the file holds them: the database keeps no secret.
  for (const name of missing) await db.delete(appSettings).where(eq(appSettings.clave, LEGACY_SETTING[name]));
  return {
    jwtSecret: options.jwtSecret ?? stored.jwtSecret!,
    certEncryptionKey: options.certEncryptionKey ?? stored.certEncryptionKey!,
  };
}
