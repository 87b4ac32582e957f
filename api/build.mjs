// `pnpm --filter @facturador/api build`: the API as compiled JavaScript for production, dist/server.js
// (docs/produccion.md). One ESM bundle of src/server.ts with the TypeScript sources of @facturador/shared
// inside; the API's own dependencies stay external and resolve from node_modules at run time (native
// modules, PGlite's wasm files, pg-boss). The SQL migrations stay in drizzle/, found from API_ROOT (the
// folder above dist/, as above src/).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@facturador/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  // CommonJS modules of shared's dependencies call require(); in an ES module it has to be made.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
