// Preloaded into the API and simulator processes by emission-profile.ts (NODE_OPTIONS=--import):
// a CPU profile and a count of the SQL statements sent, over a window the benchmark opens and
// closes with SIGUSR2. Measurement only: the programs under test are not changed.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = process.env.PROBE_DIR;
const name = process.env.PROBE_NAME ?? String(process.pid);
const statements = new Map();
let counting = false;

// node-postgres: every statement the API sends, pooled or inside a transaction, goes through Client#query.
try {
  const pg = createRequire(path.join(process.cwd(), 'package.json'))('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    if (counting) {
      const text = typeof config === 'string' ? config : (config?.text ?? '(consulta preparada)');
      const key = text.replace(/\s+/g, ' ').slice(0, 160);
      statements.set(key, (statements.get(key) ?? 0) + 1);
    }
    return query.call(this, config, ...rest);
  };
} catch {
  // Not a program that talks to PostgreSQL (the simulator).
}

const session = new Session();
session.connect();
let profiling = false;

process.on('SIGUSR2', async () => {
  if (!profiling) {
    statements.clear();
    counting = true;
    profiling = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
    writeFileSync(path.join(dir, `${name}.started`), '');
    return;
  }
  counting = false;
  profiling = false;
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  writeFileSync(path.join(dir, `${name}.statements.json`), JSON.stringify(Object.fromEntries(statements)));
});
