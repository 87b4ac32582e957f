import pg from 'pg';

/** The two database engines the API runs on; every API benchmark measures both. */
export type Engine = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Engines named on the command line (`pglite`, `postgres`), or both. */
export function requestedEngines(argv: string[] = process.argv.slice(2)): Engine[] {
  const requested = argv.filter((arg): arg is Engine => arg === 'pglite' || arg === 'postgres');
  return requested.length ? requested : ['pglite', 'postgres'];
}

/** Whether the PostgreSQL server answers, so a missing one skips its rows instead of failing. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
