import { defineConfig } from 'vitest/config';

// Some tests run external tools (pdftoppm, zbarimg, pdftotext) on 2 cores shared with the builds:
// a generous timeout keeps a slow machine from failing a correct test (timeouts are no assertions).
export default defineConfig({
  test: {
    testTimeout: 60_000,
  },
});
