import { configDefaults, defineConfig } from 'vitest/config';

// PGlite instances take ~0.4 GB each and this machine has 2 cores: few workers, generous timeouts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // `*.pg.test.ts` test what only PostgreSQL has (several processes, dropped connections): they run on
    // that engine only, instead of being skipped on PGlite (a skipped file fails `pnpm test`).
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'test/**/*.pg.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own app, database and simulator and restores what it changes in process.env, so
    // files share a worker's loaded modules: importing the API anew for each of 100+ files was about 40 %
    // of the suite's time.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
