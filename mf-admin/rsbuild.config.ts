import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  name: 'mf_admin',
  port: 3003,
  portEnv: 'MF_ADMIN_PORT',
  title: 'Facturador · Administración',
  dependencies: pkg.dependencies,
  exposes: { './spa': './src/spa.ts' },
});
