import type { Browser } from 'playwright-core';

/**
 * How fast this machine's CPU is, as a page sees it, on Lighthouse's BenchmarkIndex scale: how many
 * times a second a page can build a 100 000-character string, one character at a time (Lighthouse
 * calls 750+ desktop class; Chrome DevTools' calibration puts a Pixel 5 near 1000 and a Moto G4 near
 * 264). The slow phone is this machine slowed by a fixed factor, so its figures move with the
 * machine: the index printed beside them tells a slower machine from a slower page.
 */
export async function cpuIndex(browser: Browser, slowdown = 1): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const stringsPerSecond = () =>
      page.evaluate(() => {
        const started = performance.now();
        let built = 0;
        while (performance.now() - started < 500) {
          let text = '';
          for (let i = 0; i < 100_000; i++) text += 'a';
          if (text.length === 100_000) built++;
        }
        return built / ((performance.now() - started) / 1000);
      });
    await stringsPerSecond(); // V8 warms up on the first round
    const rounds = [await stringsPerSecond(), await stringsPerSecond(), await stringsPerSecond()];
    return Math.round(rounds.sort((a, b) => a - b)[1]!);
  } finally {
    await context.close();
  }
}
