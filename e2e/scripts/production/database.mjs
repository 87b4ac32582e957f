// PostgreSQL for the production deployment: reachable, and the database created when it is missing.
import pg from 'pg';

/** PostgreSQL's code for "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';

async function connect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}

/** The same server's maintenance database `postgres`, to create the one the URL names. */
function maintenanceUrl(url) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}

/**
 * Checks that DATABASE_URL answers; creates its database when the server is up and it is missing.
 * Returns 'existente' or 'creada'; throws a Spanish message when PostgreSQL cannot be reached.
 */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  try {
    const client = await connect(url);
    await client.end();
    return 'existente';
  } catch (error) {
    if (error.code !== INVALID_CATALOG_NAME)
      throw new Error(`PostgreSQL no responde en ${redact(url)}: ${error.message}`);
  }
  const admin = await connect(maintenanceUrl(url));
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return 'creada';
}

/** Drops a database (the deployment test's own); absent is fine. */
export async function dropDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = await connect(maintenanceUrl(url));
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The URL without its password, for messages. */
export function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
