// `pnpm start` / `pnpm dev`: the whole suite on the embedded defaults, then the URLs to open.
import { PORTS, startSuite } from './suite.mjs';

const dev = process.argv.includes('--dev');

try {
  const { stop } = await startSuite({ dev });
  const line = (label, port, path = '') => console.log(`  ${label.padEnd(28)} http://localhost:${port}${path}`);
  console.log('\nFacturador está listo:');
  line('Aplicación (shell)', PORTS.shell);
  line('API / OpenAPI', PORTS.api, '/docs');
  line('Simulador SRI', PORTS.sriSim);
  line('Agente de impresión', PORTS.printAgent, '/version');
  if (!(process.env.SUITE_SKIP ?? '').split(',').includes('maildev'))
    line('Correos enviados (MailDev)', PORTS.maildevWeb);
  line('Áreas independientes', PORTS.landing, ` … ${PORTS.publicRide}`);
  console.log('\nUsuarios de demostración: demo / demo1234, vendedor / demo1234, simple / demo1234, otra / demo1234');
  console.log('Ctrl+C para detener.\n');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stop();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(`No se pudo iniciar la suite: ${error.message}`);
  process.exit(1);
}
