import { defineConfig } from 'vitest/config';

// Component tests (*.test.tsx) render with real React in jsdom (no browser download); the rest run in Node.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
