/**
 * Loaded into the API process (NODE_OPTIONS=--import) by bench:import:bombs: the longest event-loop delay
 * (perf_hooks monitorEventLoopDelay) and the peak resident memory (VmHWM, reset through clear_refs) since the
 * last `POST /reset`, answered on BENCH_PROBE_PORT. The probe answers from the API's own event loop, so it
 * answers after any block, with the block counted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const port = Number(process.env.BENCH_PROBE_PORT);
if (port) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const statusKb = (field) =>
    Number(readFileSync('/proc/self/status', 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]);
  let baseKb = statusKb('VmRSS');
  http
    .createServer((request, response) => {
      if (request.method === 'POST') {
        delay.reset();
        writeFileSync('/proc/self/clear_refs', '5'); // VmHWM back to the current RSS
        baseKb = statusKb('VmRSS');
      }
      const body = { maxDelayMs: delay.max / 1e6, baseMb: baseKb / 1024, peakMb: statusKb('VmHWM') / 1024 };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
