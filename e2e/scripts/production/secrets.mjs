// JWT_SECRET and CERT_ENCRYPTION_KEY for the production deployment: from the environment, or — only
// when asked for a local trial — generated once into a 0600 file outside the database and reused
// (a new CERT_ENCRYPTION_KEY would leave the stored .p12 passwords unreadable).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const SECRET_NAMES = ['JWT_SECRET', 'CERT_ENCRYPTION_KEY'];

const generate = {
  JWT_SECRET: () => randomBytes(48).toString('base64url'),
  CERT_ENCRYPTION_KEY: () => randomBytes(32).toString('base64url'),
};

export class MissingSecretsError extends Error {}

/**
 * The two secrets. Missing ones are an error unless `trialFile` is given: then they are read from it,
 * or generated and written there, and `generated` lists them so the caller can warn loudly.
 */
export function resolveSecrets(env, trialFile) {
  const secrets = {};
  const missing = [];
  for (const name of SECRET_NAMES) {
    if (env[name]?.trim()) secrets[name] = env[name].trim();
    else missing.push(name);
  }
  if (missing.length === 0) return { secrets, fromFile: [], generated: [] };
  if (!trialFile)
    throw new MissingSecretsError(
      `Faltan ${missing.join(' y ')} en el entorno. En producción defínalas con valores aleatorios largos ` +
        '(p. ej. `openssl rand -base64 48`) guardados fuera de la base de datos; para una prueba local ' +
        'use `pnpm start:production --prueba-local`, que las genera en un archivo aparte.',
    );
  const stored = existsSync(trialFile) ? JSON.parse(readFileSync(trialFile, 'utf8')) : {};
  const generated = missing.filter((name) => !stored[name]);
  for (const name of generated) stored[name] = generate[name]();
  if (generated.length) {
    mkdirSync(dirname(trialFile), { recursive: true });
    writeFileSync(trialFile, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  for (const name of missing) secrets[name] = stored[name];
  return { secrets, fromFile: missing.filter((name) => !generated.includes(name)), generated };
}
