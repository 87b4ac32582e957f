import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default (never a downloaded browser); CHROMIUM_PATH points elsewhere. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_BASE_URL: a deployment already running elsewhere (e.g. `pnpm start:production` behind nginx);
// nothing is started for it.
if (process.env.E2E_BASE_URL) process.env.E2E_EXTERNAL ??= '1';
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.SHELL_PORT ?? 3000}`;

export default defineConfig({
  testDir: './tests',
  // The suite runs on a 2-core machine next to the API and seven servers: one worker keeps it steady.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
