/**
 * Loaded into the API process (NODE_OPTIONS=--import) by bench:import:bombs: the longest event-loop delay
 * (perf_hooks monitorEventLoopDelay) and the peak resident memory (VmHWM, reset through clear_refs) since the
 * last `POST /reset`, answered on BENCH_PROBE_PORT. On a machine shared by many, a delay also counts the time
 * the process waited for a core; so the probe also takes the main thread's own CPU time between two turns of a
 * 5 ms timer (schedstat), the longest stretch it ran without the loop turning. The probe answers from the
 * API's own event loop, so it answers after any block, with the block counted.
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
  const mainThreadCpuMs = () =>
    Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  let lastCpu = mainThreadCpuMs();
  let maxCpuMs = 0;
  setInterval(() => {
    const cpu = mainThreadCpuMs();
    maxCpuMs = Math.max(maxCpuMs, cpu - lastCpu);
    lastCpu = cpu;
  }, 5).unref();
  http
    .createServer((request, response) => {
      if (request.method === 'POST') {
        delay.reset();
        maxCpuMs = 0;
        lastCpu = mainThreadCpuMs();
        writeFileSync('/proc/self/clear_refs', '5'); // VmHWM back to the current RSS
        baseKb = statusKb('VmRSS');
      }
      const body = { maxDelayMs: delay.max / 1e6, maxCpuMs, baseMb: baseKb / 1024, peakMb: statusKb('VmHWM') / 1024 };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
