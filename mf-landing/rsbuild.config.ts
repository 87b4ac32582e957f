import { AREAS } from '@facturador/shared/federation/apps';
import { createAppConfig } from '@facturador/shared/federation/rsbuild';
import pkg from './package.json' with { type: 'json' };

export default createAppConfig({
  app: AREAS.landing,
  dependencies: pkg.dependencies,
  exposes: { './spa': './src/spa.ts' },
  prerender: './src/prerender.tsx',
});
