import { defineConfig } from 'vitest/config';

// PGlite instances take ~0.4 GB each and this machine has 2 cores: few workers, generous timeouts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
