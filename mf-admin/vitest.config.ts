import { defineConfig } from 'vitest/config';

// Component tests (*.test.tsx) render with real React in jsdom (no browser download); the rest run in Node.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      // A screen test types whole forms in jsdom: seconds on a busy machine, so more room than the 5 s default.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test-support/dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
