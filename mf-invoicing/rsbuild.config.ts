import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  name: 'mf_invoicing',
  port: 3002,
  portEnv: 'MF_INVOICING_PORT',
  title: 'Facturador · Nueva Factura',
  dependencies: pkg.dependencies,
  exposes: { './spa': './src/spa.ts' },
});
