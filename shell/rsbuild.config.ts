import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  name: 'shell',
  port: 3000,
  portEnv: 'SHELL_PORT',
  title: 'Facturador · Facturación electrónica para Ecuador',
  dependencies: pkg.dependencies,
});
