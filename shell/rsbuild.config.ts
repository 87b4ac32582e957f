import { SHELL_APP } from '@facturador/shared/federation/apps';
import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  app: SHELL_APP,
  dependencies: pkg.dependencies,
  prerender: './src/prerender.tsx',
  firstScript: './src/early/early-requests.ts',
});
