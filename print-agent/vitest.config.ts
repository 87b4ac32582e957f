import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own agent and capture printers on ephemeral ports; two cores: run files one by one.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
