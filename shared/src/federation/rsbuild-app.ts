/**
 * The Rsbuild configuration every app of the suite builds with (shell and areas): React,
 * Module Federation with the one shared-deps definition, Tailwind, CORS for remote assets,
 * a fixed port per app. Build-time only.
 */
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import tailwindcss from '@tailwindcss/postcss';
import { areaScopeClass, scopeCss } from './scope-css';
import { federationShared } from './shared-deps';

type AppOptions = {
  /** Module Federation container name, e.g. `mf_admin`. */
  name: string;
  /** Default port; overridable with the env variable named by `portEnv`. */
  port: number;
  portEnv: string;
  title: string;
  dependencies: Record<string, string>;
  /** Areas expose `./spa`; the shell exposes nothing. */
  exposes?: Record<string, string>;
};

const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));
/** The default `/config.json` (local ports); `pnpm start` rewrites it in each dist from the environment. */
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export function createAppConfig(options: AppOptions): RsbuildConfig {
  const port = Number(process.env[options.portEnv] ?? options.port);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes ?? {},
        shared: federationShared(options.dependencies),
        // With the default strategy a dead remote blanks the whole shell at start (RUNTIME-003).
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { template: htmlTemplate, title: options.title },
    // Chunks of a remote load from the remote's own origin inside the shell: resolve it at run time.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    server: {
      port,
      strictPort: true,
      host: process.env.HOST ?? 'localhost',
      cors: { origin: '*' },
      htmlFallback: 'index',
      historyApiFallback: true,
      publicDir: { name: publicDir, copyOnBuild: true },
    },
    dev: { assetPrefix: 'auto' },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      postcss: {
        postcssOptions: {
          plugins: options.exposes ? [tailwindcss(), scopeCss(`.${areaScopeClass(options.name)}`)] : [tailwindcss()],
        },
      },
    },
  });
}
