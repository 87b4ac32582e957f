import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_FOLDER } from '../../db/database';

export interface ReadinessChecks {
  baseDeDatos: boolean;
  migraciones: boolean;
  tareas: boolean;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('tiempo agotado')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** Migrations shipped with this build (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

/** Database reachable, every shipped migration applied, job queue running; each check bounded in time. */
export async function readiness(app: FastifyInstance): Promise<ReadinessChecks> {
  const applied = await withTimeout(
    app.db.execute(sql`select count(*) as applied from drizzle.__drizzle_migrations`),
  ).then(
    (result) => Number((result as unknown as { rows: { applied: unknown }[] }).rows[0]?.applied),
    () => null,
  );
  return {
    baseDeDatos: applied !== null,
    migraciones: applied !== null && applied >= shippedMigrations(),
    tareas: app.jobs.running(),
  };
}
