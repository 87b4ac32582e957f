/**
 * The SRI simulator as its own process: `tsx api/sim/server.ts` (or `pnpm --filter @facturador/api sim`).
 * Environment: SRI_SIM_PORT (4100), SRI_SIM_HOST (127.0.0.1), SRI_SIM_AUTH_DELAY_MS (1000),
 * SRI_SIM_FAULTS (e.g. "devuelta:43"), SRI_SIM_STATE_FILE (JSON file to survive restarts),
 * SRI_SIM_LOG=1 (one line per request), SRI_SIM_DEMO=0 (without the demo's documents from other taxpayers). Point the API at it with SRI_URL=http://127.0.0.1:4100.
 */
import { startSimulator } from './simulator';

const simulator = await startSimulator({
  host: process.env.SRI_SIM_HOST,
  // The demo's retenciones from a customer (docs/retenciones-y-compras.md); SRI_SIM_DEMO=0 leaves them out.
  demo: process.env.SRI_SIM_DEMO !== '0',
  log: process.env.SRI_SIM_LOG === '1' ? (line) => console.log(`[sri-sim] ${line}`) : undefined,
});
console.log(`[sri-sim] Simulador del SRI escuchando en ${simulator.url}`);

const stop = async () => {
  await simulator.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
