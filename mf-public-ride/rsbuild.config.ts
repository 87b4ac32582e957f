import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  name: 'mf_public_ride',
  port: 3004,
  portEnv: 'MF_PUBLIC_RIDE_PORT',
  title: 'Facturador · Visualiza tu factura',
  dependencies: pkg.dependencies,
  exposes: { './spa': './src/spa.ts' },
});
