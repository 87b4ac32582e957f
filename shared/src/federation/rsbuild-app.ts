/**
 * The Rsbuild configuration every app of the suite builds with (shell and areas): React 19 (with
 * Fast Refresh in the dev server),
 * Module Federation with the one shared-deps definition, Tailwind, CORS for remote assets,
 * the app's port and title from the one registry (apps.mjs), `/config.json`. Build-time only.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type EnvironmentConfig,
  type RsbuildConfig,
  type RsbuildConfigSyncFn,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import tailwindcss from '@tailwindcss/postcss';
import { appPort, areaScopeClass, runtimeConfig, type ShellApp } from './apps.mjs';
import { pluginFirstViewPreload } from './first-view-preload';
import { pluginPrerender } from './prerender-plugin';
import { previewServerSetup } from './preview-headers';

export type { AreaPrerenderModule, ShellPrerenderModule } from './prerender-plugin';

import { scopeCss } from './scope-css';
import { federationShared } from './shared-deps';

type AppOptions = {
  /** The app's entry in the registry: `SHELL_APP` or one of `AREAS`. */
  app: ShellApp;
  dependencies: Record<string, string>;
  /** Areas expose `./spa`; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The app's pre-render entry (see prerender-plugin.ts): its first view is written into its HTML. */
  prerender?: string;
  /**
   * A script that starts the page's first requests before the entry has arrived (the shell's
   * early/early-requests.ts): built on its own, without Module Federation, and inlined at the top of
   * the built index.html (see first-view-preload.ts).
   */
  firstScript?: string;
};

const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));
const runtimeGlobalEntry = fileURLToPath(new URL('./federation-runtime-global.ts', import.meta.url));
/** Where the build writes an app's first script before inlining it into index.html. */
const FIRST_SCRIPT_FILE = 'static/js/first-script.js';
/** The file an area's standalone index.html loads before its entry (see federation-runtime-global.ts). */
export const FEDERATION_RUNTIME_FILE = 'static/js/federation-runtime.js';

/** The runtime core of the app's own @module-federation/enhanced: the very copy its entries are built for. */
function runtimeCorePath(): string {
  const enhanced = createRequire(join(process.cwd(), 'package.json')).resolve('@module-federation/enhanced/rspack');
  return createRequire(enhanced).resolve('@module-federation/runtime-tools/runtime-core');
}

/**
 * Every entry carries the bundler's Module Federation glue, which Rspack requires by its CommonJS
 * build: nothing of it can be left out. Its ES module build is the same code, and tree-shakable:
 * 16.6 → 9.9 KB gzip per area entry (measured on mf-landing's remote entry). The same for the
 * runtime's API the glue imports: 11.0 → 10.4 KB (mf-invoicing's remote entry).
 */
function bundlerRuntimeAsModule(): Record<string, string> {
  const enhanced = createRequire(join(process.cwd(), 'package.json')).resolve('@module-federation/enhanced/rspack');
  const runtimeTools = createRequire(enhanced).resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(runtimeTools);
  const commonJs = [
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromTools.resolve('@module-federation/runtime'),
    fromTools.resolve('@module-federation/runtime/helpers'),
  ];
  return Object.fromEntries(commonJs.map((file) => [file, file.replace(/\.cjs$/, '.js')]));
}

/** Serves and emits `/config.json` built from the registry and the environment; `pnpm start` rewrites it in each dist. */
const pluginRuntimeConfig: RsbuildPlugin = {
  name: 'facturador-runtime-config',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(
        'config.json',
        new sources.RawSource(`${JSON.stringify(runtimeConfig(process.env), null, 2)}\n`),
      );
    });
  },
};

/** Every app's entry: Module Federation's runtime, then the async boundary (`import('./bootstrap')`). */
const ENTRY = './src/index.ts';

const oneRefreshRuntime = fileURLToPath(new URL('./react-refresh-runtime.js', import.meta.url));

/**
 * Dev server: one React Fast Refresh runtime per page, so that an area mounted inside the shell is
 * refreshed in place like the shell's own pages (see react-refresh-runtime.js). Every import of
 * `react-refresh/runtime` but the one in that module gets it instead.
 */
const pluginOneReactRefreshRuntime: RsbuildPlugin = {
  name: 'facturador-one-react-refresh-runtime',
  setup(api) {
    api.modifyRspackConfig((config, { rspack }) => {
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resolveData) => {
          if (resolveData.contextInfo.issuer !== oneRefreshRuntime) resolveData.request = oneRefreshRuntime;
        }),
      );
    });
  },
};

