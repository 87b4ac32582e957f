/**
 * RIDE benchmark: time to build the printable invoice PDF (shared `ride`: jspdf + jsbarcode) in Node,
 * for an invoice of 1 line and one of 100 lines. Prints the first (cold) build, which also loads
 * jspdf and jsbarcode, then the warm builds (median, p95, min, max), the PDF size and its pages.
 * Prints figures; asserts nothing.
 *
 *   pnpm --filter @facturador/bench bench:ride
 *   RIDE_RUNS=30
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildRidePdf } from '@facturador/shared/ride';
import { facturaRide, productos } from '@facturador/shared/ride/testing';

const RUNS = Number(process.env.RIDE_RUNS ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function pages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(run: () => Promise<Uint8Array>): Promise<{ ms: number; pdf: Uint8Array }> {
  const start = performance.now();
  const pdf = await run();
  return { ms: performance.now() - start, pdf };
}

async function main() {
  console.log(`RIDE PDF build, Node ${process.version}, load ${loadavg()[0]!.toFixed(2)}, ${RUNS} warm runs each`);
  const cases = [
    { name: '1 line', data: facturaRide({ productos: productos(1) }) },
    { name: '100 lines', data: facturaRide({ productos: productos(100) }) },
  ];
  const cold = await timed(() => buildRidePdf(cases[0]!.data));
  console.log(`cold first build (loads jspdf + jsbarcode), 1 line: ${ms(cold.ms)}`);

  for (const { name, data } of cases) {
    const times: number[] = [];
    let last: Uint8Array | undefined;
    for (let run = 0; run < RUNS; run++) {
      const result = await timed(() => buildRidePdf(data));
      times.push(result.ms);
      last = result.pdf;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(9)}: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
        `min ${ms(times[0]!)}, max ${ms(times.at(-1)!)}; ` +
        `${(last!.byteLength / 1024).toFixed(1)} KB, ${pages(last!)} page(s)`,
    );
  }
}

await main();
