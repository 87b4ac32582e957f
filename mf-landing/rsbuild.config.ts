import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  name: 'mf_landing',
  port: 3001,
  portEnv: 'MF_LANDING_PORT',
  title: 'Facturador · Facturación electrónica',
  dependencies: pkg.dependencies,
  exposes: { './spa': './src/spa.ts' },
});