/** The config of `rsbuild build` (production: shared tree shaking, pre-render), of the dev server or of preview. */
export function createAppConfig(options: AppOptions): RsbuildConfigSyncFn {
  return defineConfig(({ command }) => appConfig(options, command === 'build', command === 'preview'));
}

/** A plain script of one file beside the app's own, outside Module Federation and without an HTML page. */
function plainScriptEnvironment(name: string, entry: string): EnvironmentConfig {
  return {
    source: { entry: { [name]: entry } },
    output: { cleanDistPath: false, filenameHash: false, distPath: { js: 'static/js' } },
    tools: { htmlPlugin: false },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}

function appConfig(
  { app, dependencies, exposes, prerender, firstScript }: AppOptions,
  build: boolean,
  preview: boolean,
): RsbuildConfig {
  const area = Boolean(exposes);
  return {
    plugins: [
      pluginReact(),
      ...(build || preview ? [] : [pluginOneReactRefreshRuntime]),
      pluginRuntimeConfig,
      ...(prerender ? [pluginPrerender({ entry: prerender, area })] : []),
      ...(build
        ? [pluginFirstViewPreload({ entryModule: ENTRY, firstScript: firstScript ? FIRST_SCRIPT_FILE : undefined })]
        : []),
      pluginModuleFederation(
        {
          name: app.name,
          exposes: exposes ?? {},
          shared: federationShared(dependencies, { treeShaking: build, ...(area && { area: app.dir }) }),
          // With the default strategy a dead remote blanks the whole shell at start (RUNTIME-003).
          shareStrategy: 'loaded-first',
          // Every app's tree-shaken shared modules hold the same names (used-exports.ts): the runtime has
          // nothing to check, and the lists would cost every entry ~4 KB gzip.
          injectTreeShakingUsedExports: false,
          dts: false,
          // One MF runtime per page (~33 KB gzip): the shell provides it, every area's entries use it.
          // Browser-only builds: the runtime's Node script loaders drop out (−2.1 KB gzip in the shell).
          experiments: {
            ...(area ? { externalRuntime: true } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        },
        { environment: 'web' },
      ),
    ],
    environments: {
      web: {
        source: { entry: { index: ENTRY } },
        // Not in the shell: its entry also holds the runtime core it provides, which the glue's module
        // build would bring a second time (+6 KB measured).
        ...(area && { resolve: { alias: bundlerRuntimeAsModule() } }),
      },
      ...(firstScript && { firstScript: plainScriptEnvironment('first-script', firstScript) }),
      // Areas only: the runtime for their standalone page, a plain script outside Module Federation.
      ...(area && {
        federationRuntime: {
          // The same browser-only build of the runtime the Module Federation plugin gives the shell.
          source: {
            entry: { 'federation-runtime': runtimeGlobalEntry },
            define: { ENV_TARGET: JSON.stringify('web') },
          },
          resolve: { alias: { '@module-federation/runtime-tools/runtime-core': runtimeCorePath() } },
          output: {
            cleanDistPath: false,
            filenameHash: false,
            distPath: { js: 'static/js' },
            injectStyles: true,
          },
          tools: { htmlPlugin: false },
          performance: { chunkSplit: { strategy: 'all-in-one' } },
        },
      }),
    },
    html: {
      template: htmlTemplate,
      title: app.title,
      templateParameters: { federationRuntime: area ? FEDERATION_RUNTIME_FILE : '' },
    },
    // Chunks of a remote load from the remote's own origin inside the shell: resolve it at run time.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    server: {
      port: appPort(app, process.env),
      strictPort: true,
      host: process.env.HOST ?? 'localhost',
      cors: { origin: '*' },
      htmlFallback: 'index',
      historyApiFallback: true,
      setup: previewServerSetup(join(process.cwd(), 'dist')),
    },
    dev: {
      assetPrefix: 'auto',
      // Inside the shell, an area's lazily compiled page asks the area's own dev server to build it
      // (by default it asks the page's origin, the shell, which does not know it: «Cargando...» forever).
      ...(area && {
        lazyCompilation: { imports: true, entries: false, serverUrl: `http://localhost:${appPort(app, process.env)}` },
      }),
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      postcss: {
        postcssOptions: {
          plugins: exposes ? [tailwindcss(), scopeCss(`.${areaScopeClass(app.name)}`)] : [tailwindcss()],
        },
      },
    },
  };
}
