// `pnpm start:production`: the production deployment (PostgreSQL, SRI simulator or real SRI, two API
// instances, nginx in front of everything on one port) until Ctrl+C or SIGTERM. docs/produccion.md.
import { productionSettings, startProduction } from './production/deployment.mjs';

const settings = productionSettings(process.env, process.argv.slice(2));
let stopping;

try {
  const { stop, children } = await startProduction(settings);
  const stopAll = async (code = 0) => {
    stopping ??= stop();
    await stopping;
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
  // A dead instance leaves the others serving (said loudly). Without the proxy nothing answers, without
  // the simulator nothing is authorized, without any instance the API is gone: stop everything and exit
  // non-zero, so a supervisor restarts the whole deployment.
  const isInstance = (child) => child.serviceName.startsWith('api-');
  const alive = (child) => child.exitCode === null && child.signalCode === null;
  for (const child of children) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`\n!!! ${child.serviceName} terminó (${signal ?? `código ${code}`}).`);
      if (!isInstance(child) || !children.filter(isInstance).some(alive)) void stopAll(1);
    });
  }
  console.log(`\nFacturador (producción) está listo en ${settings.publicUrl}`);
  console.log(
    `  API: ${settings.apiPorts.map((port) => `http://127.0.0.1:${port}`).join(', ')} (/ready, /metrics, /docs)`,
  );
  console.log(
    `  SRI: ${settings.startSimulator ? `simulador en http://127.0.0.1:${settings.sriSimPort}` : (settings.sriUrl ?? 'los servicios web del SRI según el ambiente')}`,
  );
  console.log(`  Sitio de nginx: ${settings.runtimeDir}/facturador.conf (deploy/nginx/facturador.conf completado)`);
  console.log('Ctrl+C para detener.\n');
} catch (error) {
  console.error(`No se pudo iniciar el despliegue de producción: ${error.message}`);
  process.exit(1);
}
