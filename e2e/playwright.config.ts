import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default (never a downloaded browser); CHROMIUM_PATH points elsewhere. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseURL = `http://localhost:${process.env.SHELL_PORT ?? 3000}`;

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
